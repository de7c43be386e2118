package zugzwang.core.proof;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.util.AtomicFile;

/**
 * Writes a proved goal as a strategy file (format: {@code docs/proof-format.md}): for every
 * position the strategy reaches where the attacker is to move, one line with its path from the
 * root and a reply that keeps the goal; at the defender's positions every legal move is followed,
 * down to terminal positions. {@link StrategyVerifier} checks such a file with the rules alone.
 *
 * <p>Depth-first, moves in the game's natural order; the lines come out in that order. At an
 * attacker position the writer takes a move that ends the game with the goal achieved if there
 * is one (no prover call); otherwise it asks the {@link StrategyProver} about the position and
 * takes its proving move (trusted: if it is wrong, a later position is not proved and writing
 * fails), or, if it offers none, the first move whose child the prover proves. When positions are
 * named by canonical form or key ({@link StrategyMatching}) each position is expanded once,
 * however many paths (or symmetric images) reach it; otherwise the strategy is written as a tree.
 * With {@code impliedWins} the file is of version 2 and an attacker position with a move that
 * ends the game with the goal gets no line (the verifier finds the move). A file whose name ends
 * in {@code .gz} is gzip-compressed.
 *
 * <p>If the prover does not prove a position the strategy needs, or the line budget is exceeded,
 * writing fails with a {@link StrategyException} naming the position, and no file is left behind
 * (the lines go to a temporary file that is moved into place only when complete).
 *
 * <p>The recursion is as deep as the longest game below the root (fine for the bounded games
 * here). Not thread-safe.
 */
public final class StrategyWriter {
    /** The default line budget. */
    public static final long DEFAULT_MAX_LINES = 10_000_000L;

    /**
     * What was written.
     *
     * @param lines             strategy lines (attacker positions with their reply)
     * @param impliedWins       attacker positions left without a line, won in one move (version 2)
     * @param bytes             the size of the text in bytes (header and comments included; before
     *                          compression when the file is gzip-compressed)
     * @param defenderPositions defender-to-move positions expanded
     * @param terminalPositions terminal positions reached (distinct when positions are named by key)
     * @param proverCalls       questions asked of the prover
     * @param nanos             the time taken
     */
    public record Written(long lines, long impliedWins, long bytes, long defenderPositions, long terminalPositions, long proverCalls,
                          long nanos) {
    }

    private static final int OPEN = 1;
    private static final int DONE = 2;

    private final StrategyProver prover;
    private final long maxLines;
    private final boolean impliedWins;

    // per write
    private Writer out;
    private int attacker;
    private Goal goal;
    private StrategyMatching matching;
    private boolean byKey;
    private long[] id;
    /** By identity: being expanded (OPEN, on the current path) or expanded (DONE). */
    private StrategyKeyTable expanded;
    private StrategyKeyTable terminals;
    private final List<String> path = new ArrayList<>();
    private long lines;
    private long implied;
    private long bytes;
    private long defenders;
    private long terminalCount;
    private long calls;

    /** A writer with {@link #DEFAULT_MAX_LINES}. */
    public StrategyWriter(StrategyProver prover) {
        this(prover, DEFAULT_MAX_LINES);
    }

    /**
     * @param prover   answers "is the goal proved here?"
     * @param maxLines the most strategy lines a file may have; beyond, writing fails
     */
    public StrategyWriter(StrategyProver prover, long maxLines) {
        this(prover, maxLines, false);
    }

    /**
     * @param prover      answers "is the goal proved here?"
     * @param maxLines    the most strategy lines a file may have; beyond, writing fails
     * @param impliedWins write version 2, without lines for attacker positions won in one move
     */
    public StrategyWriter(StrategyProver prover, long maxLines, boolean impliedWins) {
        if (maxLines < 1) {
            throw new IllegalArgumentException("the line budget must be at least 1, not " + maxLines);
        }
        this.prover = prover;
        this.maxLines = maxLines;
        this.impliedWins = impliedWins;
    }

    /**
     * Writes the strategy to {@code file} (replacing it) through a temporary file in the same
     * directory: on failure nothing is left behind and an existing file is untouched.
     *
     * @param game     the game
     * @param root     the root in the game's notation, or {@code "-"} for the start position
     * @param attacker the player (0 or 1) whose goal is proved
     * @param goal     the goal
     * @throws StrategyException if the prover does not prove a position the strategy needs, or
     *                           the line budget is exceeded
     */
    public Written write(Game game, String root, int attacker, Goal goal, Path file) throws IOException {
        return AtomicFile.write(file, true, out -> {
            BufferedWriter bw = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
            Written w = write(game, root, attacker, goal, bw);
            bw.flush();
            return w;
        });
    }

    /**
     * Writes the strategy to {@code out} (not closed). On failure part of it may have been
     * written; {@link #write(Game, String, int, Goal, Path)} avoids that.
     */
    public Written write(Game game, String root, int attacker, Goal goal, Writer out) throws IOException {
        long start = System.nanoTime();
        StrategyHeader header = new StrategyHeader(game.name(), root, attacker, goal, impliedWins ? 2 : 1);
        GameState state = header.rootState(game);
        this.out = out;
        this.attacker = attacker;
        this.goal = goal;
        this.matching = StrategyMatching.of(game);
        this.byKey = matching != StrategyMatching.PATH;
        id = new long[Math.max(1, matching.words(game))];
        expanded = new StrategyKeyTable(id.length);
        terminals = new StrategyKeyTable(id.length);
        path.clear();
        lines = implied = bytes = defenders = terminalCount = calls = 0;
        try {
            for (String h : header.lines()) {
                emit(h);
            }
            emit("# " + matching.comment());
            emit("# every position where the attacker is to move: <path from the root> <reply>");
            if (impliedWins) {
                emit("# (no line where the attacker wins in one move: the verifier finds that move)");
            }
            if (!state.isTerminal() && state.player() != attacker) {
                // the root is a defender position: check it first, for a clear message
                StrategyProver.Answer a = ask(state);
                if (a == null || a.outcome() != Outcome.PROVED) {
                    throw notProved(a);
                }
            }
            expand(state);
        } finally {
            expanded = null;
            terminals = null;
            this.out = null;
        }
        return new Written(lines, implied, bytes, defenders, terminalCount, calls, System.nanoTime() - start);
    }

    /** Expands the position {@code state} at {@link #path}; restores it. */
    private void expand(GameState state) throws IOException {
        if (state.isTerminal()) {
            int v = StrategyRules.valueFor(state, attacker);
            if (!goal.achievedBy(v)) {
                throw new StrategyException(where() + ": the game ends here " + StrategyVerifier.failure(v, goal)
                        + ", though the prover proved the position before");
            }
            if (!byKey) {
                terminalCount++;
            } else {
                matching.identify(state, id);
                int slot = terminals.insert(id);
                if (terminals.first(slot) == 0) {
                    terminals.set(slot, DONE, 0);
                    terminalCount++;
                }
            }
            return;
        }
        int[] moves = new int[state.game().maxMoves()];
        if (impliedWins && state.player() == attacker && StrategyRules.winsInOne(state, attacker, goal, moves)) {
            implied++; // no line; counted per visit (not identified)
            return;
        }
        if (byKey) {
            matching.identify(state, id);
            int slot = expanded.insert(id);
            int seen = expanded.first(slot);
            if (seen == OPEN) {
                throw new StrategyException(where() + ": the proving moves repeat this position (a cycle)");
            }
            if (seen == DONE) {
                return;
            }
            expanded.set(slot, OPEN, 0);
        }
        int n = state.moves(moves);
        if (state.player() == attacker) {
            int reply = reply(state, moves, n);
            String name = checkedName(state, reply, moves, n);
            if (lines == maxLines) {
                throw new StrategyException("the strategy needs more than " + maxLines + " lines (the line budget)");
            }
            lines++;
            emit((path.isEmpty() ? StrategyHeader.START : String.join(",", path)) + " " + name);
            follow(state, reply, name);
        } else {
            defenders++;
            for (int i = 0; i < n; i++) {
                follow(state, moves[i], checkedName(state, moves[i], moves, n));
            }
        }
        if (byKey) {
            matching.identify(state, id); // the table may have grown: find the slot again
            expanded.set(expanded.find(id), DONE, 0);
        }
    }

    private void follow(GameState state, int move, String name) throws IOException {
        state.play(move);
        path.add(name);
        try {
            expand(state);
        } finally {
            path.remove(path.size() - 1);
            state.undo();
        }
    }

    /** A reply keeping the goal at an attacker position, or an exception. */
    private int reply(GameState state, int[] moves, int n) {
        for (int i = 0; i < n && !impliedWins; i++) {
            if (StrategyRules.endsWithGoal(state, moves[i], attacker, goal)) {
                return moves[i]; // an immediate end with the goal: no question needed
            }
        }
        StrategyProver.Answer a = ask(state);
        if (a == null || a.outcome() != Outcome.PROVED) {
            throw notProved(a);
        }
        if (a.move() >= 0 && contains(moves, n, a.move())) {
            return a.move();
        }
        for (int i = 0; i < n; i++) {
            state.play(moves[i]);
            try {
                if (!state.isTerminal()) {
                    StrategyProver.Answer c = ask(state);
                    if (c != null && c.outcome() == Outcome.PROVED) {
                        return moves[i];
                    }
                }
            } finally {
                state.undo();
            }
        }
        throw new StrategyException(where() + ": the prover proves this position but none of its children");
    }

    private StrategyProver.Answer ask(GameState state) {
        calls++;
        return prover.prove(state, attacker, goal);
    }

    private StrategyException notProved(StrategyProver.Answer a) {
        String what = a == null ? "no answer" : a.outcome().toString();
        return new StrategyException(where() + ": the prover does not prove the " + goal.label() + " for the "
                + (attacker == 0 ? "first" : "second") + " player here (" + what + "), but the strategy needs it");
    }

    /** The move's name, checked to be writable and unique among the legal moves here. */
    private static String checkedName(GameState state, int move, int[] moves, int n) {
        String name = state.moveName(move);
        boolean ok = !name.isEmpty() && !name.equals(StrategyHeader.START) && name.indexOf(',') < 0
                && name.indexOf('#') < 0 && name.chars().noneMatch(Character::isWhitespace);
        if (!ok) {
            throw new StrategyException("move name '" + name + "' cannot be written in a strategy file"
                    + " (empty, '-', or with a comma, '#' or a space)");
        }
        for (int i = 0; i < n; i++) {
            if (moves[i] != move && state.moveName(moves[i]).equals(name)) {
                throw new StrategyException("two legal moves are named '" + name + "'");
            }
        }
        return name;
    }

    private static boolean contains(int[] moves, int n, int move) {
        for (int i = 0; i < n; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    private String where() {
        return path.isEmpty() ? "at the root" : "after " + String.join(",", path);
    }

    private void emit(String line) throws IOException {
        out.write(line);
        out.write('\n');
        bytes += line.getBytes(StandardCharsets.UTF_8).length + 1;
    }
}
