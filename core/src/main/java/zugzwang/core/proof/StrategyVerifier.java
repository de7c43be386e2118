package zugzwang.core.proof;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/**
 * Checks a strategy file (format: {@code docs/proof-format.md}) with the rules of the game alone:
 * it uses only {@link Game} and {@link GameState} (legal moves, play, undo, terminal positions
 * and their values, keys), never a search.
 *
 * <p>Two passes. First every line is read and its path replayed from the root: each move must be
 * legal, the path must end at a non-terminal position with the attacker to move, and the reply
 * must be legal there; a position given twice must have the same reply. Then the strategy is
 * walked depth-first from the root, moves in the game's natural order: at an attacker position
 * its reply must be in the file, at a defender position every legal move is followed, and every
 * terminal position reached must achieve the goal for the attacker ({@link Goal#achievedBy}).
 * The first problem met, in that order, is the verdict's hole; a file passing both is valid.
 *
 * <p>Positions are matched by {@link GameState#key()} when the keys are exact and the game is not
 * history-dependent ({@link StrategyHeader#positionsByKey}): a position reached along several
 * paths needs one line, and is walked once (a position met again while it is still being walked
 * is a cycle: a hole, since the game need not end). Otherwise positions are matched by their path
 * from the root and the strategy is walked as a tree.
 *
 * <p>Bounded: lines longer than {@link StrategyHeader#MAX_LINE_CHARS}, more strategy lines than
 * the line budget, or tables that do not fit in memory make the file invalid ("too large"), never
 * an {@link OutOfMemoryError}. The walk keeps its own stack (no recursion). Lines for positions
 * the walk never reaches do not make a file invalid; the verdict counts them as a warning.
 *
 * <p>Thread-safe: every verification has its own state.
 */
public final class StrategyVerifier {
    /** The default budget of strategy lines. */
    public static final long DEFAULT_MAX_LINES = 20_000_000L;

    private final long maxLines;

    /** A verifier with {@link #DEFAULT_MAX_LINES}. */
    public StrategyVerifier() {
        this(DEFAULT_MAX_LINES);
    }

    /** @param maxLines the most strategy lines a file may have (beyond: invalid, too large) */
    public StrategyVerifier(long maxLines) {
        if (maxLines < 1) {
            throw new IllegalArgumentException("the line budget must be at least 1, not " + maxLines);
        }
        this.maxLines = maxLines;
    }

    /**
     * Verifies a file; the game is looked up by the header's game name.
     *
     * @param games the game of a name (null, or an {@link IllegalArgumentException}, for an
     *              unknown one); the game's {@link Game#name()} must equal the header's
     */
    public StrategyVerdict verify(Path file, Function<String, Game> games) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return verify(in, games);
        } catch (CharacterCodingException e) {
            return StrategyVerdict.badLine(new StrategyException("not UTF-8 text"), 0);
        }
    }

    /** Verifies a file of {@code game} (the header must name it). */
    public StrategyVerdict verify(Path file, Game game) throws IOException {
        return verify(file, name -> game);
    }

    /** Verifies a strategy read from {@code in} (not closed; best buffered). */
    public StrategyVerdict verify(Reader in, Function<String, Game> games) throws IOException {
        Run run = new Run();
        try {
            return run.verify(new StrategyLineReader(in, StrategyHeader.MAX_LINE_CHARS), games);
        } catch (StrategyException e) {
            return StrategyVerdict.badLine(e, run.lines);
        } catch (OutOfMemoryError e) {
            long lines = run.lines;
            run = null; // let the tables go before building the verdict
            return StrategyVerdict.badLine(new StrategyException("the strategy is too large to hold in memory (after "
                    + lines + " lines)"), lines);
        }
    }

    /** Verifies a strategy of {@code game} read from {@code in}. */
    public StrategyVerdict verify(Reader in, Game game) throws IOException {
        return verify(in, name -> game);
    }

    /** How a terminal value fails a goal, for messages: "in a loss for the attacker", .... */
    static String failure(int valueForAttacker, Goal goal) {
        return valueForAttacker < 0 ? "in a loss for the attacker"
                : valueForAttacker == 0 ? "in a draw, but the goal is a win" : "in a win";
    }

    /** The state of one verification. */
    private final class Run {
        /** Visit states in the walk's table (by key). */
        private static final int NEW = 0;
        private static final int OPEN = 1;
        private static final int DONE = 2;

        private Game game;
        private GameState state;
        private int attacker;
        private Goal goal;
        private boolean byKey;
        private int[] buffer;
        long lines;

        /** By key: key -> (reply move, line number; negated once the walk used it). */
        private StrategyKeyTable replies;
        /** By path: path -> {reply move, line number, used}. */
        private Map<String, int[]> pathReplies;

        private long attackers;
        private long defenders;
        private long terminals;

        StrategyVerdict verify(StrategyLineReader in, Function<String, Game> games) throws IOException {
            StrategyHeader header = StrategyHeader.parse(in);
            game = resolve(games, header.game());
            state = header.rootState(game);
            attacker = header.attacker();
            goal = header.goal();
            byKey = StrategyHeader.positionsByKey(game);
            buffer = new int[game.maxMoves()];
            if (byKey) {
                replies = new StrategyKeyTable();
            } else {
                pathReplies = new HashMap<>();
            }
            load(in);
            return walk();
        }

        private Game resolve(Function<String, Game> games, String name) {
            Game g;
            try {
                g = games.apply(name);
            } catch (IllegalArgumentException e) {
                throw new StrategyException("unknown game '" + name + "': " + e.getMessage());
            }
            if (g == null) {
                throw new StrategyException("unknown game '" + name + "'");
            }
            if (!g.name().equals(name)) {
                throw new StrategyException("the file is for the game '" + name + "', not '" + g.name() + "'");
            }
            return g;
        }

        // --- pass 1: read and replay every line ------------------------------------------------

        private void load(StrategyLineReader in) throws IOException {
            List<String> played = new ArrayList<>(); // the path of `state` from the root
            String s;
            while ((s = in.nextContent()) != null) {
                int ln = in.number();
                if (lines == maxLines) {
                    throw new StrategyException(ln, "more than " + maxLines
                            + " strategy lines: too large to verify (the line budget)");
                }
                lines++;
                String[] parts = s.split("(?U)\\s+");
                if (parts.length != 2) {
                    throw new StrategyException(ln, "expected '<path> <reply>', found '"
                            + StrategyHeader.abbreviate(s) + "'");
                }
                List<String> path = parts[0].equals(StrategyHeader.START) ? List.of()
                        : Arrays.asList(parts[0].split(",", -1));
                // replay incrementally: consecutive lines usually share a long prefix
                int common = 0;
                while (common < played.size() && common < path.size() && played.get(common).equals(path.get(common))) {
                    common++;
                }
                while (played.size() > common) {
                    state.undo();
                    played.remove(played.size() - 1);
                }
                for (int i = common; i < path.size(); i++) {
                    String name = path.get(i);
                    int m = named(name);
                    if (m < 0) {
                        throw new StrategyException(ln, (name.isEmpty() ? "an empty move name" : "move " + name)
                                + " is not legal " + where(played) + (state.isTerminal() ? " (the game is over)" : ""));
                    }
                    state.play(m);
                    played.add(name);
                }
                if (state.isTerminal()) {
                    throw new StrategyException(ln, "the game is over " + where(played) + ": no reply can be given");
                }
                if (state.player() != attacker) {
                    throw new StrategyException(ln, "the defender is to move " + where(played) + ", not the attacker");
                }
                int reply = named(parts[1]);
                if (reply < 0) {
                    throw new StrategyException(ln, "reply " + parts[1] + " is not legal " + where(played));
                }
                store(reply, ln, played);
            }
            while (!played.isEmpty()) {
                state.undo();
                played.remove(played.size() - 1);
            }
        }

        private void store(int reply, int ln, List<String> played) {
            int previousReply;
            int previousLine;
            if (byKey) {
                int slot = replies.insert(state.key());
                if (replies.second(slot) == 0) {
                    replies.set(slot, reply, ln);
                    return;
                }
                previousReply = replies.first(slot);
                previousLine = replies.second(slot);
            } else {
                int[] old = pathReplies.putIfAbsent(String.join(",", played), new int[] {reply, ln, 0});
                if (old == null) {
                    return;
                }
                previousReply = old[0];
                previousLine = old[1];
            }
            if (previousReply != reply) {
                throw new StrategyException(ln, "reply " + state.moveName(reply) + " " + where(played)
                        + " contradicts reply " + state.moveName(previousReply) + " for the same position on line "
                        + previousLine);
            }
        }

        /** The legal move with this name at {@link #state}, or -1. */
        private int named(String name) {
            int n = state.moves(buffer);
            for (int i = 0; i < n; i++) {
                if (state.moveName(buffer[i]).equals(name)) {
                    return buffer[i];
                }
            }
            return -1;
        }

        // --- pass 2: walk the strategy -----------------------------------------------------------

        /** A position on the walk's stack: the moves to follow from it. */
        private final class Frame {
            final int[] moves = new int[game.maxMoves()];
            int n;
            int next;
            long key;
        }

        private final List<Frame> stack = new ArrayList<>();
        private int depth;
        private final List<String> names = new ArrayList<>();
        private StrategyKeyTable visits;

        private StrategyVerdict walk() {
            visits = byKey ? new StrategyKeyTable() : null;
            String hole = enter();
            while (hole == null && depth > 0) {
                Frame f = stack.get(depth - 1);
                if (f.next < f.n) {
                    int m = f.moves[f.next++];
                    names.add(state.moveName(m));
                    state.play(m);
                    int before = depth;
                    hole = enter();
                    if (hole == null && depth == before) { // nothing to expand there
                        leave();
                    }
                } else {
                    if (byKey) {
                        visits.set(visits.find(f.key), DONE, 0);
                    }
                    depth--;
                    if (depth > 0) {
                        leave();
                    }
                }
            }
            if (hole != null) {
                String path = names.isEmpty() ? StrategyHeader.START : String.join(",", names);
                return new StrategyVerdict(false, where(names) + ": " + hole, 0, path, lines, attackers, defenders,
                        terminals, 0, 0);
            }
            return unused();
        }

        private void leave() {
            state.undo();
            names.remove(names.size() - 1);
        }

        /**
         * Enters the position {@link #state}: checks a terminal one, or pushes a frame with the
         * moves to follow (none pushed if it was walked already). Returns a hole or null.
         */
        private String enter() {
            long key = state.key();
            if (state.isTerminal()) {
                int v = state.player() == attacker ? state.value() : -state.value();
                if (!goal.achievedBy(v)) {
                    return "the game ends here " + failure(v, goal);
                }
                if (!byKey) {
                    terminals++;
                } else {
                    int slot = visits.insert(key);
                    if (visits.first(slot) == NEW) {
                        visits.set(slot, DONE, 0);
                        terminals++;
                    }
                }
                return null;
            }
            if (byKey) {
                int slot = visits.insert(key);
                int seen = visits.first(slot);
                if (seen == DONE) {
                    return null;
                }
                if (seen == OPEN) {
                    return "the strategy comes back to this position (a cycle), so the game need not end";
                }
                visits.set(slot, OPEN, 0);
            }
            if (depth == stack.size()) {
                stack.add(new Frame());
            }
            Frame f = stack.get(depth);
            f.key = key;
            f.next = 0;
            if (state.player() == attacker) {
                int reply = reply();
                if (reply < 0) {
                    return "no reply for this position";
                }
                int n = state.moves(f.moves);
                boolean legal = false;
                for (int i = 0; i < n; i++) {
                    legal |= f.moves[i] == reply;
                }
                if (!legal) { // only if the game's keys were not exact after all
                    return "reply " + state.moveName(reply) + " is not legal here";
                }
                f.moves[0] = reply;
                f.n = 1;
                attackers++;
            } else {
                f.n = state.moves(f.moves);
                if (f.n == 0) { // only if a game broke the API: no moves means terminal
                    return "the defender has no legal move but the game is not over";
                }
                defenders++;
            }
            depth++;
            return null;
        }

        /** The file's reply for {@link #state} (marking its line used), or -1. */
        private int reply() {
            if (byKey) {
                int slot = replies.find(state.key());
                if (slot < 0) {
                    return -1;
                }
                int ln = replies.second(slot);
                replies.set(slot, replies.first(slot), -Math.abs(ln));
                return replies.first(slot);
            }
            int[] r = pathReplies.get(String.join(",", names));
            if (r == null) {
                return -1;
            }
            r[2] = 1;
            return r[0];
        }

        /** The valid verdict, with the lines the walk never used. */
        private StrategyVerdict unused() {
            long count = 0;
            int first = Integer.MAX_VALUE;
            if (byKey) {
                for (int i = 0; i < replies.capacity(); i++) {
                    if (replies.occupied(i) && replies.second(i) > 0) {
                        count++;
                        first = Math.min(first, replies.second(i));
                    }
                }
            } else {
                for (int[] r : pathReplies.values()) {
                    if (r[2] == 0) {
                        count++;
                        first = Math.min(first, r[1]);
                    }
                }
            }
            return new StrategyVerdict(true, null, 0, null, lines, attackers, defenders, terminals, count,
                    count == 0 ? 0 : first);
        }
    }

    /** "at the root" or "after 4,4,5". */
    private static String where(List<String> path) {
        return path.isEmpty() ? "at the root" : "after " + String.join(",", path);
    }
}
