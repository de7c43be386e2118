package zugzwang.core.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import zugzwang.core.game.GameState;
import zugzwang.core.game.Symmetries;
import zugzwang.core.proof.Outcome;
import zugzwang.core.search.Reference;

/**
 * The job-level answer equals the serial exact search's on every reachable tic-tac-toe position
 * (up to symmetry), for both attackers, cutoff depths 0 to 4, virtual wins and virtual losses,
 * with one and two worker threads; and on random positions of a 4x3 board with three in a row.
 * The statistics are consistent on every search, and corrections and drops both happen.
 */
class JobSearchTicTacToeTest {
    private static final MnkGame TIC_TAC_TOE = new MnkGame(3, 3, 3);

    /** Every reachable position up to symmetry, by the moves of the first path found. */
    private static List<int[]> canonicalPositions(MnkGame game) {
        List<int[]> out = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        collect(game.start(), new int[0], seen, out);
        return out;
    }

    private static void collect(GameState s, int[] path, Set<Long> seen, List<int[]> out) {
        if (!seen.add(Symmetries.canonicalKey(s))) {
            return;
        }
        out.add(path);
        int[] moves = new int[s.game().maxMoves()];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            int[] p = Arrays.copyOf(path, path.length + 1);
            p[path.length] = moves[i];
            collect(s, p, seen, out);
            s.undo();
        }
    }

    private static boolean expected(Reference.Exact exact, MnkGame game, int[] moves, int attacker) {
        GameState s = game.start();
        for (int m : moves) {
            s.play(m);
        }
        int v = exact.value(s);
        return (s.player() == attacker ? v : -v) > 0;
    }

    @Test
    @Timeout(60)
    void everyTicTacToePositionAgreesWithTheSerialSearch() {
        List<int[]> positions = canonicalPositions(TIC_TAC_TOE);
        assertThat(positions).hasSize(765);
        Reference.Exact exact = new Reference.Exact(true);
        long corrections = 0;
        long dropped = 0;
        long searches = 0;
        for (int threads = 1; threads <= 2; threads++) {
            try (LocalExecutor executor = new LocalExecutor(TIC_TAC_TOE, threads, w -> new MemoMinimax())) {
                for (int cutoff = 0; cutoff <= 4; cutoff++) {
                    for (VirtualValue virtual : VirtualValue.values()) {
                        JobSearch search = new JobSearch(TIC_TAC_TOE, executor,
                                JobOptions.cutoff(cutoff).withVirtualValue(virtual));
                        for (int[] moves : positions) {
                            for (int attacker = 0; attacker < 2; attacker++) {
                                String what = "moves " + Arrays.toString(moves) + ", attacker " + attacker
                                        + ", cutoff " + cutoff + ", " + virtual + ", " + threads + " threads";
                                JobResult r = search.solve(moves, attacker);
                                JobChecks.consistent(r, what);
                                boolean wins = expected(exact, TIC_TAC_TOE, moves, attacker);
                                assertThat(r.attackerWins()).as(what).isEqualTo(wins);
                                assertThat(r.outcome()).as(what).isEqualTo(wins ? Outcome.PROVED : Outcome.DISPROVED);
                                assertThat(r.attacker()).isEqualTo(attacker);
                                checkSmallCases(r, moves, cutoff, virtual, wins, what);
                                corrections += r.corrections();
                                dropped += r.tasksDropped();
                                searches++;
                            }
                        }
                    }
                }
            }
        }
        assertThat(searches).isEqualTo(2L * 5 * 2 * 765 * 2);
        assertThat(corrections).isPositive();
        assertThat(dropped).isPositive();
    }

    private static void checkSmallCases(JobResult r, int[] moves, int cutoff, VirtualValue virtual, boolean wins,
                                        String what) {
        GameState s = TIC_TAC_TOE.start();
        for (int m : moves) {
            s.play(m);
        }
        if (s.isTerminal()) {
            assertThat(r.tasksMade()).as(what).isZero();
            assertThat(r.dagNodes()).as(what).isEqualTo(1);
        } else if (cutoff == 0) {
            assertThat(r.dagNodes()).as(what).isEqualTo(1);
            assertThat(r.tasksMade()).as(what).isEqualTo(1);
            assertThat(r.tasksSolved()).as(what).isEqualTo(1);
            assertThat(r.corrections()).as(what).isEqualTo(wins == virtual.attackerWins() ? 0 : 1);
        }
    }

    @Test
    void symmetricChildrenAreOneNode() {
        try (LocalExecutor executor = new LocalExecutor(TIC_TAC_TOE, 1, w -> new MemoMinimax())) {
            // the empty board, cutoff 1: nine moves, three positions up to symmetry (corner, edge, centre);
            // every one is needed whatever the virtual value (a draw: the first player does not win, the
            // second does not either)
            JobResult r = new JobSearch(TIC_TAC_TOE, executor, JobOptions.cutoff(1)).solve(new int[0], 0);
            assertThat(r.attackerWins()).isFalse();
            assertThat(r.dagNodes()).isEqualTo(4);
            assertThat(r.tasksMade()).isEqualTo(3);
            assertThat(r.tasksSolved()).isEqualTo(3);
            assertThat(r.corrections()).isEqualTo(3);
            // with the identity of exact keys only (no symmetries): nine children
            JobResult plain = new JobSearch(TIC_TAC_TOE, executor,
                    JobOptions.cutoff(1).withIdentity(GameState::key)).solve(new int[0], 0);
            assertThat(plain.attackerWins()).isFalse();
            assertThat(plain.dagNodes()).isEqualTo(10);
            assertThat(plain.tasksSolved()).isEqualTo(9);
        }
    }

    @Test
    @Timeout(60)
    void randomPositionsOfA4x3BoardAgreeWithTheSerialSearch() {
        MnkGame game = new MnkGame(4, 3, 3);
        Reference.Exact exact = new Reference.Exact(true);
        Random rnd = new Random(2010);
        long corrections = 0;
        long dropped = 0;
        try (LocalExecutor one = new LocalExecutor(game, 1, w -> new MemoMinimax());
             LocalExecutor two = new LocalExecutor(game, 2, w -> new MemoMinimax())) {
            for (int i = 0; i < 120; i++) {
                GameState s = game.start();
                int plies = 2 + rnd.nextInt(5);
                List<Integer> path = new ArrayList<>();
                int[] moves = new int[game.maxMoves()];
                while (path.size() < plies && !s.isTerminal()) {
                    int n = s.moves(moves);
                    int m = moves[rnd.nextInt(n)];
                    s.play(m);
                    path.add(m);
                }
                int[] root = path.stream().mapToInt(Integer::intValue).toArray();
                int attacker = rnd.nextInt(2);
                int cutoff = rnd.nextInt(5);
                VirtualValue virtual = rnd.nextBoolean() ? VirtualValue.WIN : VirtualValue.LOSS;
                LocalExecutor executor = rnd.nextBoolean() ? one : two;
                String what = "moves " + path + ", attacker " + attacker + ", cutoff " + cutoff + ", " + virtual
                        + ", " + executor.capacity() + " threads";
                JobResult r = new JobSearch(game, executor, JobOptions.cutoff(cutoff).withVirtualValue(virtual))
                        .solve(root, attacker);
                JobChecks.consistent(r, what);
                assertThat(r.attackerWins()).as(what).isEqualTo(expected(exact, game, root, attacker));
                corrections += r.corrections();
                dropped += r.tasksDropped();
            }
        }
        assertThat(corrections).isPositive();
        assertThat(dropped).isPositive();
    }
}
