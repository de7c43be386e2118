package zugzwang.games.connect4.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;

/**
 * Soundness: on random reachable positions every verdict other than unknown must agree with the
 * exact solver. Positions come from uniformly random games cut at a random length; terminal
 * positions are skipped.
 */
public class SoundnessTest {

    static Position randomPosition(Board board, SplittableRandom rnd) {
        return randomPosition(board, rnd, board.area() - 1);
    }

    /**
     * A random position reached by up to {@code maxLen} random moves (uniform length) in which
     * nobody has won and the game is not over.
     */
    public static Position randomPosition(Board board, SplittableRandom rnd, int maxLen) {
        while (true) {
            Position p = Position.empty(board);
            int len = rnd.nextInt(maxLen + 1);
            boolean ok = true;
            for (int i = 0; i < len && ok; i++) {
                int[] moves = p.legalMoves();
                int c = moves[rnd.nextInt(moves.length)];
                if (p.isWinningMove(c)) {
                    ok = false;
                } else {
                    p.play(c);
                }
            }
            if (ok && !p.isOver()) {
                return p;
            }
        }
    }

    /** A random game of at least {@code minStones} stones (no four on the board), or null if it ended sooner. */
    static Position randomLatePosition(Board board, SplittableRandom rnd, int minStones) {
        Position p = Position.empty(board);
        int len = minStones + rnd.nextInt(board.area() - minStones);
        for (int i = 0; i < len; i++) {
            int[] moves = p.legalMoves();
            int c = moves[rnd.nextInt(moves.length)];
            if (p.isWinningMove(c)) {
                return null;
            }
            p.play(c);
        }
        return p.isOver() ? null : p;
    }

    /**
     * Late positions, rich in White odd threats and threat combinations (§8.2-8.4): every verdict
     * agrees with the solver, and the threat combinations and the §9.2 Aftereven win do fire.
     */
    @ParameterizedTest
    @CsvSource({"6,4,12,4000", "7,4,14,4000", "5,4,10,4000", "6,6,20,1500", "7,6,24,600"})
    void lateVerdictsAgreeWithTheSolver(int w, int h, int minStones, int samples) {
        Board board = Board.of(w, h);
        Evaluator ev = new Evaluator(board);
        SplittableRandom rnd = new SplittableRandom(8_3_4L * w + h);
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        List<String> bad = new ArrayList<>();
        int combos = 0;
        int afterevenWins = 0;
        samples *= Integer.parseInt(System.getenv().getOrDefault("VICTOR_SCALE", "1"));
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(64 << 20).withThreads(1))) {
            int done = 0;
            while (done < samples) {
                Position p = randomLatePosition(board, rnd, minStones);
                if (p == null) {
                    continue;
                }
                done++;
                Evaluation e = ev.evaluate(p);
                counts.merge(e.verdict(), 1, Integer::sum);
                if (e.verdict() == Verdict.UNKNOWN) {
                    continue;
                }
                combos += e.reason().contains("threat combination") ? 1 : 0;
                afterevenWins += e.reason().contains("Aftereven completes") ? 1 : 0;
                int s = solver.solveScore(p, true);
                if (!e.verdict().agreesWith(s, p.firstToMove())) {
                    bad.add(Notation.diagramLine(p) + " " + e.verdict().label() + " but score " + s
                            + (p.firstToMove() ? " (White to move)" : " (Black to move)") + " move " + e.move()
                            + " " + e.reason() + " " + e.rules());
                }
            }
        }
        System.out.println(w + "x" + h + " late(" + minStones + "+) " + counts + " combinations " + combos
                + " aftereven-wins " + afterevenWins + " bad " + bad.size());
        bad.stream().limit(5).forEach(System.out::println);
        assertThat(bad).isEmpty();
        assertThat(afterevenWins).as("§9.2 Aftereven wins for Black").isPositive();
        if (h == 4) {
            assertThat(combos).as("White wins by a threat combination").isPositive();
        }
    }

    /**
     * §9.2: "If we find a set of solutions of which one is an Aftereven, we can be sure that Black
     * will win the game." 7x6 positions (found by random play) where the rule set has one.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "3116236753346737722531    | -1 | Aftereven d3 d4",
            "5632151465635526524       | b4 | Aftereven a3 a4 c3 c4 d3 d4",
            "7353262226635572762737555 | a1 | Aftereven d1 d2"})
    void afterevenGivesBlackTheWin(String sequence, String move, String aftereven) {
        Board board = Board.STANDARD;
        Position p = Notation.parse(sequence, board);
        Evaluation e = new Evaluator(board).evaluate(p);
        assertThat(e.verdict()).isEqualTo(Verdict.SECOND_WINS);
        assertThat(e.move() < 0 ? "-1" : Square.name(e.move(), p.heightOf(e.move()))).isEqualTo(move);
        assertThat(e.rules()).extracting(Object::toString).contains(aftereven);
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(64 << 20).withThreads(1))) {
            assertThat(solver.solveScore(p, true)).isEqualTo(p.firstToMove() ? -1 : 1);
        }
    }

    @ParameterizedTest
    @CsvSource({"4,4,3000", "5,4,3000", "6,4,2000", "4,6,2000"})
    void nonUnknownVerdictsAgreeWithTheSolver(int w, int h, int samples) {
        Board board = Board.of(w, h);
        Evaluator ev = new Evaluator(board);
        SplittableRandom rnd = new SplittableRandom(20240611L + w * 31 + h);
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        List<String> bad = new ArrayList<>();
        int byRules = 0;
        samples *= Integer.parseInt(System.getenv().getOrDefault("VICTOR_SCALE", "1")); // VICTOR_SCALE=N: longer run
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(64 << 20).withThreads(1))) {
            for (int i = 0; i < samples; i++) {
                Position p = randomPosition(board, rnd);
                Evaluation e = ev.evaluate(p);
                counts.merge(e.verdict(), 1, Integer::sum);
                if (e.verdict() == Verdict.UNKNOWN) {
                    continue;
                }
                if (!e.rules().isEmpty()) {
                    byRules++;
                }
                int s = solver.solveScore(p, true);
                if (!e.verdict().agreesWith(s, p.firstToMove())) {
                    bad.add(Notation.diagramLine(p) + " " + e.verdict().label() + " but score " + s
                            + (p.firstToMove() ? " (White to move)" : " (Black to move)") + " move " + e.move()
                            + " " + e.rules());
                }
            }
        }
        System.out.println(w + "x" + h + " " + counts + " from rules " + byRules + " bad " + bad.size());
        bad.stream().limit(5).forEach(System.out::println);
        assertThat(bad).isEmpty();
    }
}
