package zugzwang.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.Pn2Search;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofNumberSearch;
import zugzwang.core.proof.ProofResult;
import zugzwang.core.proof.ProofSearch;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Suite;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;
import zugzwang.games.mnk.MnkGame;

/**
 * PN and PN² (parameter "pn" / "pn2") on real games: tic-tac-toe and small empty Connect-4
 * boards (known draws), and the weak values of Pons' 7×6 test sets computed with two proof
 * searches (WIN? then AT_LEAST_DRAW?) against the suites' scores; winning moves are checked with
 * the exact {@link Solver}. Timings are printed.
 */
class PnConnect4Test {

    private static ProofSearch search(String name) {
        ProofLimits limits = new ProofLimits(Long.MAX_VALUE, 256L << 20);
        return name.equals("pn") ? new ProofNumberSearch(limits) : new Pn2Search(limits);
    }

    /** The weak value for the side to move: 1 if it wins, 0 if it draws, -1 if it loses. */
    private static int weakValue(ProofSearch search, GameState s, long[] stats) {
        ProofResult win = search.prove(s, s.player(), Goal.WIN);
        add(stats, win);
        assertThat(win.outcome()).isNotEqualTo(Outcome.UNKNOWN);
        if (win.outcome() == Outcome.PROVED) {
            return 1;
        }
        ProofResult draw = search.prove(s, s.player(), Goal.AT_LEAST_DRAW);
        add(stats, draw);
        assertThat(draw.outcome()).isNotEqualTo(Outcome.UNKNOWN);
        return draw.outcome() == Outcome.PROVED ? 0 : -1;
    }

    private static void add(long[] stats, ProofResult r) {
        stats[0] += r.created();
        stats[1] += r.expanded();
        stats[2] = Math.max(stats[2], r.maxTreeSize());
        stats[3] += r.nanos();
    }

    private static void print(String what, long[] stats) {
        System.out.printf("%-34s created %,12d  expanded %,11d  max tree %,10d  %8.1f ms%n", what, stats[0],
                stats[1], stats[2], stats[3] / 1e6);
    }

    /** Tic-tac-toe is a draw: neither player can win, both can draw (the second at an AND root). */
    @ParameterizedTest
    @ValueSource(strings = {"pn", "pn2"})
    void ticTacToeIsADraw(String name) {
        ProofSearch search = search(name);
        GameState s = MnkGame.ticTacToe().start();
        for (int attacker = 0; attacker < 2; attacker++) {
            long[] stats = new long[4];
            ProofResult win = search.prove(s, attacker, Goal.WIN);
            ProofResult draw = search.prove(s, attacker, Goal.AT_LEAST_DRAW);
            add(stats, win);
            add(stats, draw);
            assertThat(win.outcome()).isEqualTo(Outcome.DISPROVED);
            assertThat(draw.outcome()).isEqualTo(Outcome.PROVED);
            if (attacker == 0) {
                assertThat(draw.move()).isBetween(0, 8); // any first move draws
            } else {
                assertThat(draw.move()).isEqualTo(-1); // an AND root: no move of the attacker's
            }
            assertThat(s.ply()).isZero();
            print(name + " tic-tac-toe attacker " + attacker, stats);
        }
    }

    /** On the empty 4×4 and 5×4 boards the side to move does not win but draws. */
    @ParameterizedTest
    @ValueSource(strings = {"pn", "pn2"})
    void smallEmptyBoardsAreDraws(String name) {
        ProofSearch search = search(name);
        for (int width : new int[] {4, 5}) {
            GameState s = new Connect4Game(Board.of(width, 4)).start();
            long[] stats = new long[4];
            ProofResult win = search.prove(s, 0, Goal.WIN);
            ProofResult draw = search.prove(s, 0, Goal.AT_LEAST_DRAW);
            add(stats, win);
            add(stats, draw);
            assertThat(win.outcome()).as("%dx4", width).isEqualTo(Outcome.DISPROVED);
            assertThat(draw.outcome()).as("%dx4", width).isEqualTo(Outcome.PROVED);
            assertThat(s.ply()).isZero();
            print(name + " connect-4 " + width + "x4 both", stats);
        }
    }

    /**
     * The empty 6×4 board is a win for the second player (Allis; Tromp): asked at an AND root
     * (the first player to move), PN and PN² prove it within a 1 GiB budget.
     */
    @ParameterizedTest
    @ValueSource(strings = {"pn", "pn2"})
    void sixByFourIsASecondPlayerWin(String name) {
        ProofSearch search = name.equals("pn") ? new ProofNumberSearch(new ProofLimits(Long.MAX_VALUE, 1L << 30))
                : new Pn2Search(new ProofLimits(Long.MAX_VALUE, 1L << 30));
        GameState s = new Connect4Game(Board.of(6, 4)).start();
        long[] stats = new long[4];
        ProofResult r = search.prove(s, 1, Goal.WIN);
        add(stats, r);
        assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(r.move()).isEqualTo(-1); // the root is the defender's
        assertThat(s.ply()).isZero();
        print(name + " connect-4 6x4 second wins", stats);
    }

    /**
     * Every position of Test_L3_R1 and of Test_L2_R1 (1000 each): the weak value from
     * two proof searches equals the sign of the suite's score; every proved win's move wins (the
     * solver's weak value of the position after it is a loss for the opponent); the state is
     * restored.
     */
    @ParameterizedTest
    @ValueSource(strings = {"pn", "pn2"})
    void pons7x6SuitesWeakValues(String name) {
        ProofSearch search = search(name);
        for (String suiteName : List.of("Test_L3_R1", "Test_L2_R1")) {
            Suite suite = Suite.load(suiteName);
            List<Suite.Entry> entries = suite.entries();
            Connect4Game game = new Connect4Game(suite.board());
            long[] stats = new long[4];
            Supplier<Solver> solver = () -> new Solver(suite.board(),
                    SolverOptions.defaults().withMemory(64L << 20).withThreads(1));
            try (Solver exact = solver.get()) {
                int checkedMoves = 0;
                for (Suite.Entry e : entries) {
                    GameState s = game.parse(e.sequence());
                    long key = s.key();
                    assertThat(weakValue(search, s, stats)).as(e.sequence()).isEqualTo(Integer.signum(e.score()));
                    assertThat(s.key()).isEqualTo(key);
                    assertThat(s.ply()).isEqualTo(e.sequence().length());
                    if (e.score() > 0 && checkedMoves++ % 5 == 0) {
                        int move = search.prove(s, s.player(), Goal.WIN).move();
                        var after = Notation.parseSequence(e.sequence() + (move + 1), suite.board());
                        assertThat(after.isOver() ? -1 : exact.solveScore(after, true)).as(e.sequence())
                                .isEqualTo(-1);
                    }
                }
            }
            print(name + " " + suiteName + " (" + entries.size() + ")", stats);
        }
    }
}
