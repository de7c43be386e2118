package zugzwang.core.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;

/**
 * A game given as an explicit tree (no transpositions): the test game of the core module. Leaves
 * are terminal, with a value for the first player (player 0, to move at the root); internal nodes
 * have a heuristic value per player (not zero-sum) for depth-limited searches, see
 * {@link #evaluation()}. Moves are child indices 0..children-1; keys are node numbers (exact).
 *
 * <p>Text form: a leaf is an integer, an internal node is its children in parentheses separated
 * by commas: {@code ((3,5),(6,(9,1)))}.
 *
 * <p>Every state counts how often each node was entered by {@link GameState#play} (see
 * {@link #entered}), to detect re-searches.
 */
public final class TreeGame implements Game {
    /** children[node] = the child node numbers (empty for a leaf). */
    private final int[][] children;
    /** Terminal value for player 0 (leaves only). */
    private final int[] leafValue;
    /** Heuristic value per player (internal nodes; leaves too, unused). */
    private final int[][] heuristic;
    private final int[] depthOf;
    private final int maxMoves;
    private final int height;
    private final int maxValue;
    /** Times each node was entered by play(), over all states of this game. */
    final long[] entered;
    /** Whether play() counts (off while an oracle ordering explores). */
    private boolean counting = true;

    private TreeGame(List<int[]> kids, List<Integer> values, List<Integer> depths, Random heuristics) {
        int n = kids.size();
        children = kids.toArray(new int[0][]);
        leafValue = values.stream().mapToInt(Integer::intValue).toArray();
        depthOf = depths.stream().mapToInt(Integer::intValue).toArray();
        heuristic = new int[n][2];
        int mm = 1;
        int h = 0;
        int mv = 0;
        for (int i = 0; i < n; i++) {
            mm = Math.max(mm, children[i].length);
            h = Math.max(h, depthOf[i]);
            mv = Math.max(mv, Math.abs(leafValue[i]));
            heuristic[i][0] = heuristics.nextInt(21) - 10;
            heuristic[i][1] = heuristics.nextInt(21) - 10;
        }
        maxMoves = mm;
        height = h;
        maxValue = mv;
        entered = new long[n];
    }

    /** Parses the text form (leaf values for the first player). */
    public static TreeGame parseTree(String text) {
        List<int[]> kids = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        List<Integer> depths = new ArrayList<>();
        int[] pos = {0};
        String t = text.replace(" ", "");
        node(t, pos, kids, values, depths, 0);
        if (pos[0] != t.length()) {
            throw new IllegalArgumentException("trailing text at " + pos[0] + " in " + text);
        }
        return new TreeGame(kids, values, depths, new Random(text.hashCode()));
    }

    private static int node(String t, int[] pos, List<int[]> kids, List<Integer> values, List<Integer> depths,
                            int depth) {
        int id = kids.size();
        kids.add(null);
        values.add(0);
        depths.add(depth);
        if (t.charAt(pos[0]) == '(') {
            pos[0]++;
            List<Integer> cs = new ArrayList<>();
            while (true) {
                cs.add(node(t, pos, kids, values, depths, depth + 1));
                char ch = t.charAt(pos[0]++);
                if (ch == ')') {
                    break;
                }
                if (ch != ',') {
                    throw new IllegalArgumentException("unexpected '" + ch + "' in " + t);
                }
            }
            kids.set(id, cs.stream().mapToInt(Integer::intValue).toArray());
        } else {
            int start = pos[0];
            if (t.charAt(pos[0]) == '-') {
                pos[0]++;
            }
            while (pos[0] < t.length() && Character.isDigit(t.charAt(pos[0]))) {
                pos[0]++;
            }
            values.set(id, Integer.parseInt(t.substring(start, pos[0])));
            kids.set(id, new int[0]);
        }
        return id;
    }

    /**
     * A random tree: every node at depth below {@code maxDepth} is internal with probability
     * {@code pInternal} (the root always), with 1..maxBranching children; leaves get values in
     * [-range, range] (many ties for a small range); or, with {@code range == 0}, Connect-4-like
     * scores: a win, draw or loss at random, a win or loss on ply p worth
     * {@code ±(maxDepth + 2 - p)} (the earlier, the larger).
     */
    public static TreeGame random(long seed, int maxDepth, int maxBranching, double pInternal, int range) {
        Random rnd = new Random(seed);
        List<int[]> kids = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        List<Integer> depths = new ArrayList<>();
        randomNode(rnd, 0, maxDepth, maxBranching, pInternal, range, kids, values, depths);
        return new TreeGame(kids, values, depths, rnd);
    }

    private static int randomNode(Random rnd, int depth, int maxDepth, int maxBranching, double pInternal,
                                  int range, List<int[]> kids, List<Integer> values, List<Integer> depths) {
        int id = kids.size();
        kids.add(new int[0]);
        values.add(0);
        depths.add(depth);
        boolean internal = depth == 0 || (depth < maxDepth && rnd.nextDouble() < pInternal);
        if (internal) {
            int b = 1 + rnd.nextInt(maxBranching);
            int[] cs = new int[b];
            for (int i = 0; i < b; i++) {
                cs[i] = randomNode(rnd, depth + 1, maxDepth, maxBranching, pInternal, range, kids, values, depths);
            }
            kids.set(id, cs);
        } else {
            values.set(id, range > 0 ? rnd.nextInt(2 * range + 1) - range
                    : (rnd.nextInt(3) - 1) * (maxDepth + 2 - depth));
        }
        return id;
    }

    public int size() {
        return children.length;
    }

    public void resetCounts() {
        Arrays.fill(entered, 0);
    }

    /** The largest number of times any node was entered since the last reset. */
    public long maxEntered() {
        return Arrays.stream(entered).max().orElse(0);
    }

    /** The ordering, with the plays it makes itself (an oracle looking ahead) not counted. */
    public MoveOrdering uncounted(MoveOrdering ordering) {
        return (state, moves, n) -> {
            counting = false;
            try {
                ordering.order(state, moves, n);
            } finally {
                counting = true;
            }
        };
    }

    /** The heuristic of non-terminal nodes: a per-node, per-player number in [-10, 10]. */
    public Evaluation evaluation() {
        return (state, player) -> heuristic[((State) state).node][player];
    }

    @Override
    public String name() {
        return "tree of " + children.length + " nodes";
    }

    @Override
    public int maxMoves() {
        return maxMoves;
    }

    @Override
    public int moveCodes() {
        return maxMoves;
    }

    @Override
    public int maxLength() {
        return height;
    }

    @Override
    public int maxValue() {
        return maxValue;
    }

    @Override
    public boolean exactKeys() {
        return true;
    }

    @Override
    public boolean historyDependent() {
        return false;
    }

    @Override
    public int symmetries() {
        return 1;
    }

    @Override
    public GameState start() {
        return new State();
    }

    /** A path of child indices, one digit each. */
    @Override
    public GameState parse(String text) {
        State s = new State();
        for (char ch : text.strip().toCharArray()) {
            s.play(ch - '0');
        }
        return s;
    }

    final class State implements GameState {
        private int node;
        private final int[] path = new int[height + 1];
        private int ply;

        @Override
        public Game game() {
            return TreeGame.this;
        }

        int node() {
            return node;
        }

        @Override
        public int player() {
            return ply & 1;
        }

        @Override
        public int ply() {
            return ply;
        }

        @Override
        public int moves(int[] into) {
            int n = children[node].length;
            for (int i = 0; i < n; i++) {
                into[i] = i;
            }
            return n;
        }

        @Override
        public void play(int move) {
            if (move < 0 || move >= children[node].length) {
                throw new IllegalArgumentException("no move " + move + " at node " + node);
            }
            path[ply++] = node;
            node = children[node][move];
            if (counting) {
                entered[node]++;
            }
        }

        @Override
        public void undo() {
            if (ply == 0) {
                throw new IllegalStateException("no move to undo");
            }
            node = path[--ply];
        }

        @Override
        public boolean isTerminal() {
            return children[node].length == 0;
        }

        @Override
        public int value() {
            if (!isTerminal()) {
                throw new IllegalStateException("not over");
            }
            return ply % 2 == 0 ? leafValue[node] : -leafValue[node];
        }

        @Override
        public long key() {
            return node;
        }

        @Override
        public long key(int symmetry) {
            return node;
        }

        @Override
        public int mapMove(int move, int symmetry) {
            return move;
        }

        @Override
        public String moveName(int move) {
            return Integer.toString(move);
        }

        @Override
        public GameState copy() {
            State s = new State();
            s.node = node;
            s.ply = ply;
            System.arraycopy(path, 0, s.path, 0, path.length);
            return s;
        }

        @Override
        public String toString() {
            return "node " + node;
        }
    }
}
