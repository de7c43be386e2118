package zugzwang.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.DfpnSearch;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofNumberInit;
import zugzwang.core.proof.ProofResult;
import zugzwang.core.search.Reference;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Suite;
import zugzwang.games.mnk.MnkGame;

/**
 * DF-PN on the real games against known values: tic-tac-toe (every position against the
 * reference negamax), the small empty Connect-4 boards (published values: 4×4 and 5×4 draws, 6×4 a
 * second-player win), every position of a small board at a given ply, and the shipped 7×6 suites
 * (the weak value from two searches equals the sign of the listed score). Prints its timings.
 */
class DfpnConnect4Test {
    private static final ProofLimits LIMITS = new ProofLimits(Long.MAX_VALUE, 64L << 20);

    /** The weak value (1, 0, -1) for the side to move, by two searches: win? else at least a draw? */
    static int weakValue(DfpnSearch search, GameState s, long[] nodes) {
        int p = s.player();
        ProofResult win = search.prove(s, p, Goal.WIN);
        nodes[0] += win.created();
        assertThat(win.outcome()).isNotEqualTo(Outcome.UNKNOWN);
        if (win.outcome() == Outcome.PROVED) {
            return 1;
        }
        ProofResult draw = search.prove(s, p, Goal.AT_LEAST_DRAW);
        nodes[0] += draw.created();
        assertThat(draw.outcome()).isNotEqualTo(Outcome.UNKNOWN);
        return draw.outcome() == Outcome.PROVED ? 0 : -1;
    }

    private static List<GameState> positions(Game game, int ply) {
        List<GameState> out = new ArrayList<>();
        collect(game.start(), ply, new HashSet<>(), out);
        return out;
    }

    /** Distinct positions up to {@code ply} moves (all of them for ply = max length). */
    private static void collect(GameState s, int ply, Set<Long> seen, List<GameState> out) {
        if (!seen.add(s.key())) {
            return;
        }
        out.add(s.copy());
        if (s.ply() == ply) {
            return;
        }
        int[] moves = new int[s.game().maxMoves()];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            collect(s, ply, seen, out);
            s.undo();
        }
    }

    @Test
    void ticTacToeIsADraw() {
        MnkGame game = MnkGame.ticTacToe();
        DfpnSearch search = new DfpnSearch(LIMITS);
        ProofResult win = search.prove(game.start(), 0, Goal.WIN);
        ProofResult draw = search.prove(game.start(), 0, Goal.AT_LEAST_DRAW);
        assertThat(win.outcome()).isEqualTo(Outcome.DISPROVED);
        assertThat(draw.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(draw.move()).isBetween(0, 8);
        // the second player cannot win either, but holds the draw
        assertThat(search.prove(game.start(), 1, Goal.WIN).outcome()).isEqualTo(Outcome.DISPROVED);
        assertThat(search.prove(game.start(), 1, Goal.AT_LEAST_DRAW).outcome()).isEqualTo(Outcome.PROVED);
        System.out.printf("dfpn tic-tac-toe: win? %s %d nodes %.1f ms; draw? %s %d nodes %.1f ms%n", win.outcome(),
                win.created(), win.millis(), draw.outcome(), draw.created(), draw.millis());
    }

    @Test
    void everyTicTacToePositionAndEverySmallConnect4PositionHasItsWeakValue() {
        List<Game> games = List.of(MnkGame.ticTacToe(), new Connect4Game(Board.of(4, 4)));
        int[] plies = {9, 8};
        for (int g = 0; g < games.size(); g++) {
            Reference.Exact ref = new Reference.Exact(true);
            List<GameState> all = positions(games.get(g), plies[g]);
            assertThat(all.size()).isGreaterThan(4000);
            DfpnSearch plain = new DfpnSearch(LIMITS);
            DfpnSearch tuned = new DfpnSearch(LIMITS, ProofNumberInit.MOBILITY, 0.25);
            long[] nodes = {0};
            for (GameState s : all) {
                int want = ref.value(s);
                assertThat(weakValue(plain, s, nodes)).as(s.toString()).isEqualTo(want);
                assertThat(weakValue(tuned, s, nodes)).as(s.toString()).isEqualTo(want);
            }
        }
    }

    @ParameterizedTest(name = "{0}x4")
    @ValueSource(ints = {4, 5})
    void smallEmptyBoardsAreDraws(int width) {
        GameState start = new Connect4Game(Board.of(width, 4)).start();
        DfpnSearch search = new DfpnSearch(new ProofLimits(Long.MAX_VALUE, 256L << 20));
        ProofResult win = search.prove(start, 0, Goal.WIN);
        ProofResult draw = search.prove(start, 0, Goal.AT_LEAST_DRAW);
        assertThat(win.outcome()).isEqualTo(Outcome.DISPROVED);
        assertThat(draw.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(start.ply()).isZero();
        System.out.printf("dfpn connect4 %dx4: win? %s %d nodes %.0f ms; draw? %s %d nodes %.0f ms%n", width,
                win.outcome(), win.created(), win.millis(), draw.outcome(), draw.created(), draw.millis());
    }

    @Test
    void sixByFourIsASecondPlayerWin() {
        GameState start = new Connect4Game(Board.of(6, 4)).start();
        DfpnSearch search = new DfpnSearch(new ProofLimits(50_000_000, 256L << 20), ProofNumberInit.MOBILITY, 0.25);
        ProofResult r = search.prove(start, 1, Goal.WIN);
        assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(r.move()).isEqualTo(-1); // the defender is to move at the root
        System.out.printf("dfpn connect4 6x4: second player wins? %s %d nodes, %d entries, %.0f ms%n", r.outcome(),
                r.created(), r.maxTreeSize(), r.millis());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Test_L3_R1", "Test_L2_R1"})
    void everySuitePositionHasTheSignOfItsScore(String name) {
        Suite suite = Suite.load(name);
        Connect4Game game = new Connect4Game(suite.board());
        DfpnSearch search = new DfpnSearch(LIMITS);
        long[] nodes = {0};
        long start = System.nanoTime();
        List<String> bad = new ArrayList<>();
        for (Suite.Entry e : suite.entries()) {
            search.clear();
            GameState s = game.parse(e.sequence());
            if (weakValue(search, s, nodes) != Integer.signum(e.score())) {
                bad.add(e.sequence() + " " + e.score());
            }
        }
        assertThat(bad).isEmpty();
        assertThat(suite.entries()).hasSize(1000);
        double ms = (System.nanoTime() - start) / 1e6;
        System.out.printf("dfpn %s: 1000 positions, weak values by two searches: %.0f ms, %d nodes (%.0f per "
                + "position)%n", name, ms, nodes[0], nodes[0] / 1000.0);
    }
}
