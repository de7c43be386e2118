package zugzwang.games.connect4.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;

/**
 * Threat combinations (Allis 1988, §8.3-8.4): detection on a hand-made position, and soundness of
 * the combination claims on their own: on random late positions with Black to move and a White
 * threat combination, every White win the combination rule set gives (with no single odd threat
 * tried first) agrees with the exact solver.
 */
class ThreatCombinationTest {

    @Test
    void findsTheCombinationOfDiagram83Shape() {
        // White d1 e2 (group d1-g4) and d3 e3 (group d3-g3); f1 g1 g2 filled so f3 is not playable.
        Board board = Board.STANDARD;
        long white = Square.parse(board, "d1") | Square.parse(board, "e2") | Square.parse(board, "d3")
                | Square.parse(board, "e3") | Square.parse(board, "a1");
        long black = Square.parse(board, "d2") | Square.parse(board, "e1") | Square.parse(board, "f1")
                | Square.parse(board, "a2") | Square.parse(board, "a3");
        List<ThreatCombination> found = ThreatCombination.find(board, Group.all(board), white, black);
        assertThat(found).extracting(ThreatCombination::describe)
                .contains("crossing f3, odd g3, even g4 (groups d3-g3, d1-g4)");
        ThreatCombination tc = found.stream().filter(t -> t.describe().startsWith("crossing f3, odd g3"))
                .findFirst().orElseThrow();
        assertThat(tc.evenAbove()).isTrue();
        long mask = white | black;
        // claim 1: f3 and f5 (odd) are White's; f2, the playable square, is even anyway
        assertThat(Square.names(board, tc.whiteGets(mask))).isEqualTo("f3 f5");
        // claim 2: a Black group with f4 and g5 is refuted; claim 3: f4 with g3
        long c4g5 = Square.parse(board, "c1") | Square.parse(board, "d2") | Square.parse(board, "e3")
                | Square.parse(board, "f4");
        assertThat(tc.refutes(c4g5, mask)).isFalse(); // only f4: not refuted by the pair claims
        long f4g5 = Square.parse(board, "d2") | Square.parse(board, "e3") | Square.parse(board, "f4")
                | Square.parse(board, "g5");
        assertThat(tc.refutes(f4g5, mask)).isTrue();
        long f4g3 = Square.parse(board, "d4") | Square.parse(board, "e4") | Square.parse(board, "f4")
                | Square.parse(board, "g4");
        assertThat(tc.refutes(f4g3, mask)).isTrue(); // f4 and g4 are above f3 and g3 (claim 2)
        long g1g4 = board.columnMask(6) & ~Square.parse(board, "g5") & ~Square.parse(board, "g6");
        assertThat(tc.refutes(g1g4, mask)).isTrue(); // vertical g1-g4: two adjacent squares up to g3
    }

    /** 7x6 positions (found by random play) that VICTOR wins for White by a threat combination. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "44426675333347425633645   | crossing e5, odd f5, even f6 (groups c5-f5, c3-f6)",
            "75614653735734474336114   | crossing e5, odd f5, even f6 (groups c5-f5, c3-f6)",
            "5543364344463233224       | crossing b5, odd a5, even a6 (groups a5-d5, a6-d3)",
            "2545454451714456          | after White plays a3, White's threat combination (crossing f5, odd g5, even g6"})
    void sevenBySixCombinationWins(String sequence, String reason) {
        Board board = Board.STANDARD;
        Position p = Notation.parse(sequence, board);
        Evaluation e = new Evaluator(board).evaluate(p);
        assertThat(e.verdict()).isEqualTo(Verdict.FIRST_WINS);
        assertThat(e.reason()).contains(reason);
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(64 << 20).withThreads(1))) {
            assertThat(solver.solveScore(p, true)).isEqualTo(p.firstToMove() ? 1 : -1);
        }
    }

    @ParameterizedTest
    @CsvSource({"6,4,8,500000", "7,4,9,500000", "5,4,7,500000", "6,6,16,300000", "7,6,22,600000", "7,6,18,300000"})
    void combinationWinsAgreeWithTheSolver(int w, int h, int minStones, int samples) {
        Board board = Board.of(w, h);
        Evaluator ev = new Evaluator(board);
        SplittableRandom rnd = new SplittableRandom(8_4L * w + h);
        List<String> bad = new ArrayList<>();
        int withCombination = 0;
        int wins = 0;
        samples *= Integer.parseInt(System.getenv().getOrDefault("VICTOR_SCALE", "1"));
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(64 << 20).withThreads(1))) {
            for (int i = 0; i < samples; i++) {
                Position p = SoundnessTest.randomLatePosition(board, rnd, minStones);
                if (p == null || p.firstToMove()) {
                    continue;
                }
                long white = p.firstStones();
                long black = p.secondStones();
                if (ThreatCombination.find(board, Group.all(board), white, black).isEmpty()
                        || (board.winningCells(black, p.mask()) & board.playable(p.mask())) != 0) {
                    continue; // no combination, or Black wins at once
                }
                withCombination++;
                Evaluation e = ev.combinationWin(white, black);
                if (e == null) {
                    continue;
                }
                wins++;
                int s = solver.solveScore(p, true);
                if (!e.verdict().agreesWith(s, false)) {
                    bad.add(Notation.diagramLine(p) + " score " + s + " " + e.reason() + " " + e.rules());
                }
            }
        }
        System.out.println(w + "x" + h + " positions with a combination " + withCombination
                + ", White wins by a combination " + wins + ", bad " + bad.size());
        bad.stream().limit(5).forEach(System.out::println);
        assertThat(bad).isEmpty();
        assertThat(wins).as("combination wins found").isGreaterThan(h == 6 ? 0 : 50);
    }
}
