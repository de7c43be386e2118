/*
 * zugzwang's page: Connect-4, PopOut, Connect Four 3D and qubic against (or watched by) the solvers of
 * `zugzwang serve`.
 *
 * The page keeps the game as a list of move names ("4", and in PopOut "p4" = pop column 4, "d" = claim
 * a draw; in Connect Four 3D a column's hexadecimal digit "0".."F"; in qubic a cell "0".."63") and a
 * cursor into it (undo/redo move the cursor). It replays the moves itself to draw the board and to know
 * which clicks are legal; the values come from GET /api/analyze (cached per position). The position is
 * mirrored in the URL (?pos=4453&w=7&h=6&game=connect4, ?game=connect4-3d&pos=0FC3, ?game=qubic&pos=0,21).
 * Plain JavaScript, no libraries, no build step.
 */
'use strict';

(function () {
  /** The bitboard holds width * (height + 1) bits: one guard bit per column above its top cell. */
  const MAX_BITS = 64;
  const WIDTHS = [4, 5, 6, 7, 8, 9, 10, 11, 12];
  const HEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const FIRST = 1;
  const SECOND = 2;
  const NAMES = { 1: 'Red (first)', 2: 'Yellow (second)' };
  const COMPUTER_DELAY_MS = 300;
  /**
   * Connect Four 3D: the 4x4x4 cube as 16 columns of 4 layers (z = 0 at the bottom); column c = 4y + x
   * is written as one hexadecimal digit.
   */
  const CUBE = 'connect4-3d';
  const CUBE_COLUMNS = 16;
  const CUBE_LAYERS = 4;
  const HEX = '0123456789ABCDEF';
  /** The columns whose cells lie on 7 lines each (the corners and the centre): tried first when nothing is known. */
  const CUBE_STRONG = '0356 9ACF';
  /** The 76 lines of four of the cube, each as four [column, layer] cells. */
  const CUBE_LINES = cubeLines();
  /**
   * Qubic: the 4x4x4 cube without gravity; cell 16x + 4y + z (x the layer, drawn left to right, y the
   * row, z the place in the row), any empty cell may be played.
   */
  const QUBIC = 'qubic';
  const QUBIC_CELLS = 64;
  /** The same 76 lines as qubic cells: Connect Four 3D's column 4y + x and layer z is qubic's 16x + 4y + z. */
  const QUBIC_LINES = CUBE_LINES.map((line) => line.map(([c, z]) => 16 * (c % 4) + 4 * Math.floor(c / 4) + z));
  /** The cells on 7 lines each (the 8 corners and the 8 centre cells): tried first when nothing is known. */
  const QUBIC_STRONG = new Set(Array.from({ length: QUBIC_CELLS }, (_, i) => i)
    .filter((cell) => QUBIC_LINES.filter((line) => line.includes(cell)).length === 7));

  const $ = (id) => document.getElementById(id);
  const el = {
    game: $('game'), width: $('width'), height: $('height'), computer: $('computer'), newGame: $('new'),
    spinner: $('spinner'), status: $('status'), value: $('value'), board: $('board'), scores: $('scores'),
    popScores: $('pop-scores'), undo: $('undo'), redo: $('redo'), claim: $('claim'), explain: $('explain'),
    posForm: $('pos-form'), posInput: $('pos-input'), error: $('error'), explainOutput: $('explain-output'),
    legendC4: $('legend-c4'), legendPopout: $('legend-popout'), legendCube: $('legend-cube'),
    boardWrap: $('board-wrap'), cube: $('cube'), layers: $('layers'), columnMap: $('column-map'),
    qubic: $('qubic'), qubicLayers: $('qubic-layers'), threats: $('threats'), legendQubic: $('legend-qubic'),
  };

  const state = {
    game: 'connect4',
    w: 7,
    h: 6,
    moves: [],      // every move made, including taken-back ones after the cursor
    cursor: 0,      // the number of moves on the board
    computer: 'off', // 'off', 'first' or 'second': the side the solver plays
  };
  /** Answers of /api/analyze by position key (game|w|h|pos), so undo/redo need no new request. */
  const cache = new Map();
  let pending = 0;
  let analyzeAbort = null;
  let computerTimer = null;

  // ---------------------------------------------------------------- the game, replayed locally

  /** The board of the current game: columns and their height (the cube: 16 columns of 4 layers; qubic: 4 layers of 4x4). */
  function dims() {
    return state.game === CUBE ? { w: CUBE_COLUMNS, h: CUBE_LAYERS } : state.game === QUBIC ? { w: 4, h: 4 } : { w: state.w, h: state.h };
  }

  /** Whether the game has one board only (no width and height to choose). */
  function fixedSize(game) {
    return game === CUBE || game === QUBIC;
  }

  /**
   * The move list as the API's notation: one character per move up to 9 columns (and in the cube), else
   * commas (always in qubic).
   */
  function posString(moves) {
    return state.game === QUBIC ? moves.join(',') : state.game === CUBE || state.w <= 9 ? moves.join('') : moves.join(',');
  }

  /** Every line of four of the cube: a start cell and one of the 13 directions, all four cells inside. */
  function cubeLines() {
    const lines = [];
    const dirs = [];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dz = -1; dz <= 1; dz++) {
          const first = dx !== 0 ? dx : dy !== 0 ? dy : dz;
          if (first > 0) {
            dirs.push([dx, dy, dz]); // one of each pair of opposite directions
          }
        }
      }
    }
    const inside = (v) => v >= 0 && v < 4;
    for (let z = 0; z < 4; z++) {
      for (let y = 0; y < 4; y++) {
        for (let x = 0; x < 4; x++) {
          for (const [dx, dy, dz] of dirs) {
            if (inside(x + 3 * dx) && inside(y + 3 * dy) && inside(z + 3 * dz)) {
              const line = [];
              for (let k = 0; k < 4; k++) {
                line.push([4 * (y + k * dy) + x + k * dx, z + k * dz]);
              }
              lines.push(line);
            }
          }
        }
      }
    }
    return lines;
  }

  /** The cells of every four in a line of player in the cube, as "c,z" strings (empty: no four). */
  function cubeFours(cells, player) {
    const found = new Set();
    for (const line of CUBE_LINES) {
      if (line.every(([c, z]) => cells[c][z] === player)) {
        line.forEach(([c, z]) => found.add(c + ',' + z));
      }
    }
    return found;
  }

  /** A Connect Four 3D game ("0FC3", "0 F C 3", "0,f,c,3") as column digits; throws Error on bad text. */
  function parseCubeMoves(text) {
    const items = [];
    for (const ch of text) {
      if (ch === ',' || /\s/.test(ch)) {
        continue;
      }
      const c = HEX.indexOf(ch.toUpperCase());
      if (c < 0) {
        throw new Error(`move ${items.length + 1}: '${ch}' is not a column (the columns are the hexadecimal digits 0-F)`);
      }
      items.push(HEX[c]);
    }
    return items;
  }

  /** A qubic game ("0,21,42", "0 21 42") as cell numbers; throws Error on bad text or a cell played twice. */
  function parseQubicMoves(text) {
    return text.split(/[\s,]+/).filter((s) => s !== '').map((s, i) => {
      const n = Number(s);
      if (!/^\d+$/.test(s) || n >= QUBIC_CELLS) {
        throw new Error(`move ${i + 1}: '${s}' is not a cell (the cells are 0-63, 16x + 4y + z)`);
      }
      return String(n);
    });
  }

  /**
   * Parses a move sequence ("4453", "44p4", "4,4,p4", "10,3,12") into move names.
   * Throws Error with a one-line message on bad text.
   */
  function parseMoves(text, game, w) {
    const t = text.trim();
    if (t === '') {
      return [];
    }
    if (game === CUBE) {
      return parseCubeMoves(t);
    }
    if (game === QUBIC) {
      return parseQubicMoves(t);
    }
    const items = [];
    if (t.includes(',')) {
      t.split(',').forEach((s) => items.push(s.trim().toLowerCase()));
    } else {
      for (let i = 0; i < t.length; i++) {
        const ch = t[i].toLowerCase();
        if (ch === 'p' && i + 1 < t.length) {
          items.push('p' + t[++i]);
        } else if (ch !== ' ') {
          items.push(ch);
        }
      }
    }
    return items.map((s, i) => {
      const n = i + 1;
      let m = /^(p?)(\d+)$/.exec(s);
      if (s === 'd' && game === 'popout') {
        return 'd';
      }
      if (!m || (m[1] && game !== 'popout')) {
        throw new Error(`move ${n}: '${s}' is not a ${game === 'popout' ? 'drop, pop or claim' : 'column number'}`);
      }
      const c = Number(m[2]);
      if (c < 1 || c > w) {
        throw new Error(`move ${n}: column ${c} is not on a board of ${w} columns`);
      }
      return m[1] + c;
    });
  }

  /** An empty board: cells[c][r], r = 0 at the bottom; 0 empty, FIRST or SECOND. */
  function emptyCells(w, h) {
    return Array.from({ length: w }, () => new Array(h).fill(0));
  }

  function heightOf(col) {
    let n = 0;
    while (n < col.length && col[n] !== 0) {
      n++;
    }
    return n;
  }

  /** The cells of every four in a row of player, as "c,r" strings (empty: no four). */
  function fours(cells, player, w, h) {
    const found = new Set();
    const dirs = [[1, 0], [0, 1], [1, 1], [1, -1]];
    for (let c = 0; c < w; c++) {
      for (let r = 0; r < h; r++) {
        for (const [dc, dr] of dirs) {
          let k = 0;
          while (k < 4) {
            const cc = c + k * dc;
            const rr = r + k * dr;
            if (cc < 0 || cc >= w || rr < 0 || rr >= h || cells[cc][rr] !== player) {
              break;
            }
            k++;
          }
          if (k === 4) {
            for (let i = 0; i < 4; i++) {
              found.add((c + i * dc) + ',' + (r + i * dr));
            }
          }
        }
      }
    }
    return found;
  }

  /**
   * Replays moves on an empty board. Returns {cells, toMove, over, winner ('first'|'second'|'draw'|null),
   * last: [c, r] or null, four: Set of "c,r"}; throws Error naming the first illegal move.
   */
  function replay(game, w, h, moves) {
    const cells = emptyCells(w, h);
    let toMove = FIRST;
    let over = false;
    let winner = null;
    let last = null;
    let four = new Set();
    moves.forEach((m, i) => {
      const n = i + 1;
      if (over) {
        throw new Error(`move ${n} (${m}): the game is already over`);
      }
      const other = toMove === FIRST ? SECOND : FIRST;
      const full = cells.every((col) => heightOf(col) === h);
      if (m === 'd') {
        if (!full) {
          throw new Error(`move ${n}: a draw can be claimed only on a full board`);
        }
        over = true;
        winner = 'draw';
        last = null;
      } else if (m[0] === 'p') {
        const c = Number(m.slice(1)) - 1;
        if (cells[c][0] !== toMove) {
          throw new Error(`move ${n} (${m}): the bottom disk of column ${c + 1} is not the mover's`);
        }
        cells[c].shift();
        cells[c].push(0);
        last = null;
        const mine = fours(cells, toMove, w, h);
        const theirs = fours(cells, other, w, h);
        if (mine.size > 0) {
          over = true; winner = toMove === FIRST ? 'first' : 'second'; four = mine;
        } else if (theirs.size > 0) {
          over = true; winner = other === FIRST ? 'first' : 'second'; four = theirs;
        }
      } else {
        const c = game === CUBE ? HEX.indexOf(m) : Number(m) - 1;
        const r = heightOf(cells[c]);
        if (r >= h) {
          throw new Error(`move ${n}: column ${m} is full`);
        }
        cells[c][r] = toMove;
        last = [c, r];
        const mine = game === CUBE ? cubeFours(cells, toMove) : fours(cells, toMove, w, h);
        if (mine.size > 0) {
          over = true; winner = toMove === FIRST ? 'first' : 'second'; four = mine;
        } else if (game !== 'popout' && cells.every((col) => heightOf(col) === h)) {
          over = true; winner = 'draw';
        }
      }
      toMove = other;
    });
    return { cells, toMove, over, winner, last, four };
  }

  /**
   * Qubic: replays cells on the empty cube. Returns {cells (64 entries: 0, FIRST or SECOND), toMove, over,
   * winner, last: the last cell or null, four: Set of the cells of a four}; throws Error naming the first
   * illegal move.
   */
  function replayQubic(moves) {
    const cells = new Array(QUBIC_CELLS).fill(0);
    let toMove = FIRST;
    let over = false;
    let winner = null;
    let last = null;
    let four = new Set();
    moves.forEach((m, i) => {
      const n = i + 1;
      const cell = Number(m);
      if (over) {
        throw new Error(`move ${n} (${m}): the game is already over`);
      }
      if (cells[cell] !== 0) {
        throw new Error(`move ${n}: cell ${m} is taken`);
      }
      cells[cell] = toMove;
      last = cell;
      QUBIC_LINES.filter((line) => line.includes(cell) && line.every((c) => cells[c] === toMove))
        .forEach((line) => line.forEach((c) => four.add(c)));
      if (four.size > 0) {
        over = true; winner = toMove === FIRST ? 'first' : 'second';
      } else if (n === QUBIC_CELLS) {
        over = true; winner = 'draw';
      }
      toMove = toMove === FIRST ? SECOND : FIRST;
    });
    return { cells, toMove, over, winner, last, four };
  }

  // ---------------------------------------------------------------- state, URL and requests

  function played() {
    return state.moves.slice(0, state.cursor);
  }

  function currentPos() {
    return posString(played());
  }

  /** Replays the given moves (default: those on the board) in the current game. */
  function replayNow(moves) {
    if (state.game === QUBIC) {
      return replayQubic(moves || played());
    }
    const { w, h } = dims();
    return replay(state.game, w, h, moves || played());
  }

  function keyOf(pos) {
    const { w, h } = dims();
    return `${state.game}|${w}|${h}|${pos}`;
  }

  /** The parameters of a request or of the URL: the cube and qubic have no size to give. */
  function params(pos) {
    return fixedSize(state.game)
      ? new URLSearchParams({ game: state.game, pos })
      : new URLSearchParams({ pos, w: String(state.w), h: String(state.h), game: state.game });
  }

  function query(pos) {
    return params(pos).toString();
  }

  /** The URL holds the position; commas (qubic's cells, wide boards) stay readable: they need no escaping in a query. */
  function writeUrl() {
    history.replaceState(null, '', '?' + params(currentPos()).toString().replace(/%2C/g, ','));
  }

  function showError(message) {
    el.error.textContent = message || '';
    el.error.hidden = !message;
  }

  function busy(delta) {
    pending += delta;
    el.spinner.hidden = pending === 0;
    document.body.dataset.busy = pending > 0 ? 'true' : 'false';
  }

  /** GET url, as {ok, status, body}; the spinner runs meanwhile. */
  async function getJson(url, signal) {
    busy(+1);
    try {
      const res = await fetch(url, { signal, headers: { Accept: 'application/json' } });
      let body = null;
      try {
        body = await res.json();
      } catch (e) {
        body = { error: `HTTP ${res.status}: not a JSON answer` };
      }
      return { ok: res.ok, status: res.status, body };
    } finally {
      busy(-1);
    }
  }

  /** Asks /api/analyze for the current position unless cached; renders when it answers. */
  async function analyze() {
    const pos = currentPos();
    const key = keyOf(pos);
    if (cache.has(key)) {
      return;
    }
    if (analyzeAbort) {
      analyzeAbort.abort();
    }
    const controller = new AbortController();
    analyzeAbort = controller;
    let answer;
    try {
      answer = await getJson('/api/analyze?' + query(pos), controller.signal);
    } catch (e) {
      if (e.name === 'AbortError') {
        return;
      }
      answer = { ok: false, status: 0, body: { error: 'the server does not answer (' + e.message + ')' } };
    }
    if (answer.ok) {
      cache.set(key, answer.body);
    }
    if (key !== keyOf(currentPos())) {
      return; // the position changed meanwhile
    }
    if (!answer.ok) {
      const partial = answer.body && answer.body.partial;
      showError((answer.body && answer.body.error) || `HTTP ${answer.status}`);
      render(partial && partial.moves ? partial : null);
      return;
    }
    showError('');
    render(answer.body);
  }

  // ---------------------------------------------------------------- moves

  function computerSide() {
    return state.computer === 'first' ? FIRST : state.computer === 'second' ? SECOND : 0;
  }

  /** The side to move after n moves (the sides alternate in both games). */
  function sideAfter(n) {
    return n % 2 === 0 ? FIRST : SECOND;
  }

  function play(move) {
    let g;
    try {
      g = replayNow(played().concat([move]));
    } catch (e) {
      showError(e.message);
      return;
    }
    if (state.moves[state.cursor] === move) {
      state.cursor++; // the move taken back before: keep the rest for redo
    } else {
      state.moves = played().concat([move]);
      state.cursor = state.moves.length;
    }
    showError('');
    changed(g);
  }

  function undo() {
    if (state.cursor === 0) {
      return;
    }
    state.cursor--;
    const side = computerSide();
    while (side && state.cursor > 0 && sideAfter(state.cursor) === side) {
      state.cursor--; // back to the human's turn
    }
    changed();
  }

  function redo() {
    if (state.cursor >= state.moves.length) {
      return;
    }
    state.cursor++;
    const side = computerSide();
    while (side && state.cursor < state.moves.length && sideAfter(state.cursor) === side) {
      state.cursor++;
    }
    changed();
  }

  /** After any change of position: URL, board, request. */
  function changed() {
    el.explainOutput.hidden = true;
    el.explainOutput.textContent = '';
    writeUrl();
    const key = keyOf(currentPos());
    render(cache.get(key) || null);
    analyze();
  }

  function maybeComputerMove(g, a) {
    clearTimeout(computerTimer);
    const side = computerSide();
    if (!side || g.toMove !== side || g.over || (a && a.over) || state.cursor !== state.moves.length) {
      return;
    }
    let move = null;
    if (a && a.best && a.best.length > 0) {
      move = a.best[Math.floor(Math.random() * a.best.length)];
    } else if (a && state.game === CUBE) {
      move = guessCubeMove(g, a);
    } else if (a && state.game === QUBIC) {
      move = guessQubicMove(g, a);
    }
    if (move === null) {
      return;
    }
    const pos = currentPos();
    computerTimer = setTimeout(() => {
      if (currentPos() === pos && computerSide() === side) {
        play(move);
      }
    }, COMPUTER_DELAY_MS);
  }

  /**
   * Connect Four 3D, when the analysis ran into the server's time limit (early in the game): a move
   * from what is known — a win, else a draw, else an undecided column (the strong ones first), else
   * any legal one.
   */
  function guessCubeMove(g, a) {
    const known = new Map((a.moves || []).map((m) => [m.move, m.result]));
    const legal = HEX.split('').filter((d, c) => heightOf(g.cells[c]) < CUBE_LAYERS);
    const undecided = legal.filter((d) => !known.has(d) || known.get(d) === 'unknown');
    const choices = [
      legal.filter((d) => known.get(d) === 'win'),
      legal.filter((d) => known.get(d) === 'draw'),
      undecided.filter((d) => CUBE_STRONG.includes(d)),
      undecided,
      legal,
    ].find((l) => l.length > 0);
    return choices ? choices[Math.floor(Math.random() * choices.length)] : null;
  }

  /**
   * Qubic, when the analysis decided no winning cell: a draw, else an undecided cell (those on 7 lines
   * first), else any cell.
   */
  function guessQubicMove(g, a) {
    const known = new Map((a.moves || []).map((m) => [m.move, m.result]));
    const legal = g.cells.map((owner, cell) => (owner === 0 ? String(cell) : null)).filter((c) => c !== null);
    const undecided = legal.filter((c) => !known.has(c) || known.get(c) === 'unknown');
    const choices = [
      legal.filter((c) => known.get(c) === 'win'),
      legal.filter((c) => known.get(c) === 'draw'),
      undecided.filter((c) => QUBIC_STRONG.has(Number(c))),
      undecided,
      legal,
    ].find((l) => l.length > 0);
    return choices ? choices[Math.floor(Math.random() * choices.length)] : null;
  }

  // ---------------------------------------------------------------- drawing

  function scoreText(m) {
    if (m.score === null || m.score === undefined) {
      return '?';
    }
    if (state.game !== 'connect4') {
      return m.result === 'win' ? 'W' : m.result === 'loss' ? 'L' : m.result === 'draw' ? 'D' : '?';
    }
    return m.score > 0 ? '+' + m.score : String(m.score).replace('-', '\u2212');
  }

  function scoreCell(col, m, best, cls) {
    const d = document.createElement('div');
    d.className = cls;
    d.dataset.col = String(col);
    if (m) {
      d.classList.add(m.result || 'unknown');
      if (best.includes(m.move)) {
        d.classList.add('best');
      }
      d.textContent = scoreText(m);
      d.dataset.score = m.score === null || m.score === undefined ? '' : String(m.score);
      d.dataset.result = m.result || 'unknown';
      d.title = `${m.move}: ${m.result}${m.score === null ? '' : ' (score ' + m.score + ')'}`;
    }
    return d;
  }

  /** Draws everything for the current position; a = its analysis (or null while unknown). */
  function render(a) {
    const g = replayNow();
    const over = g.over || Boolean(a && a.over);
    const cube = state.game === CUBE;
    const qubic = state.game === QUBIC;
    el.boardWrap.hidden = cube || qubic;
    el.cube.hidden = !cube;
    el.qubic.hidden = !qubic;
    if (cube) {
      renderCube(g, a, over);
    } else if (qubic) {
      renderQubic(g, a, over);
    } else {
      renderBoard(g, a, over);
    }
    renderStatus(g, a, over);
  }

  /**
   * Marks the element that draws the position (board or cube) with what the browser test and the
   * style sheet read: the position, who is to move, whether its analysis is shown, game over.
   */
  function markPosition(node, pos, g, a, over) {
    node.dataset.pos = pos;
    node.dataset.toMove = g.toMove === FIRST ? 'first' : 'second';
    if (a) {
      node.dataset.analyzed = pos;
    } else {
      delete node.dataset.analyzed;
    }
    node.classList.toggle('over', over);
  }

  /** The cube: the four layers side by side (bottom first) and the map of the columns' values. */
  function renderCube(g, a, over) {
    const pos = currentPos();
    markPosition(el.cube, pos, g, a, over);
    const byMove = new Map(((a && a.moves) || []).map((m) => [m.move, m]));
    const best = (a && a.best) || [];

    el.layers.textContent = '';
    for (let z = 0; z < CUBE_LAYERS; z++) {
      const layer = document.createElement('div');
      layer.className = 'layer';
      layer.dataset.layer = String(z + 1);
      const label = document.createElement('div');
      label.className = 'layer-label';
      label.textContent = `Layer ${z + 1}` + (z === 0 ? ' (bottom)' : z === CUBE_LAYERS - 1 ? ' (top)' : '');
      layer.appendChild(label);
      const grid = document.createElement('div');
      grid.className = 'layer-grid';
      for (let c = 0; c < CUBE_COLUMNS; c++) {
        const d = HEX[c];
        const height = heightOf(g.cells[c]);
        const cell = document.createElement('div');
        cell.className = 'cell cube-cell';
        cell.dataset.col = d;
        cell.dataset.layer = String(z + 1);
        const owner = g.cells[c][z];
        cell.dataset.owner = owner === FIRST ? 'first' : owner === SECOND ? 'second' : '';
        cell.title = `column ${d}, layer ${z + 1}`;
        if (height === CUBE_LAYERS) {
          cell.classList.add('full');
        }
        const m = byMove.get(d);
        if (!over && z === height && m && m.result && m.result !== 'unknown') {
          cell.classList.add('drop', m.result); // where a stone in this column lands, ringed in its value's colour
        }
        const disk = document.createElement('div');
        disk.className = 'disk' + (owner === FIRST ? ' first' : owner === SECOND ? ' second' : '');
        if (g.last && g.last[0] === c && g.last[1] === z) {
          disk.classList.add('last');
        }
        if (g.four.has(c + ',' + z)) {
          disk.classList.add('four');
        }
        cell.appendChild(disk);
        grid.appendChild(cell);
      }
      layer.appendChild(grid);
      el.layers.appendChild(layer);
    }

    el.columnMap.textContent = '';
    for (let c = 0; c < CUBE_COLUMNS; c++) {
      const d = HEX[c];
      const full = heightOf(g.cells[c]) === CUBE_LAYERS;
      let m = byMove.get(d);
      if (!m && a && !over && !full) {
        m = { move: d, score: null, result: 'unknown' }; // not decided within the time limit
      }
      const badge = scoreCell(d, m, best, 'cube-score score');
      badge.textContent = '';
      const digit = document.createElement('span');
      digit.className = 'digit';
      digit.textContent = d;
      badge.appendChild(digit);
      const value = document.createElement('span');
      value.className = 'value';
      value.textContent = full || over ? '' : m ? scoreText(m) : '\u2026';
      badge.appendChild(value);
      if (full) {
        badge.classList.add('full');
        badge.title = `${d}: full`;
      } else if (m) {
        badge.title = `${d}: ${m.result === 'unknown' ? 'unknown within the time limit' : m.result}`;
      }
      if (!full && !over) {
        badge.tabIndex = 0;
        badge.setAttribute('role', 'button');
        badge.setAttribute('aria-label', `column ${d}` + (m ? `: ${m.result}` : ''));
      }
      el.columnMap.appendChild(badge);
    }
  }

  /**
   * Qubic: the four layers x = 0..3 side by side, each four rows y of four cells z; in every empty cell its
   * value, and when the side to move wins by a threat sequence, its steps on the cells and as a list.
   */
  function renderQubic(g, a, over) {
    const pos = currentPos();
    markPosition(el.qubic, pos, g, a, over);
    const byMove = new Map(((a && a.moves) || []).map((m) => [m.move, m]));
    const best = (a && a.best) || [];
    const threats = !over && a && a.threats ? a.threats : null;
    const steps = new Map(); // cell -> its mark in the threat sequence
    if (threats) {
      threats.steps.forEach((st, i) => {
        steps.set(st.attack, { label: String(i + 1), kind: 'attack' });
        steps.set(st.reply, { label: String(i + 1), kind: 'reply' });
      });
      steps.set(threats.win, { label: '\u2605', kind: 'win' });
    }

    const focused = document.activeElement && el.qubicLayers.contains(document.activeElement)
      ? document.activeElement.dataset.cell : null;
    const playable = !over && computerSide() !== g.toMove;
    el.qubicLayers.textContent = '';
    for (let x = 0; x < 4; x++) {
      const layer = document.createElement('div');
      layer.className = 'layer';
      layer.dataset.layer = String(x);
      const label = document.createElement('div');
      label.className = 'layer-label';
      label.textContent = `x = ${x} (cells ${16 * x}\u2013${16 * x + 15})`;
      layer.appendChild(label);
      const grid = document.createElement('div');
      grid.className = 'layer-grid';
      for (let y = 0; y < 4; y++) {
        for (let z = 0; z < 4; z++) {
          const c = 16 * x + 4 * y + z;
          const owner = g.cells[c];
          const cell = document.createElement('div');
          cell.className = 'cell qubic-cell';
          cell.dataset.cell = String(c);
          cell.dataset.owner = owner === FIRST ? 'first' : owner === SECOND ? 'second' : '';
          const disk = document.createElement('div');
          disk.className = 'disk' + (owner === FIRST ? ' first' : owner === SECOND ? ' second' : '');
          if (g.last === c) {
            disk.classList.add('last');
          }
          if (g.four.has(c)) {
            disk.classList.add('four');
          }
          const m = byMove.get(String(c));
          cell.tabIndex = -1; // focusable by the page (focus stays on the board after a move), not by Tab
          if (owner !== 0) {
            cell.setAttribute('aria-label', `cell ${c}: ${NAMES[owner]}`);
          }
          if (owner === 0 && !over) {
            const known = m && m.result !== 'unknown' ? m.result : m || a ? 'not decided' : '';
            cell.setAttribute('aria-label', `cell ${c}` + (known ? `: ${known}` : ''));
            cell.title = `cell ${c} (x ${x}, y ${y}, z ${z})` + (known ? `: ${known}` : '');
            if (playable) {
              cell.tabIndex = 0;
              cell.setAttribute('role', 'button');
            }
            if (m || a) {
              const value = m || { move: String(c), score: null, result: 'unknown' };
              cell.dataset.result = value.result;
              const v = document.createElement('span');
              v.className = 'value score ' + value.result + (best.includes(value.move) ? ' best' : '');
              v.textContent = scoreText(value);
              disk.appendChild(v);
            }
          } else {
            cell.title = `cell ${c} (x ${x}, y ${y}, z ${z})`;
          }
          const step = steps.get(c);
          if (step && owner === 0) {
            cell.dataset.step = step.kind;
            const s = document.createElement('span');
            s.className = 'step ' + step.kind;
            s.textContent = step.label;
            cell.appendChild(s);
          }
          cell.appendChild(disk);
          grid.appendChild(cell);
        }
      }
      layer.appendChild(grid);
      el.qubicLayers.appendChild(layer);
    }
    if (focused !== null && focused !== undefined) {
      el.qubicLayers.querySelector(`.qubic-cell[data-cell="${focused}"]`).focus();
    }
    renderThreats(g, threats);
  }

  /** Qubic: the winning threat sequence as a list, each step lighting its cells when pointed at. */
  function renderThreats(g, threats) {
    const out = el.threats;
    const key = threats ? `${g.toMove}:${threats.sequence.join(',')}` : '';
    if (out.dataset.key === key) {
      return; // unchanged: not announced again
    }
    out.dataset.key = key;
    out.textContent = '';
    out.hidden = !threats;
    if (!threats) {
      return;
    }
    const n = threats.steps.length;
    const head = document.createElement('p');
    const b = document.createElement('strong');
    b.textContent = `${NAMES[g.toMove]} wins by a threat sequence`;
    head.appendChild(b);
    head.appendChild(document.createTextNode(n === 0
      ? ' (threat-space search): complete the line at once.'
      : ` of ${n} threat${n === 1 ? '' : 's'} (threat-space search, ${threats.dbNodes} db-search nodes):`));
    out.appendChild(head);
    const ol = document.createElement('ol');
    ol.id = 'threat-steps';
    threats.steps.forEach((st) => {
      const li = document.createElement('li');
      li.dataset.cells = [st.attack, st.reply].concat(st.threatens).join(',');
      li.tabIndex = 0; // focus lights its cells, as pointing does
      li.textContent = `${st.attack} threatens ${st.threatens.join(' and ')}; forced reply ${st.reply}`;
      ol.appendChild(li);
    });
    const last = document.createElement('li');
    last.className = 'win';
    last.dataset.cells = String(threats.win);
    last.tabIndex = 0;
    last.textContent = `then ${threats.win} completes a line`;
    ol.appendChild(last);
    out.appendChild(ol);
  }

  /** Qubic: the cells of the threat step under the pointer (or focused) are lit. */
  function onThreatHover(ev) {
    const target = ev.type === 'focusout' ? ev.relatedTarget : ev.target; // focus moving on: where it goes
    const li = target && target.closest && el.threats.contains(target) ? target.closest('li[data-cells]') : null;
    const lit = new Set(li ? li.dataset.cells.split(',') : []);
    el.qubic.querySelectorAll('.qubic-cell').forEach((c) => c.classList.toggle('lit', lit.has(c.dataset.cell)));
  }

  /** Connect-4 and PopOut: the board of columns and the score above (and in PopOut below) each. */
  function renderBoard(g, a, over) {
    const pos = currentPos();
    document.documentElement.style.setProperty('--w', String(state.w));
    document.documentElement.style.setProperty('--h', String(state.h));

    // the board
    el.board.textContent = '';
    markPosition(el.board, pos, g, a, over);
    for (let c = 0; c < state.w; c++) {
      const col = document.createElement('div');
      col.className = 'column';
      col.dataset.col = String(c + 1);
      col.tabIndex = 0;
      col.setAttribute('role', 'button');
      col.setAttribute('aria-label', `column ${c + 1}`);
      if (heightOf(g.cells[c]) === state.h) {
        col.classList.add('full');
      }
      for (let r = 0; r < state.h; r++) {
        const cell = document.createElement('div');
        cell.className = 'cell';
        cell.dataset.row = String(r + 1);
        const owner = g.cells[c][r];
        cell.dataset.owner = owner === FIRST ? 'first' : owner === SECOND ? 'second' : '';
        const disk = document.createElement('div');
        disk.className = 'disk' + (owner === FIRST ? ' first' : owner === SECOND ? ' second' : '');
        if (g.last && g.last[0] === c && g.last[1] === r) {
          disk.classList.add('last');
        }
        if (g.four.has(c + ',' + r)) {
          disk.classList.add('four');
        }
        if (state.game === 'popout' && r === 0 && owner === g.toMove && !over) {
          cell.classList.add('poppable');
        }
        cell.appendChild(disk);
        col.appendChild(cell);
      }
      el.board.appendChild(col);
    }

    // the scores of the legal moves
    const byMove = new Map(((a && a.moves) || []).map((m) => [m.move, m]));
    const best = (a && a.best) || [];
    el.scores.textContent = '';
    el.popScores.textContent = '';
    el.popScores.hidden = state.game !== 'popout';
    for (let c = 1; c <= state.w; c++) {
      el.scores.appendChild(scoreCell(c, byMove.get(String(c)), best, 'score'));
      if (state.game === 'popout') {
        el.popScores.appendChild(scoreCell(c, byMove.get('p' + c), best, 'pop-score score'));
      }
    }
  }

  /** Whose turn, the game's value, the buttons (every game). */
  function renderStatus(g, a, over) {
    const pos = currentPos();
    const { h } = dims();
    // status and value
    const winner = (a && a.over ? a.winner : null) || g.winner;
    if (over) {
      el.status.textContent = winner === 'draw' ? 'Game over: draw' : `Game over: ${NAMES[winner === 'first' ? FIRST : SECOND]} wins`;
      el.status.dataset.state = 'over';
    } else {
      const who = computerSide() === g.toMove ? ' (computer)' : '';
      el.status.textContent = `${NAMES[g.toMove]}${who} to move`;
      el.status.dataset.state = a ? 'ready' : 'thinking';
    }
    el.value.className = '';
    if (over) {
      el.value.textContent = '';
    } else if (!a || !a.result || a.result === 'unknown') {
      el.value.textContent = a ? 'Value unknown within the time limit' : 'Solving\u2026';
    } else {
      const s = a.score === null || a.score === undefined || state.game !== 'connect4' ? '' : ` (score ${a.score > 0 ? '+' : ''}${a.score})`;
      const verb = { win: 'wins', draw: 'draws', loss: 'loses' }[a.result];
      el.value.textContent = `Game value: ${NAMES[g.toMove]} ${verb} with perfect play${s}`;
      el.value.className = a.result;
    }
    el.value.dataset.result = a && a.result ? a.result : '';

    // buttons
    el.undo.disabled = state.cursor === 0;
    el.redo.disabled = state.cursor >= state.moves.length;
    const full = state.game === 'popout' && g.cells.every((col) => heightOf(col) === h);
    el.claim.hidden = state.game !== 'popout';
    el.claim.disabled = over || !full;
    el.explain.hidden = state.game !== 'connect4';
    el.explain.disabled = over;
    el.legendC4.hidden = state.game !== 'connect4';
    el.legendPopout.hidden = state.game !== 'popout';
    el.legendCube.hidden = state.game !== CUBE;
    el.legendQubic.hidden = state.game !== QUBIC;
    if (document.activeElement !== el.posInput) {
      el.posInput.value = pos;
    }

    maybeComputerMove(g, a);
  }

  async function explain() {
    const pos = currentPos();
    el.explainOutput.hidden = false;
    el.explainOutput.textContent = 'Asking the rules\u2026';
    let answer;
    try {
      answer = await getJson('/api/explain?' + query(pos));
    } catch (e) {
      answer = { ok: false, body: { error: 'the server does not answer (' + e.message + ')' } };
    }
    if (pos !== currentPos()) {
      return;
    }
    const out = el.explainOutput;
    out.textContent = '';
    if (!answer.ok) {
      out.textContent = 'Explain: ' + ((answer.body && answer.body.error) || 'failed');
      return;
    }
    const e = answer.body;
    const head = document.createElement('p');
    head.id = 'explain-verdict';
    head.dataset.verdict = e.verdict || '';
    const b = document.createElement('strong');
    b.textContent = e.verdict;
    head.appendChild(b);
    let tail = '';
    if (e.controller) {
      tail += ` \u2014 controller: ${e.controller}`;
    }
    if (e.move !== null && e.move !== undefined) {
      tail += `, move: column ${e.move}${e.moveSquare ? ' (' + e.moveSquare + ')' : ''}`;
    }
    head.appendChild(document.createTextNode(tail));
    out.appendChild(head);
    if (e.reason) {
      const p = document.createElement('p');
      p.textContent = e.reason;
      out.appendChild(p);
    }
    const rules = e.rules || [];
    if (rules.length > 0) {
      const ul = document.createElement('ul');
      ul.id = 'explain-rules';
      rules.forEach((r) => {
        const li = document.createElement('li');
        li.textContent = r;
        ul.appendChild(li);
      });
      out.appendChild(document.createTextNode(`${rules.length} rule${rules.length === 1 ? '' : 's'}:`));
      out.appendChild(ul);
    }
  }

  // ---------------------------------------------------------------- settings

  function fillSizes() {
    el.width.textContent = '';
    WIDTHS.forEach((w) => el.width.add(new Option(String(w), String(w), false, w === state.w)));
    el.height.textContent = '';
    HEIGHTS.forEach((h) => {
      const o = new Option(String(h), String(h), false, h === state.h);
      o.disabled = state.w * (h + 1) > MAX_BITS;
      el.height.add(o);
    });
    el.game.value = state.game;
    el.computer.value = state.computer;
    const fixed = fixedSize(state.game);
    el.width.parentElement.hidden = fixed; // the cube and qubic have one size
    el.height.parentElement.hidden = fixed;
    el.posInput.placeholder = state.game === CUBE
      ? 'e.g. 0FC3 (the columns 0-F, one digit per move)'
      : state.game === QUBIC
        ? 'e.g. 0,21,42 (the cells 0-63 = 16x + 4y + z, in the order played)'
        : 'e.g. 4453 (PopOut: 44p4; commas above 9 columns: 10,3,12)';
  }

  function newGame() {
    clearTimeout(computerTimer);
    state.moves = [];
    state.cursor = 0;
    fillSizes();
    showError('');
    changed();
  }

  /** Largest allowed height for a width (at most the current height). */
  function fitHeight() {
    while (state.w * (state.h + 1) > MAX_BITS && state.h > HEIGHTS[0]) {
      state.h--;
    }
  }

  /** Reads ?pos=&w=&h=&game= (a shared URL); bad values fall back to the start, with a message. */
  function readUrl() {
    const p = new URLSearchParams(location.search);
    const problems = [];
    const game = (p.get('game') || 'connect4').toLowerCase();
    if (game === 'connect4' || game === 'popout' || game === CUBE || game === QUBIC) {
      state.game = game;
    } else {
      problems.push(`unknown game '${game}'`);
    }
    const w = p.has('w') ? Number(p.get('w')) : 7;
    const h = p.has('h') ? Number(p.get('h')) : 6;
    if (fixedSize(state.game)) {
      if ((p.has('w') && w !== 4) || (p.has('h') && h !== 4)) {
        problems.push(`${state.game === CUBE ? 'Connect Four 3D' : 'Qubic'} is played on the 4\u00d74\u00d74 cube: the size in the URL is ignored`);
      }
    } else if (WIDTHS.includes(w) && HEIGHTS.includes(h) && w * (h + 1) <= MAX_BITS) {
      state.w = w;
      state.h = h;
    } else {
      problems.push(`unsupported size ${p.get('w')}\u00d7${p.get('h')} (width * (height + 1) must not exceed 64)`);
    }
    try {
      const moves = parseMoves(p.get('pos') || '', state.game, state.w);
      replayNow(moves);
      state.moves = moves;
      state.cursor = moves.length;
    } catch (e) {
      problems.push('position: ' + e.message);
    }
    return problems.join('; ');
  }

  function onBoardClick(ev) {
    const col = ev.target.closest('.column');
    if (!col) {
      return;
    }
    const c = Number(col.dataset.col);
    const g = replayNow();
    const a = cache.get(keyOf(currentPos()));
    if (g.over || (a && a.over)) {
      return;
    }
    if (computerSide() === g.toMove) {
      return; // the computer's turn
    }
    const cell = ev.target.closest('.cell');
    if (state.game === 'popout' && cell && cell.dataset.row === '1' && g.cells[c - 1][0] === g.toMove) {
      play('p' + c);
      return;
    }
    if (heightOf(g.cells[c - 1]) < state.h) {
      play(String(c));
    }
  }

  /** The cube: a click on any cell of a column (in any layer) or on its value plays that column. */
  function onCubeClick(ev) {
    const target = ev.target.closest('[data-col]');
    if (!target || !el.cube.contains(target)) {
      return;
    }
    const d = target.dataset.col;
    const g = replayNow();
    const a = cache.get(keyOf(currentPos()));
    if (g.over || (a && a.over) || computerSide() === g.toMove) {
      return;
    }
    if (heightOf(g.cells[HEX.indexOf(d)]) < CUBE_LAYERS) {
      play(d);
    }
  }

  /** The cube: the cells of the column under the pointer, in every layer, are lit together. */
  function onCubeHover(ev) {
    const target = ev.target.closest ? ev.target.closest('[data-col]') : null;
    const d = target && el.cube.contains(target) ? target.dataset.col : null;
    el.cube.querySelectorAll('.hover').forEach((e) => {
      if (e.dataset.col !== d) {
        e.classList.remove('hover');
      }
    });
    if (d !== null) {
      el.cube.querySelectorAll(`.cube-cell[data-col="${d}"]`).forEach((e) => e.classList.add('hover'));
    }
  }

  /** Qubic: a click (or Enter) on an empty cell plays it. */
  function onQubicClick(ev) {
    const target = ev.target.closest('.qubic-cell');
    if (!target || !el.qubic.contains(target)) {
      return;
    }
    const c = Number(target.dataset.cell);
    const g = replayNow();
    const a = cache.get(keyOf(currentPos()));
    if (g.over || (a && a.over) || computerSide() === g.toMove || g.cells[c] !== 0) {
      return;
    }
    play(String(c));
  }

  /** A click in node plays; so do Enter and the space bar on its focused elements of class cls. */
  function clickable(node, cls, onClick) {
    node.addEventListener('click', onClick);
    node.addEventListener('keydown', (ev) => {
      if ((ev.key === 'Enter' || ev.key === ' ') && ev.target.classList.contains(cls)) {
        ev.preventDefault();
        onClick(ev);
      }
    });
  }

  function init() {
    const problem = readUrl();
    fillSizes();
    clickable(el.board, 'column', onBoardClick);
    clickable(el.cube, 'cube-score', onCubeClick);
    el.cube.addEventListener('mouseover', onCubeHover);
    el.cube.addEventListener('mouseleave', onCubeHover);
    clickable(el.qubicLayers, 'qubic-cell', onQubicClick);
    el.threats.addEventListener('mouseover', onThreatHover);
    el.threats.addEventListener('mouseleave', onThreatHover);
    el.threats.addEventListener('focusin', onThreatHover);
    el.threats.addEventListener('focusout', onThreatHover);
    el.undo.addEventListener('click', undo);
    el.redo.addEventListener('click', redo);
    el.claim.addEventListener('click', () => play('d'));
    el.explain.addEventListener('click', explain);
    el.newGame.addEventListener('click', newGame);
    el.game.addEventListener('change', () => { state.game = el.game.value; newGame(); });
    el.width.addEventListener('change', () => { state.w = Number(el.width.value); fitHeight(); newGame(); });
    el.height.addEventListener('change', () => { state.h = Number(el.height.value); newGame(); });
    el.computer.addEventListener('change', () => { state.computer = el.computer.value; changed(); });
    el.posForm.addEventListener('submit', (ev) => {
      ev.preventDefault();
      try {
        const moves = parseMoves(el.posInput.value, state.game, state.w);
        replayNow(moves);
        state.moves = moves;
        state.cursor = moves.length;
        el.posInput.blur();
        showError('');
        changed();
      } catch (e) {
        showError('Moves: ' + e.message);
      }
    });
    document.addEventListener('keydown', (ev) => {
      if (ev.target === el.posInput) {
        return;
      }
      if (ev.key === 'ArrowLeft') {
        undo();
      } else if (ev.key === 'ArrowRight') {
        redo();
      }
    });
    changed();
    if (problem) {
      showError(problem);
    }
  }

  init();
})();
