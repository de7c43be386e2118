/*
 * zugzwang's page: Connect-4, PopOut, Connect Four 3D, qubic and go-moku against (or watched by) the
 * solvers of `zugzwang serve`.
 *
 * The page keeps the game as a list of move names ("4", and in PopOut "p4" = pop column 4, "d" = claim
 * a draw; in Connect Four 3D a column's hexadecimal digit "0".."F"; in qubic a cell "0".."63"; in
 * go-moku a square "h8") and a cursor into it (undo/redo move the cursor). It replays the moves itself
 * to draw the board and to know which clicks are legal; the values come from GET /api/analyze (cached
 * per position). The position is mirrored in the URL (?pos=4453&w=7&h=6&game=connect4,
 * ?game=connect4-3d&pos=0FC3, ?game=qubic&pos=0,21, ?game=gomoku&pos=h8,h9,i8&w=15&h=15&rule=freestyle).
 * Plain JavaScript, no libraries, no build step.
 */
'use strict';

(function () {
  /**
   * The bitboard holds width * (height + 1) bits: one guard bit per column above its top cell.
   * Connect-4 and PopOut take two words (128 bits: 8x8, 10x6, ...).
   */
  const ONE_WORD = 64;
  const TWO_WORDS = 128;
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
  /**
   * Go-moku: black (first) and white put stones on the squares of a board of 5 to 19 columns and rows;
   * a square is its column's letter (a at the left) and its row's number (1 at the bottom), "h8".
   * Five in a row wins: free-style five or more, standard exactly five.
   */
  const GOMOKU = 'gomoku';
  const GOMOKU_SIZES = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
  const GOMOKU_SIZE = 15;
  const GOMOKU_RULES = ['freestyle', 'standard'];
  const LETTERS = 'abcdefghijklmnopqrs';
  const GOMOKU_NAMES = { 1: 'Black (first)', 2: 'White (second)' };
  /** Connect-4's board when a game without one (or with a size Connect-4 cannot take) hands over. */
  const C4_WIDTH = 7;
  const C4_HEIGHT = 6;

  const $ = (id) => document.getElementById(id);
  const el = {
    game: $('game'), width: $('width'), height: $('height'), computer: $('computer'), newGame: $('new'),
    spinner: $('spinner'), status: $('status'), value: $('value'), board: $('board'), scores: $('scores'),
    popScores: $('pop-scores'), undo: $('undo'), redo: $('redo'), claim: $('claim'), explain: $('explain'),
    posForm: $('pos-form'), posInput: $('pos-input'), error: $('error'), explainOutput: $('explain-output'),
    legendC4: $('legend-c4'), legendPopout: $('legend-popout'), legendCube: $('legend-cube'),
    boardWrap: $('board-wrap'), cube: $('cube'), layers: $('layers'), columnMap: $('column-map'),
    qubic: $('qubic'), qubicLayers: $('qubic-layers'), threats: $('threats'), legendQubic: $('legend-qubic'),
    rule: $('rule'), gomoku: $('gomoku'), gomokuBoard: $('gomoku-board'), legendGomoku: $('legend-gomoku'),
  };

  const state = {
    game: 'connect4',
    w: 7,
    h: 6,
    moves: [],      // every move made, including taken-back ones after the cursor
    cursor: 0,      // the number of moves on the board
    computer: 'off', // 'off', 'first' or 'second': the side the solver plays
    rule: 'freestyle', // go-moku: 'freestyle' (five or more wins) or 'standard' (exactly five)
  };
  /** Answers of /api/analyze by position key (game|w|h|pos, go-moku game|w|h|rule|pos), so undo/redo need no new request. */
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
  /** The most bits a board of the game may take (see ONE_WORD). */
  function maxBits(game) {
    return game === 'connect4' || game === 'popout' ? TWO_WORDS : ONE_WORD;
  }

  function fixedSize(game) {
    return game === CUBE || game === QUBIC;
  }

  /** The player names of the current game: red and yellow disks, go-moku's black and white stones. */
  function names() {
    return state.game === GOMOKU ? GOMOKU_NAMES : NAMES;
  }

  /** Whether a board of w columns and h rows can be played in game (the cube and qubic: any, it is ignored). */
  function sizeFits(game, w, h) {
    if (game === GOMOKU) {
      return GOMOKU_SIZES.includes(w) && GOMOKU_SIZES.includes(h);
    }
    return fixedSize(game) || (WIDTHS.includes(w) && HEIGHTS.includes(h) && w * (h + 1) <= maxBits(game));
  }

  /**
   * The move list as the API's notation: one character per move up to 9 columns (and in the cube), else
   * commas (always in qubic and go-moku).
   */
  function posString(moves) {
    return state.game === QUBIC || state.game === GOMOKU ? moves.join(',')
      : state.game === CUBE || state.w <= 9 ? moves.join('') : moves.join(',');
  }

  /** Go-moku: the name of the square in column c and row r (0-based, r = 0 at the bottom), "h8". */
  function squareName(c, r) {
    return LETTERS[c] + (r + 1);
  }

  /** Go-moku: [column, row] (0-based) of a square name on a w x h board, or null if it is not one. */
  function squareOf(name, w, h) {
    const m = /^([a-z])([1-9]\d?)$/.exec(name.toLowerCase());
    if (!m) {
      return null;
    }
    const c = LETTERS.indexOf(m[1]);
    const r = Number(m[2]) - 1;
    return c >= 0 && c < w && r < h ? [c, r] : null;
  }

  /**
   * A go-moku game ("h8,h9,i8", "h8 h9 i8", any case) as square names; throws Error naming the first
   * bad square (taken squares are found by the replay).
   */
  function parseGomokuMoves(text, w, h) {
    return text.split(/\s*,\s*|\s+/).map((s, i) => {
      if (s === '') {
        throw new Error(`move ${i + 1}: empty (squares are separated by one comma or blanks)`);
      }
      const sq = squareOf(s, w, h);
      if (!sq) {
        throw new Error(`move ${i + 1}: '${s}' is not a square of the ${w}x${h} board`
          + ` (columns a-${LETTERS[w - 1]}, rows 1-${h})`);
      }
      return squareName(sq[0], sq[1]);
    });
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
   * Parses a move sequence ("4453", "44p4", "4,4,p4", "10,3,12", go-moku's "h8,h9") into move names.
   * Throws Error with a one-line message on bad text.
   */
  function parseMoves(text, game, w, h) {
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
    if (game === GOMOKU) {
      return parseGomokuMoves(t, w, h);
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
   * The stone-placing games (qubic, go-moku): replays moves on an empty board. The game gives its board
   * (b): cells, square(m, n) (the square of move m, the n-th; throws Error if m names none), at(sq) and
   * put(sq, player) (a square's owner: 0, FIRST or SECOND), taken(m) (how a taken square is named in the
   * message), wins(sq) (the squares of the lines the stone just put on sq completes: a Set, empty if
   * none) and size (its squares). Returns {cells, toMove, over, winner, last: the last square or null,
   * four: the winning squares}; throws Error naming the first illegal move.
   */
  function replayStones(moves, b) {
    let toMove = FIRST;
    let over = false;
    let winner = null;
    let last = null;
    let four = new Set();
    moves.forEach((m, i) => {
      const n = i + 1;
      const sq = b.square(m, n);
      if (over) {
        throw new Error(`move ${n} (${m}): the game is already over`);
      }
      if (b.at(sq) !== 0) {
        throw new Error(`move ${n}: ${b.taken(m)} is taken`);
      }
      b.put(sq, toMove);
      last = sq;
      four = b.wins(sq);
      if (four.size > 0) {
        over = true; winner = toMove === FIRST ? 'first' : 'second';
      } else if (n === b.size) {
        over = true; winner = 'draw';
      }
      toMove = toMove === FIRST ? SECOND : FIRST;
    });
    return { cells: b.cells, toMove, over, winner, last, four };
  }

  /** Qubic: replays cells on the empty cube (cells: 64 entries; the winning cells are numbers). */
  function replayQubic(moves) {
    const cells = new Array(QUBIC_CELLS).fill(0);
    return replayStones(moves, {
      cells,
      square: (m) => Number(m),
      at: (cell) => cells[cell],
      put: (cell, player) => { cells[cell] = player; },
      taken: (m) => `cell ${m}`,
      wins: (cell) => new Set(QUBIC_LINES.filter((line) => line.every((c) => cells[c] === cells[cell]) && line.includes(cell))
        .flat()),
      size: QUBIC_CELLS,
    });
  }

  /**
   * Go-moku: the squares of the player's rows through [c, r] that win under rule (free-style: a run of
   * five or more; standard: exactly five), as "c,r" strings (empty: none).
   */
  function gomokuFive(cells, c, r, rule, w, h) {
    const player = cells[c][r];
    const found = new Set();
    for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
      const run = [[c, r]];
      for (const sign of [1, -1]) {
        let cc = c + sign * dc;
        let rr = r + sign * dr;
        while (cc >= 0 && cc < w && rr >= 0 && rr < h && cells[cc][rr] === player) {
          run.push([cc, rr]);
          cc += sign * dc;
          rr += sign * dr;
        }
      }
      if (rule === 'standard' ? run.length === 5 : run.length >= 5) {
        run.forEach(([x, y]) => found.add(x + ',' + y));
      }
    }
    return found;
  }

  /**
   * Go-moku: replays squares on the empty w x h board (cells[c][r], r = 0 at the bottom; last [c, r]; the
   * winning five as "c,r" strings).
   */
  function replayGomoku(moves, w, h, rule) {
    const cells = emptyCells(w, h);
    return replayStones(moves, {
      cells,
      square: (m, n) => {
        const sq = squareOf(m, w, h);
        if (!sq) {
          throw new Error(`move ${n}: '${m}' is not a square of the ${w}x${h} board`);
        }
        return sq;
      },
      at: ([c, r]) => cells[c][r],
      put: ([c, r], player) => { cells[c][r] = player; },
      taken: (m) => m,
      wins: ([c, r]) => gomokuFive(cells, c, r, rule, w, h),
      size: w * h,
    });
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
    if (state.game === GOMOKU) {
      return replayGomoku(moves || played(), state.w, state.h, state.rule);
    }
    const { w, h } = dims();
    return replay(state.game, w, h, moves || played());
  }

  function keyOf(pos) {
    const { w, h } = dims();
    return state.game === GOMOKU ? `${state.game}|${w}|${h}|${state.rule}|${pos}` : `${state.game}|${w}|${h}|${pos}`;
  }

  /** The parameters of a request or of the URL: the cube and qubic have no size to give, go-moku a rule too. */
  function params(pos) {
    if (state.game === GOMOKU) {
      return new URLSearchParams({ game: state.game, pos, w: String(state.w), h: String(state.h), rule: state.rule });
    }
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
    if (a && state.game === GOMOKU) {
      move = guessGomokuMove(g, a);
    } else if (a && a.best && a.best.length > 0) {
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

  /**
   * Go-moku: the computer's square. A five at once; else (white) blocking black's five; else a proved
   * win for black (one of the best first); as white a square not proved to lose (all lose: any); among
   * what is left the empty square next to the most stones (ties: nearest the centre); on the empty board
   * the centre.
   */
  function guessGomokuMove(g, a) {
    const w = state.w;
    const h = state.h;
    const empty = [];
    for (let c = 0; c < w; c++) {
      for (let r = 0; r < h; r++) {
        if (g.cells[c][r] === 0) {
          empty.push([c, r]);
        }
      }
    }
    if (empty.length === 0) {
      return null;
    }
    /** The empty squares where player's stone would make a winning five. */
    const fives = (player) => empty.filter(([c, r]) => {
      g.cells[c][r] = player;
      const five = gomokuFive(g.cells, c, r, state.rule, w, h).size > 0;
      g.cells[c][r] = 0;
      return five;
    });
    const other = g.toMove === FIRST ? SECOND : FIRST;
    const known = new Map((a.moves || []).map((m) => [m.move, m.score]));
    const name = ([c, r]) => squareName(c, r);
    const best = g.toMove === FIRST ? a.best || [] : []; // black's wins: white has no best
    const urgent = [
      fives(g.toMove),
      fives(other), // block the opponent's five (a proved win of black's already does)
      empty.filter((sq) => best.includes(name(sq))),
      empty.filter((sq) => known.get(name(sq)) === 1),
    ].find((l) => l.length > 0);
    if (urgent) {
      return name(urgent[Math.floor(Math.random() * urgent.length)]);
    }
    let choices = empty;
    if (g.toMove === SECOND) {
      const safe = empty.filter((sq) => known.get(name(sq)) !== -1);
      choices = safe.length > 0 ? safe : empty;
    }
    const cx = (w - 1) / 2;
    const cy = (h - 1) / 2;
    const neighbours = ([c, r]) => {
      let n = 0;
      for (let dc = -1; dc <= 1; dc++) {
        for (let dr = -1; dr <= 1; dr++) {
          const cc = c + dc;
          const rr = r + dr;
          if ((dc !== 0 || dr !== 0) && cc >= 0 && cc < w && rr >= 0 && rr < h && g.cells[cc][rr] !== 0) {
            n++;
          }
        }
      }
      return n;
    };
    const distance = ([c, r]) => (c - cx) * (c - cx) + (r - cy) * (r - cy);
    let pick = null;
    let pickN = -1;
    for (const sq of choices) {
      const n = neighbours(sq);
      if (n > pickN || (n === pickN && distance(sq) < distance(pick))) {
        pick = sq;
        pickN = n;
      }
    }
    return name(pick);
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
    const gomoku = state.game === GOMOKU;
    el.boardWrap.hidden = cube || qubic || gomoku;
    el.cube.hidden = !cube;
    el.qubic.hidden = !qubic;
    el.gomoku.hidden = !gomoku;
    if (cube) {
      renderCube(g, a, over);
    } else if (qubic) {
      renderQubic(g, a, over);
    } else if (gomoku) {
      renderGomoku(g, a, over);
    } else {
      renderBoard(g, a, over);
    }
    if (!qubic && !gomoku) {
      showThreatList('', null, []); // no threat sequences in these games
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

  /**
   * The list under the board of a winning threat sequence (qubic, go-moku): key names what is shown (an
   * unchanged key is not drawn and announced again; '' hides the list), head is its first paragraph and
   * items its steps, each {cells: the cells or squares it lights, text, cls: an extra class or ''}; foot,
   * if given, follows the list.
   */
  function showThreatList(key, head, items, foot) {
    const out = el.threats;
    if (out.dataset.key === key) {
      return; // unchanged: not announced again
    }
    out.dataset.key = key;
    out.textContent = '';
    out.hidden = key === '';
    if (key === '') {
      return;
    }
    out.appendChild(head);
    if (items.length === 0) {
      if (foot) {
        out.appendChild(foot);
      }
      return;
    }
    const ol = document.createElement('ol');
    ol.id = 'threat-steps';
    items.forEach((item) => {
      const li = document.createElement('li');
      if (item.cls) {
        li.className = item.cls;
      }
      li.dataset.cells = item.cells.join(',');
      li.tabIndex = 0; // focus lights its cells, as pointing does
      li.textContent = item.text;
      ol.appendChild(li);
    });
    out.appendChild(ol);
    if (foot) {
      out.appendChild(foot);
    }
  }

  /** The first paragraph of a threat list: a bold title, then text. */
  function threatHead(title, text) {
    const head = document.createElement('p');
    const b = document.createElement('strong');
    b.textContent = title;
    head.appendChild(b);
    head.appendChild(document.createTextNode(text));
    return head;
  }

  /** Qubic: the winning threat sequence as a list, each step lighting its cells when pointed at. */
  function renderThreats(g, threats) {
    if (!threats) {
      showThreatList('', null, []);
      return;
    }
    const key = `qubic:${g.toMove}:${threats.sequence.join(',')}`;
    const n = threats.steps.length;
    const head = threatHead(`${NAMES[g.toMove]} wins by a threat sequence`, n === 0
      ? ' (threat-space search): complete the line at once.'
      : ` of ${n} threat${n === 1 ? '' : 's'} (threat-space search, ${threats.dbNodes} db-search nodes):`);
    const items = threats.steps.map((st) => ({
      cells: [st.attack, st.reply].concat(st.threatens),
      text: `${st.attack} threatens ${st.threatens.join(' and ')}; forced reply ${st.reply}`,
      cls: '',
    }));
    items.push({ cells: [threats.win], text: `then ${threats.win} completes a line`, cls: 'win' });
    showThreatList(key, head, items);
  }

  /** Qubic and go-moku: the cells (squares) of the threat step under the pointer (or focused) are lit. */
  function onThreatHover(ev) {
    const target = ev.type === 'focusout' ? ev.relatedTarget : ev.target; // focus moving on: where it goes
    const li = target && target.closest && el.threats.contains(target) ? target.closest('li[data-cells]') : null;
    const lit = new Set(li ? li.dataset.cells.split(',') : []);
    el.qubic.querySelectorAll('.qubic-cell').forEach((c) => c.classList.toggle('lit', lit.has(c.dataset.cell)));
    el.gomokuBoard.querySelectorAll('.gomoku-square').forEach((c) => c.classList.toggle('lit', lit.has(c.dataset.square)));
  }

  /**
   * Go-moku: the value of playing an empty square for the side to move, from the analysis a: win (black
   * wins there, proved), loss (white loses there, black's win proved after it) or unknown (not proved:
   * never a loss, the server proves black's wins only); null without an analysis.
   */
  function gomokuValue(m, a) {
    if (!a) {
      return null;
    }
    const score = m ? m.score : null;
    return score === 1 ? 'win' : score === -1 ? 'loss' : 'unknown';
  }

  /**
   * Go-moku: the grid of w x h squares, row numbers at the left (1 at the bottom), column letters below;
   * stones, the last move, the winning five, the value of each empty square (W, L) and black's winning
   * threat sequence, numbered on its squares and listed under the board.
   */
  function renderGomoku(g, a, over) {
    const pos = currentPos();
    const w = state.w;
    const h = state.h;
    const board = el.gomokuBoard;
    markPosition(board, pos, g, a, over);
    board.dataset.rule = state.rule;
    board.dataset.answerRule = a && a.rule ? a.rule : ''; // the rule the server analysed under
    board.style.setProperty('--gw', String(w));
    board.style.setProperty('--gh', String(h));
    board.style.setProperty('--gcols', String(w + 1)); // the row numbers' column, then the squares
    const byMove = new Map(((a && a.moves) || []).map((m) => [m.move, m]));
    const best = (a && a.best) || [];
    const threats = !over && a && a.threats && g.toMove === FIRST ? a.threats : null;
    const steps = new Map(); // square -> its mark in the threat sequence
    if (threats) {
      (threats.steps || []).forEach((st, i) => {
        steps.set(st.attack, { n: String(i + 1), kind: 'attack' });
        (st.replies || []).forEach((sq) => {
          if (!steps.has(sq)) {
            steps.set(sq, { n: String(i + 1), kind: 'reply' });
          }
        });
      });
    }
    const focused = document.activeElement && board.contains(document.activeElement)
      ? document.activeElement.dataset.square : null;
    const playable = !over && computerSide() !== g.toMove;
    const label = (cls, text) => {
      const d = document.createElement('div');
      d.className = cls;
      d.textContent = text;
      d.setAttribute('aria-hidden', 'true');
      return d;
    };

    board.textContent = '';
    for (let r = h - 1; r >= 0; r--) {
      board.appendChild(label('gomoku-label row-label', String(r + 1)));
      for (let c = 0; c < w; c++) {
        const name = squareName(c, r);
        const owner = g.cells[c][r];
        const sq = document.createElement('div');
        sq.className = 'gomoku-square';
        if (c === 0) { sq.classList.add('edge-l'); }
        if (c === w - 1) { sq.classList.add('edge-r'); }
        if (r === 0) { sq.classList.add('edge-b'); }
        if (r === h - 1) { sq.classList.add('edge-t'); }
        sq.dataset.square = name;
        sq.dataset.owner = owner === FIRST ? 'first' : owner === SECOND ? 'second' : '';
        sq.tabIndex = -1; // focusable by the page (focus stays on the board after a move), not by Tab
        const stone = document.createElement('div');
        stone.className = 'stone' + (owner === FIRST ? ' first' : owner === SECOND ? ' second' : '');
        if (g.last && g.last[0] === c && g.last[1] === r) {
          stone.classList.add('last');
        }
        if (g.four.has(c + ',' + r)) {
          stone.classList.add('five');
        }
        if (owner !== 0) {
          sq.setAttribute('aria-label', `${name}: ${GOMOKU_NAMES[owner]}`);
          sq.title = name;
        } else if (!over) {
          const m = byMove.get(name);
          const value = gomokuValue(m, a);
          const said = value === 'win' ? 'black wins by playing here'
            : value === 'loss' ? 'white loses by playing here' : value ? 'not proved' : '';
          sq.setAttribute('aria-label', name + (said ? `: ${said}` : ''));
          sq.title = name + (said ? `: ${said}` : '');
          if (playable) {
            sq.tabIndex = 0;
            sq.setAttribute('role', 'button');
          }
          if (value) {
            sq.dataset.result = value;
          }
          if (value === 'win' || value === 'loss') {
            const v = document.createElement('span');
            v.className = 'value score ' + value + (best.includes(name) ? ' best' : '');
            v.textContent = value === 'win' ? 'W' : 'L';
            stone.appendChild(v);
          }
          const step = steps.get(name);
          if (step) {
            sq.dataset.step = step.kind;
            sq.dataset.stepN = step.n;
            const s = document.createElement('span');
            s.className = 'step ' + step.kind;
            s.textContent = step.n;
            sq.appendChild(s);
          }
        } else {
          sq.title = name;
        }
        sq.appendChild(stone);
        board.appendChild(sq);
      }
    }
    board.appendChild(label('gomoku-label corner', ''));
    for (let c = 0; c < w; c++) {
      board.appendChild(label('gomoku-label col-label', LETTERS[c]));
    }
    if (focused) {
      const again = board.querySelector(`.gomoku-square[data-square="${focused}"]`);
      if (again) {
        again.focus();
      }
    }
    renderGomokuThreats(g, threats);
  }

  /** Go-moku: black's winning threat sequence as a list, each step lighting its squares when pointed at. */
  function renderGomokuThreats(g, threats) {
    if (!threats) {
      showThreatList('', null, []);
      return;
    }
    const steps = threats.steps || [];
    const key = `gomoku:${state.rule}:${currentPos()}:${threats.text || ''}`;
    const n = steps.length;
    const head = threatHead(`${GOMOKU_NAMES[FIRST]} wins by a threat sequence`, n === 0
      ? ' (threat-space search): five at once.'
      : ` of ${n} threat${n === 1 ? '' : 's'} (threat-space search; white plays all of a threat's replies at once):`);
    // the steps played out on a copy of the board, to say which threat makes five
    const cells = g.cells.map((col) => col.slice());
    const items = steps.map((st) => {
      const replies = st.replies || [];
      const at = squareOf(st.attack, state.w, state.h);
      let five = false;
      if (at && cells[at[0]][at[1]] === 0) {
        cells[at[0]][at[1]] = FIRST;
        five = gomokuFive(cells, at[0], at[1], state.rule, state.w, state.h).size > 0;
      }
      replies.forEach((sq) => {
        const rs = squareOf(sq, state.w, state.h);
        if (rs && cells[rs[0]][rs[1]] === 0) {
          cells[rs[0]][rs[1]] = SECOND;
        }
      });
      const text = replies.length > 0
        ? `${st.attack}; white's replies: ${replies.join(', ')}`
        : five ? `${st.attack} makes five` : `${st.attack}: no reply stops it`;
      return { cells: [st.attack].concat(replies), text, cls: five ? 'five' : '' };
    });
    let foot = null;
    if (threats.text) {
      foot = document.createElement('p');
      foot.className = 'threat-text';
      foot.appendChild(document.createTextNode('As text: '));
      const code = document.createElement('code');
      code.textContent = threats.text;
      foot.appendChild(code);
    }
    showThreatList(key, head, items, foot);
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
      el.status.textContent = winner === 'draw' ? 'Game over: draw' : `Game over: ${names()[winner === 'first' ? FIRST : SECOND]} wins`;
      el.status.dataset.state = 'over';
    } else {
      const who = computerSide() === g.toMove ? ' (computer)' : '';
      el.status.textContent = `${names()[g.toMove]}${who} to move`;
      el.status.dataset.state = a ? 'ready' : 'thinking';
    }
    el.value.className = '';
    if (over) {
      el.value.textContent = '';
    } else if (!a || !a.result || a.result === 'unknown') {
      el.value.textContent = !a ? 'Solving\u2026' : state.game === GOMOKU
        ? 'Value unknown: no win for Black proved (the server proves Black\'s wins only)'
        : 'Value unknown within the time limit';
    } else {
      const s = a.score === null || a.score === undefined || state.game !== 'connect4' ? '' : ` (score ${a.score > 0 ? '+' : ''}${a.score})`;
      const verb = { win: 'wins', draw: 'draws', loss: 'loses' }[a.result];
      el.value.textContent = `Game value: ${names()[g.toMove]} ${verb} with perfect play${s}`;
      el.value.className = a.result;
    }
    el.value.dataset.result = a && a.result ? a.result : '';

    // buttons
    el.undo.disabled = state.cursor === 0;
    el.redo.disabled = state.cursor >= state.moves.length;
    const full = state.game === 'popout' && g.cells.every((col) => heightOf(col) === h);
    el.claim.hidden = state.game !== 'popout';
    el.claim.disabled = over || !full;
    el.explain.hidden = state.game !== 'connect4' || state.w * (h + 1) > ONE_WORD; // VICTOR's rules: one word
    el.explain.disabled = over;
    el.legendC4.hidden = state.game !== 'connect4';
    el.legendPopout.hidden = state.game !== 'popout';
    el.legendCube.hidden = state.game !== CUBE;
    el.legendQubic.hidden = state.game !== QUBIC;
    el.legendGomoku.hidden = state.game !== GOMOKU;
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

  /** The settings shown for the current game: sizes (go-moku's 5-19, Connect-4's by its bitboard), rule, placeholder. */
  function fillSizes() {
    const gomoku = state.game === GOMOKU;
    el.width.textContent = '';
    (gomoku ? GOMOKU_SIZES : WIDTHS).forEach((w) => el.width.add(new Option(String(w), String(w), false, w === state.w)));
    el.height.textContent = '';
    (gomoku ? GOMOKU_SIZES : HEIGHTS).forEach((h) => {
      const o = new Option(String(h), String(h), false, h === state.h);
      o.disabled = !gomoku && state.w * (h + 1) > maxBits(state.game);
      el.height.add(o);
    });
    el.game.value = state.game;
    el.computer.value = state.computer;
    el.rule.value = state.rule;
    el.rule.parentElement.hidden = !gomoku; // only go-moku has rules to choose
    const fixed = fixedSize(state.game);
    el.width.parentElement.hidden = fixed; // the cube and qubic have one size
    el.height.parentElement.hidden = fixed;
    el.posInput.placeholder = state.game === CUBE
      ? 'e.g. 0FC3 (the columns 0-F, one digit per move)'
      : state.game === QUBIC
        ? 'e.g. 0,21,42 (the cells 0-63 = 16x + 4y + z, in the order played)'
        : gomoku
          ? 'e.g. h8,h9,i8 (column letter, a at the left; row number, 1 at the bottom)'
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

  /** Largest allowed height for a width (at most the current height); go-moku takes any. */
  function fitHeight() {
    while (state.game !== GOMOKU && state.w * (state.h + 1) > maxBits(state.game) && state.h > HEIGHTS[0]) {
      state.h--;
    }
  }

  /** Reads ?pos=&w=&h=&game=&rule= (a shared URL); bad values fall back to the start, with a message. */
  function readUrl() {
    const p = new URLSearchParams(location.search);
    const problems = [];
    const game = (p.get('game') || 'connect4').toLowerCase();
    if (game === 'connect4' || game === 'popout' || game === CUBE || game === QUBIC || game === GOMOKU) {
      state.game = game;
    } else {
      problems.push(`unknown game '${game}'`);
    }
    const gomoku = state.game === GOMOKU;
    if (gomoku) {
      state.w = GOMOKU_SIZE;
      state.h = GOMOKU_SIZE;
      const rule = (p.get('rule') || 'freestyle').toLowerCase();
      if (GOMOKU_RULES.includes(rule)) {
        state.rule = rule;
      } else {
        problems.push(`unknown rule '${p.get('rule')}' (freestyle or standard)`);
      }
    }
    const w = p.has('w') ? Number(p.get('w')) : state.w;
    const h = p.has('h') ? Number(p.get('h')) : state.h;
    if (fixedSize(state.game)) {
      if ((p.has('w') && w !== 4) || (p.has('h') && h !== 4)) {
        problems.push(`${state.game === CUBE ? 'Connect Four 3D' : 'Qubic'} is played on the 4\u00d74\u00d74 cube: the size in the URL is ignored`);
      }
    } else if (sizeFits(state.game, w, h)) {
      state.w = w;
      state.h = h;
    } else if (gomoku) {
      problems.push(`unsupported size ${p.get('w')}\u00d7${p.get('h')} (go-moku: 5 to 19 columns and rows)`);
    } else {
      problems.push(`unsupported size ${p.get('w')}\u00d7${p.get('h')} (width * (height + 1) must not exceed ${maxBits(state.game)})`);
    }
    try {
      const moves = parseMoves(p.get('pos') || '', state.game, state.w, state.h);
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

  /** Go-moku: a click (or Enter) on an empty square puts the mover's stone there. */
  function onGomokuClick(ev) {
    const target = ev.target.closest('.gomoku-square');
    if (!target || !el.gomokuBoard.contains(target)) {
      return;
    }
    const sq = squareOf(target.dataset.square, state.w, state.h);
    const g = replayNow();
    const a = cache.get(keyOf(currentPos()));
    if (!sq || g.over || (a && a.over) || computerSide() === g.toMove || g.cells[sq[0]][sq[1]] !== 0) {
      return;
    }
    play(target.dataset.square);
  }

  /**
   * A new game chosen: go-moku starts on its 15x15 board; a Connect-4 board that go-moku's size does
   * not fit becomes 7x6 again.
   */
  function onGameChange() {
    const before = state.game;
    state.game = el.game.value;
    if (state.game === GOMOKU && before !== GOMOKU) {
      state.w = GOMOKU_SIZE;
      state.h = GOMOKU_SIZE;
    } else if (before === GOMOKU || !sizeFits(state.game, state.w, state.h)) {
      // go-moku's sizes mean nothing to the games with gravity: back to their standard board
      state.w = C4_WIDTH;
      state.h = C4_HEIGHT;
    }
    newGame();
  }

  /**
   * Go-moku's rule changed: the game is kept as far as it is legal under the new rule (a free-style
   * overline ends the game where the standard rule plays on).
   */
  function onRuleChange() {
    state.rule = el.rule.value;
    let keep = state.moves.length;
    for (;;) {
      try {
        replayNow(state.moves.slice(0, keep));
        break;
      } catch (e) {
        keep--;
      }
    }
    showError('');
    if (keep < state.moves.length) {
      showError(`Under the ${state.rule === 'standard' ? 'standard' : 'free-style'} rule the game ends after move ${keep}:`
        + ' the later moves are dropped');
      state.moves = state.moves.slice(0, keep);
      state.cursor = Math.min(state.cursor, keep);
    }
    changed();
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
    clickable(el.gomokuBoard, 'gomoku-square', onGomokuClick);
    el.threats.addEventListener('mouseover', onThreatHover);
    el.threats.addEventListener('mouseleave', onThreatHover);
    el.threats.addEventListener('focusin', onThreatHover);
    el.threats.addEventListener('focusout', onThreatHover);
    el.undo.addEventListener('click', undo);
    el.redo.addEventListener('click', redo);
    el.claim.addEventListener('click', () => play('d'));
    el.explain.addEventListener('click', explain);
    el.newGame.addEventListener('click', newGame);
    el.game.addEventListener('change', onGameChange);
    el.rule.addEventListener('change', onRuleChange);
    el.width.addEventListener('change', () => { state.w = Number(el.width.value); fitHeight(); newGame(); });
    el.height.addEventListener('change', () => { state.h = Number(el.height.value); newGame(); });
    el.computer.addEventListener('change', () => { state.computer = el.computer.value; changed(); });
    el.posForm.addEventListener('submit', (ev) => {
      ev.preventDefault();
      try {
        const moves = parseMoves(el.posInput.value, state.game, state.w, state.h);
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
