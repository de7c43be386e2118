package zugzwang.core.proof;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
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
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
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
 * <p>Positions are matched ({@link StrategyMatching}) by their exact canonical form when the game
 * has one ({@link GameState#canonical}: a line's reply is mapped through the symmetry, and a
 * position's symmetric images need no lines), else by {@link GameState#key()} when the keys are
 * exact; either way only when the game is not history-dependent. A position reached along several
 * paths then needs one line and is walked once (a position met again while it is still being
 * walked is a cycle: a hole, since the game need not end). Otherwise positions are matched by
 * their path from the root and the strategy is walked as a tree. In version 2 an attacker
 * position without a line is accepted when one of its moves ends the game with the goal (found by
 * trying every legal move). A file may be gzip-compressed (recognised by its first two bytes).
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
        try (InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
            InputStream bytes = raw;
            raw.mark(2);
            boolean gzip = raw.read() == 0x1f && raw.read() == 0x8b;
            raw.reset();
            if (gzip) {
                bytes = new GZIPInputStream(raw, 1 << 16);
            }
            Reader in = new BufferedReader(new InputStreamReader(bytes, StandardCharsets.UTF_8.newDecoder()), 1 << 16);
            return verify(in, games);
        } catch (CharacterCodingException e) {
            return StrategyVerdict.badLine(new StrategyException("not UTF-8 text"), 0);
        } catch (ZipException | EOFException e) {
            return StrategyVerdict.badLine(new StrategyException("the compressed file is damaged or cut short ("
                    + e.getMessage() + ")"), 0);
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
        /** {@link #reply}: the file has no line for the position. */
        private static final int NO_LINE = -2;

        private Game game;
        private GameState state;
        private int attacker;
        private Goal goal;
        private boolean implied;
        private StrategyMatching matching;
        private boolean byKey;
        private int[] buffer;
        /** The identity of {@link #state} (by key or canonical form). */
        private long[] id;
        long lines;

        /**
         * By key or canonical form: identity -> (reply move, in the canonical frame; line number,
         * negated once the walk used it).
         */
        private StrategyKeyTable replies;
        /** By path: path -> {reply move, line number, used}. */
        private Map<String, int[]> pathReplies;

        private long attackers;
        private long defenders;
        private long terminals;
        private long impliedWins;

        StrategyVerdict verify(StrategyLineReader in, Function<String, Game> games) throws IOException {
            StrategyHeader header = StrategyHeader.parse(in);
            game = resolve(games, header.game());
            state = header.rootState(game);
            attacker = header.attacker();
            goal = header.goal();
            implied = header.impliedWins();
            matching = StrategyMatching.of(game);
            byKey = matching != StrategyMatching.PATH;
            buffer = new int[game.maxMoves()];
            if (byKey) {
                id = new long[matching.words(game)];
                replies = new StrategyKeyTable(id.length);
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
                // the games' message names the game itself ("unknown game '...': ...")
                String m = String.valueOf(e.getMessage());
                throw new StrategyException(m.startsWith("unknown game") ? m : "unknown game '" + name + "': " + m);
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
                int symmetry = matching.identify(state, id);
                int canonicalReply = matching == StrategyMatching.CANONICAL ? state.mapMove(reply, symmetry) : reply;
                int slot = replies.insert(id);
                if (replies.second(slot) == 0) {
                    replies.set(slot, canonicalReply, ln);
                    return;
                }
                if (replies.first(slot) == canonicalReply) {
                    return;
                }
                previousReply = unmap(replies.first(slot), symmetry);
                previousLine = replies.second(slot);
                if (previousReply < 0) { // only if the game's symmetries were not symmetries
                    throw new StrategyException(ln, "reply " + state.moveName(reply) + " " + where(played)
                            + " contradicts the reply for the same position on line " + previousLine);
                }
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

        /**
         * The legal move at {@link #state} whose image under {@code symmetry} is {@code canonicalMove}
         * (the move itself by key), or -1.
         */
        private int unmap(int canonicalMove, int symmetry) {
            if (matching != StrategyMatching.CANONICAL) {
                return canonicalMove;
            }
            int n = state.moves(buffer);
            for (int i = 0; i < n; i++) {
                if (state.mapMove(buffer[i], symmetry) == canonicalMove) {
                    return buffer[i];
                }
            }
            return -1;
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
            long[] key = new long[Math.max(1, id == null ? 1 : id.length)];
        }

        private final List<Frame> stack = new ArrayList<>();
        private int depth;
        private final List<String> names = new ArrayList<>();
        private StrategyKeyTable visits;

        private StrategyVerdict walk() {
            visits = byKey ? new StrategyKeyTable(id.length) : null;
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
                        terminals, impliedWins, 0, 0);
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
            if (implied && !state.isTerminal() && state.player() == attacker
                    && StrategyRules.winsInOne(state, attacker, goal, buffer)) {
                attackers++; // counted per visit: such positions are not identified
                impliedWins++;
                return null; // the rules show the win: nothing to follow (a line for it would be unused)
            }
            int symmetry = byKey ? matching.identify(state, id) : 0;
            if (state.isTerminal()) {
                int v = StrategyRules.valueFor(state, attacker);
                if (!goal.achievedBy(v)) {
                    return "the game ends here " + failure(v, goal);
                }
                if (!byKey) {
                    terminals++;
                } else {
                    int slot = visits.insert(id);
                    if (visits.first(slot) == NEW) {
                        visits.set(slot, DONE, 0);
                        terminals++;
                    }
                }
                return null;
            }
            if (byKey) {
                int slot = visits.insert(id);
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
            if (byKey) {
                System.arraycopy(id, 0, f.key, 0, id.length);
            }
            f.next = 0;
            if (state.player() == attacker) {
                int reply = reply(symmetry);
                if (reply == NO_LINE) {
                    return "no reply for this position";
                }
                int n = state.moves(f.moves);
                boolean legal = false;
                for (int i = 0; i < n; i++) {
                    legal |= f.moves[i] == reply;
                }
                if (!legal) { // only if the game's keys or symmetries were not exact after all
                    return reply < 0 ? "the file's reply maps to no legal move here"
                            : "reply " + state.moveName(reply) + " is not legal here";
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

        /**
         * The file's reply for {@link #state}, whose identity maps to it by {@code symmetry}
         * (marking its line used): a move, {@link #NO_LINE}, or -1 if the reply maps to no legal move.
         */
        private int reply(int symmetry) {
            if (byKey) {
                int slot = replies.find(id);
                if (slot < 0) {
                    return NO_LINE;
                }
                int ln = replies.second(slot);
                replies.set(slot, replies.first(slot), -Math.abs(ln));
                return unmap(replies.first(slot), symmetry);
            }
            int[] r = pathReplies.get(String.join(",", names));
            if (r == null) {
                return NO_LINE;
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
            return new StrategyVerdict(true, null, 0, null, lines, attackers, defenders, terminals, impliedWins, count,
                    count == 0 ? 0 : first);
        }
    }

    /** "at the root" or "after 4,4,5". */
    private static String where(List<String> path) {
        return path.isEmpty() ? "at the root" : "after " + String.join(",", path);
    }
}
