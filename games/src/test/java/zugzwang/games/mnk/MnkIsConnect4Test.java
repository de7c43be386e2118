package zugzwang.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.search.AlphaBetaFailSoft;
import zugzwang.core.search.Evaluation;
import zugzwang.core.search.Search;
import zugzwang.core.search.SearchTable;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Connect4Game;
import zugzwang.games.connect4.WindowEvaluation;

/** The m,n,k-game w,h,4 with gravity is Connect-4 on a w×h board: same rules, values, evaluation. */
class MnkIsConnect4Test {

    /** Plays the same random columns in both games; checks the rules agree at every ply. */
    private static void playBoth(GameState mnk, GameState c4, Random rnd, int plies) {
        int w = ((MnkGame) mnk.game()).width();
        int[] a = new int[w];
        int[] b = new int[w];
        while (mnk.ply() < plies) {
            int n = mnk.moves(a);
            assertThat(c4.moves(b)).isEqualTo(n);
            for (int i = 0; i < n; i++) {
                assertThat(a[i]).isEqualTo(b[i]);
            }
            assertThat(mnk.isTerminal()).isEqualTo(c4.isTerminal());
            if (mnk.isTerminal()) {
                assertThat(mnk.value()).isEqualTo(c4.value());
                return;
            }
            int m = a[rnd.nextInt(n)];
            mnk.play(m);
            c4.play(m);
            assertThat(mnk.toString()).isEqualTo(c4.toString());
            assertThat(mnk.player()).isEqualTo(c4.player());
        }
    }

    @Test
    void sameRulesOnRandomGames() {
        Random rnd = new Random(10);
        for (int[] wh : new int[][] {{7, 6}, {4, 4}, {5, 4}, {8, 7}, {9, 6}, {4, 9}}) {
            MnkGame mnk = new MnkGame(wh[0], wh[1], 4, true);
            Connect4Game c4 = new Connect4Game(Board.of(wh[0], wh[1]));
            assertThat(mnk.maxMoves()).isEqualTo(c4.maxMoves());
            assertThat(mnk.maxLength()).isEqualTo(c4.maxLength());
            assertThat(mnk.maxValue()).isEqualTo(c4.maxValue());
            assertThat(mnk.symmetries()).isEqualTo(c4.symmetries());
            for (int game = 0; game < 300; game++) {
                playBoth(mnk.start(), c4.start(), rnd, wh[0] * wh[1]);
            }
        }
    }

    @Test
    void sameExactValuesOnSmallBoards() {
        Random rnd = new Random(11);
        for (int[] whn : new int[][] {{4, 4, 0, 150}, {5, 4, 5, 120}}) {
            MnkGame mnk = new MnkGame(whn[0], whn[1], 4, true);
            Connect4Game c4 = new Connect4Game(Board.of(whn[0], whn[1]));
            int area = whn[0] * whn[1];
            int minStones = whn[2];
            for (int i = 0; i < whn[3]; i++) {
                GameState a = mnk.start();
                GameState b = c4.start();
                playBoth(a, b, rnd, minStones + rnd.nextInt(area - minStones + 1));
                for (boolean weak : new boolean[] {false, true}) {
                    int va = new AlphaBetaFailSoft(Search.Settings.plain().withWeak(weak).withOrdering(mnk.centreFirst())
                            .withTable(new SearchTable(1 << 18))).search(a, Search.EXACT).value();
                    int vb = new AlphaBetaFailSoft(Search.Settings.plain().withWeak(weak).withOrdering(c4.centreFirst())
                            .withTable(new SearchTable(1 << 18))).search(b, Search.EXACT).value();
                    assertThat(va).as(a.toString()).isEqualTo(vb);
                }
            }
        }
        // and the empty 4x4 board: a draw in both
        assertThat(new AlphaBetaFailSoft(Search.Settings.plain().withTable(new SearchTable(1 << 20)))
                .search(new MnkGame(4, 4, 4, true).start(), Search.EXACT).value()).isZero();
    }

    @Test
    void windowEvaluationsAgreeOn7x6() {
        MnkGame mnk = new MnkGame(7, 6, 4, true);
        Connect4Game c4 = new Connect4Game(Board.STANDARD);
        Evaluation em = new MnkWindowEvaluation(mnk);
        WindowEvaluation ec = new WindowEvaluation(Board.STANDARD);
        assertThat(ec.windowCount()).isEqualTo(69).isEqualTo(mnk.lines().length);
        Random rnd = new Random(12);
        int[] moves = new int[7];
        int nonZero = 0;
        for (int game = 0; game < 300; game++) {
            GameState a = mnk.start();
            GameState b = c4.start();
            while (true) {
                for (int player = 0; player < 2; player++) {
                    int x = em.evaluate(a, player);
                    assertThat(x).as(a + "\nplayer " + player).isEqualTo(ec.evaluate(b, player));
                    nonZero += x != 0 ? 1 : 0;
                }
                if (a.isTerminal()) {
                    break;
                }
                int m = moves[rnd.nextInt(a.moves(moves))];
                a.play(m);
                b.play(m);
            }
        }
        assertThat(nonZero).isGreaterThan(1000);
    }

    /** The same evaluation on other sizes too (window evaluation of Connect-4 on any board). */
    @Test
    void windowEvaluationsAgreeOnOtherBoards() {
        Random rnd = new Random(13);
        for (int[] wh : new int[][] {{4, 4}, {6, 7}, {9, 5}}) {
            MnkGame mnk = new MnkGame(wh[0], wh[1], 4, true);
            Board board = Board.of(wh[0], wh[1]);
            Connect4Game c4 = new Connect4Game(board);
            Evaluation em = new MnkWindowEvaluation(mnk);
            Evaluation ec = new WindowEvaluation(board);
            int[] moves = new int[wh[0]];
            for (int game = 0; game < 50; game++) {
                GameState a = mnk.start();
                GameState b = c4.start();
                while (!a.isTerminal()) {
                    for (int player = 0; player < 2; player++) {
                        assertThat(em.evaluate(a, player)).isEqualTo(ec.evaluate(b, player));
                    }
                    int m = moves[rnd.nextInt(a.moves(moves))];
                    a.play(m);
                    b.play(m);
                }
            }
        }
    }
}
