package zugzwang.games.connect4.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import zugzwang.games.connect4.BoardShape;
import zugzwang.games.connect4.Connect4Position;
import zugzwang.games.connect4.Notation;

/**
 * Makes an {@link OpeningBook}: the solver scores every position of the deepest layer (exactly
 * {@code stones} stones, one of each pair of mirror images), keeping its table from one to the
 * next, and the layers above follow by negamax, which costs nothing. Positions are named by their first move sequence in column
 * order; layers are walked breadth first, so a run is deterministic.
 *
 * <p>A long run can be resumed: give the deepest-layer scores of an interrupted run to
 * {@link #solvedBefore} and only the others are searched.
 */
public final class OpeningBookBuilder {
    /** Hears of every deepest-layer position as it is scored. */
    @FunctionalInterface
    public interface Listener {
        /**
         * @param leaf    the position (of the deepest layer) and its score
         * @param solved  true if the solver searched it now, false if it was known before
         * @param done    positions of the deepest layer scored so far, this one included
         * @param total   positions of the deepest layer
         */
        void scored(OpeningBook.Entry leaf, boolean solved, int done, int total);
    }

    /**
     * Scores one deepest-layer position for {@link #build(LeafScorer, int, Listener)}; called from
     * several threads at once.
     */
    @FunctionalInterface
    public interface LeafScorer {
        /**
         * The exact score of the position reached by {@code moves} from the empty board; null if
         * stopped before it was known (the build then stops).
         */
        Integer score(int[] moves) throws Exception;
    }

    private final BoardShape board;
    private final int stones;
    /** Per layer (stones 0..stones): canonical key to the first move sequence reaching it. */
    private final List<LinkedHashMap<OpeningBook.Key, int[]>> layers;
    private final Map<OpeningBook.Key, Integer> scores = new HashMap<>();

    /**
     * @throws IllegalArgumentException if {@code stones} is negative or fills the board
     */
    public OpeningBookBuilder(BoardShape board, int stones) {
        if (stones < 0 || stones >= board.area()) {
            throw new IllegalArgumentException("a book of " + board + " holds 0 to " + (board.area() - 1)
                    + " stones, not " + stones);
        }
        this.board = board;
        this.stones = stones;
        this.layers = layers(board, stones);
    }

    /**
     * The positions of a book, layer by layer (0 to {@code stones} stones): canonical key to the
     * first move sequence reaching it, breadth first in column order. A winning move ends the
     * game, so its position is in no layer.
     */
    static List<LinkedHashMap<OpeningBook.Key, int[]>> layers(BoardShape board, int stones) {
        List<LinkedHashMap<OpeningBook.Key, int[]>> layers = new ArrayList<>();
        LinkedHashMap<OpeningBook.Key, int[]> layer = new LinkedHashMap<>();
        layer.put(OpeningBook.Key.of(OpeningBook.replay(board, new int[0])), new int[0]);
        layers.add(layer);
        for (int d = 0; d < stones; d++) {
            LinkedHashMap<OpeningBook.Key, int[]> next = new LinkedHashMap<>();
            for (int[] line : layer.values()) {
                Connect4Position p = OpeningBook.replay(board, line);
                for (int c = 0; c < board.width(); c++) {
                    if (p.canPlay(c) && !p.isWinningMove(c) && p.moves() + 1 < board.area()) {
                        p.play(c);
                        int[] child = Arrays.copyOf(line, line.length + 1);
                        child[line.length] = c;
                        next.putIfAbsent(OpeningBook.Key.of(p), child);
                        p.undo();
                    }
                }
            }
            layers.add(next);
            layer = next;
        }
        return layers;
    }

    public BoardShape board() {
        return board;
    }

    public int stones() {
        return stones;
    }

    /** Positions of the deepest layer, which the solver must score. */
    public int leaves() {
        return layers.get(stones).size();
    }

    /** The move sequences naming the positions of the deepest layer, in the order they are solved. */
    public List<String> leafMoves() {
        return layers.get(stones).values().stream().map(line -> Notation.sequence(line, board)).toList();
    }

    /** Positions of the whole book. */
    public int positions() {
        return layers.stream().mapToInt(Map::size).sum();
    }

    /**
     * Records the score of a deepest-layer position found by an earlier run.
     *
     * @throws IllegalArgumentException if the moves are not a position of the deepest layer
     */
    public void solvedBefore(String moves, int score) {
        Connect4Position p = Notation.parseSequence(moves, board);
        OpeningBook.Key key = OpeningBook.Key.of(p);
        if (p.moves() != stones || !layers.get(stones).containsKey(key)) {
            throw new IllegalArgumentException("position '" + moves + "' is not one of the book's positions with "
                    + stones + " stones");
        }
        // the side to move wins at the earliest with its next stone: (area - stones + 1) / 2
        int max = (board.area() - stones + 1) / 2;
        if (Math.abs(score) > max) {
            throw new IllegalArgumentException("score " + score + " is impossible for a position of " + stones
                    + " stones on " + board + " (at most " + max + " either way)");
        }
        scores.put(key, score);
    }

    /**
     * Scores the deepest layer with the solver (those not known from {@link #solvedBefore}),
     * then the layers above by negamax.
     *
     * @return the book, checked (see {@link OpeningBook#read})
     * @throws java.util.concurrent.CancellationException if the solver is cancelled
     */
    public <P extends Connect4Position> OpeningBook build(ExactSolver<P> solver, Listener listener) {
        if (!solver.board().equals(board)) {
            throw new IllegalArgumentException("a solver for " + solver.board() + " cannot make a book of " + board);
        }
        Map<OpeningBook.Key, int[]> deepest = layers.get(stones);
        int done = 0;
        solver.keepTables(true); // neighbouring positions share much of their trees: about 2.7 times faster on 7x6
        for (Map.Entry<OpeningBook.Key, int[]> e : deepest.entrySet()) {
            Integer known = scores.get(e.getKey());
            boolean solved = known == null;
            int score = solved ? solver.solveScore(solver.replay(e.getValue()), false) : known;
            scores.put(e.getKey(), score);
            listener.scored(new OpeningBook.Entry(Notation.sequence(e.getValue(), board), score), solved, ++done, deepest.size());
        }
        return upperLayers();
    }

    /**
     * Scores the deepest layer with {@code scorer} on {@code parallel} threads at once (those not
     * known from {@link #solvedBefore}; the known ones are reported first), then the layers above by
     * negamax. The listener hears of each position as its score comes, one at a time. This is how
     * a book is made as jobs: each scorer call is a job-level score search whose jobs any worker of
     * a cluster may answer.
     *
     * @return the book, checked (see {@link OpeningBook#read}); null if a scorer returned null
     * @throws ExecutionException with the scorer's exception as cause, if one
     *         threw (the other calls are then interrupted)
     * @throws InterruptedException if the calling thread was interrupted (the calls are interrupted too)
     */
    public OpeningBook build(LeafScorer scorer, int parallel, Listener listener)
            throws InterruptedException, ExecutionException {
        if (parallel < 1) {
            throw new IllegalArgumentException("at least one position at a time, not " + parallel);
        }
        Map<OpeningBook.Key, int[]> deepest = layers.get(stones);
        int done = 0;
        List<Map.Entry<OpeningBook.Key, int[]>> todo = new ArrayList<>();
        for (Map.Entry<OpeningBook.Key, int[]> e : deepest.entrySet()) {
            Integer known = scores.get(e.getKey());
            if (known == null) {
                todo.add(e);
            } else {
                listener.scored(new OpeningBook.Entry(Notation.sequence(e.getValue(), board), known), false, ++done,
                        deepest.size());
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(parallel, r -> {
            Thread t = new Thread(r, "zugzwang-book-scorer");
            t.setDaemon(true);
            return t;
        });
        ExecutorCompletionService<Scored> results = new ExecutorCompletionService<>(pool);
        boolean stopped = false;
        try {
            for (Map.Entry<OpeningBook.Key, int[]> e : todo) {
                results.submit(() -> new Scored(e, scorer.score(e.getValue())));
            }
            for (int i = 0; i < todo.size(); i++) {
                Scored r = results.take().get();
                Map.Entry<OpeningBook.Key, int[]> e = r.leaf();
                Integer score = r.score();
                if (score == null) {
                    stopped = true;
                    break;
                }
                scores.put(e.getKey(), score);
                listener.scored(new OpeningBook.Entry(Notation.sequence(e.getValue(), board), score), true, ++done,
                        deepest.size());
            }
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(1, TimeUnit.MINUTES);
        }
        return stopped ? null : upperLayers();
    }

    /** A deepest-layer position and the score a {@link LeafScorer} gave it (null: stopped). */
    private record Scored(Map.Entry<OpeningBook.Key, int[]> leaf, Integer score) {
    }

    /** The layers above the deepest by negamax from the scores below; the book. */
    private OpeningBook upperLayers() {
        for (int d = stones - 1; d >= 0; d--) {
            for (Map.Entry<OpeningBook.Key, int[]> e : layers.get(d).entrySet()) {
                int v = OpeningBook.negamax(OpeningBook.replay(board, e.getValue()),
                        child -> scores.getOrDefault(OpeningBook.Key.of(child), OpeningBook.NONE));
                scores.put(e.getKey(), v);
            }
        }
        return OpeningBook.of(board, stones, scores);
    }
}
