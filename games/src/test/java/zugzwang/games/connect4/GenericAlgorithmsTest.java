package zugzwang.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Algorithms;
import zugzwang.core.search.MoveOrdering;
import zugzwang.core.search.Search;
import zugzwang.core.search.SearchResult;
import zugzwang.core.search.SearchTable;

/**
 * The generic algorithms (core.search over {@link Connect4Game}) in exact mode against the
 * exhaustive {@link BruteForce} on 20,000 distinct random positions, 10,000 of 4×4 and 10,000 of 5×4
 * (fixed seeds, a mix of depths, terminal positions included), strong and weak, with a fresh table
 * and without, natural and centre-first order; and the best move each returns.
 */
class GenericAlgorithmsTest {

    private record Sample(Position position, String sequence) {
    }

    /**
     * Distinct random positions (by key): the number of stones is drawn, per position, from
     * [deep, area] (80%), [middle, deep) (18%) or [shallow, middle) (2%), so that shallow positions,
     * which cost the most, are few but present.
     */
    private static List<Sample> samples(Board board, long seed, int count, int shallow, int middle, int deep) {
        Random rnd = new Random(seed);
        List<Sample> out = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        int area = board.area();
        int attempts = 0;
        while (out.size() < count) {
            if (++attempts > 100 * count) {
                throw new IllegalStateException("too few distinct positions on " + board);
            }
            double u = rnd.nextDouble();
            int lo = u < 0.8 ? deep : u < 0.98 ? middle : shallow;
            int hi = u < 0.8 ? area : u < 0.98 ? deep - 1 : middle - 1;
            int target = lo + rnd.nextInt(hi - lo + 1);
            Position p = Position.empty(board);
            StringBuilder seq = new StringBuilder();
            while (p.moves() < target && !p.isOver()) {
                int[] legal = p.legalMoves();
                int c = legal[rnd.nextInt(legal.length)];
                p.play(c);
                seq.append(c + 1);
            }
            if (seen.add(p.key())) {
                out.add(new Sample(p, seq.toString()));
            }
        }
        return out;
    }

    @Test
    void board4x4() {
        check(Board.of(4, 4), 44, 10_000, 0, 4, 6, 0, 6);
    }

    @Test
    void board5x4() {
        // without the nearly empty boards (0-2 stones: several seconds of brute force and search)
        check(Board.of(5, 4), 54, 10_000, 3, 6, 10, 8, 11);
    }

    /**
     * @param minimaxFrom minimax and negamax (which do not prune) only on positions with at least
     *                    this many stones (on a nearly empty 5x4 board they take seconds)
     * @param noTableFrom positions with at least this many stones are also searched without a
     *                    table
     */
    private static void check(Board board, long seed, int count, int shallow, int middle, int deep, int minimaxFrom,
                              int noTableFrom) {
        Connect4Game game = new Connect4Game(board);
        BruteForce brute = new BruteForce(board, 3_000_000);
        List<Sample> samples = samples(board, seed, count, shallow, middle, deep);
        assertThat(samples).hasSize(count);
        MoveOrdering[] orders = {game.centreFirst(), MoveOrdering.NATURAL};
        int[] stonesSeen = new int[board.area() + 1];
        long searches = 0;
        for (int i = 0; i < samples.size(); i++) {
            Sample sample = samples.get(i);
            Position p = sample.position();
            stonesSeen[p.moves()]++;
            GameState state = game.parse(sample.sequence());
            assertThat(state.key()).isEqualTo(p.key());
            int strong = brute.score(p);
            boolean deepEnough = p.moves() >= noTableFrom;
            // a fresh table per search, sized to the work (allocation dominates on small searches)
            long tableBytes = p.moves() >= deep ? 1 << 12 : p.moves() >= middle ? 1 << 18 : 1 << 20;
            for (String name : Algorithms.NAMES) {
                boolean prunes = !name.equals("minimax") && !name.equals("negamax");
                if (!prunes && p.moves() < minimaxFrom) {
                    continue;
                }
                for (boolean weak : new boolean[] {false, true}) {
                    int expected = weak ? Integer.signum(strong) : strong;
                    // the order alternates over the positions (natural on every other one)
                    MoveOrdering order = orders[(i + (weak ? 1 : 0)) % 2];
                    for (boolean table : new boolean[] {true, false}) {
                        if (!table && !deepEnough) {
                            continue;
                        }
                        Search.Settings s = Search.Settings.plain().withWeak(weak).withOrdering(order)
                                .withTable(table ? new SearchTable(tableBytes) : null);
                        SearchResult r = Algorithms.create(name, s).search(state, Search.EXACT);
                        searches++;
                        String what = name + " weak=" + weak + " table=" + table + " on " + board + " '"
                                + sample.sequence() + "'";
                        if (r.value() != expected) {
                            throw new AssertionError(what + ": " + r.value() + ", brute force " + expected);
                        }
                        if (p.isOver()) {
                            assertThat(r.bestMove()).as(what).isEqualTo(-1);
                        } else {
                            Position child = p.copy();
                            child.play(r.bestMove());
                            int v = -brute.score(child);
                            assertThat(weak ? Integer.signum(v) : v).as(what + " best move " + (r.bestMove() + 1))
                                    .isEqualTo(expected);
                        }
                        assertThat(state.key()).isEqualTo(p.key());
                    }
                }
            }
        }
        // a mix of depths: every number of stones from the shallowest to the end is represented
        for (int s = shallow; s <= board.area(); s++) {
            assertThat(stonesSeen[s]).as("positions with " + s + " stones").isPositive();
        }
        assertThat(searches).isGreaterThan(8L * count);
    }
}
