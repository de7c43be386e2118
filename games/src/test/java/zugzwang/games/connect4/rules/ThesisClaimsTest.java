package zugzwang.games.connect4.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;

/**
 * Allis §10.1: after every first move of White on 4x4, 4x6, 5x4, 5x6, 6x4 and 6x6 the rules find
 * a Black answer after which Black at least draws (Black to move: the evaluator tries each answer).
 */
class ThesisClaimsTest {

    @ParameterizedTest
    @CsvSource({"4,4", "5,4", "6,4", "4,6", "5,6", "6,6"})
    void blackAtLeastDrawsAfterEveryFirstMove(int w, int h) {
        Board board = Board.of(w, h);
        Evaluator ev = new Evaluator(board);
        List<String> failed = new ArrayList<>();
        for (int c = 0; c < w; c++) {
            Position p = Position.empty(board);
            p.play(c);
            long t0 = System.nanoTime();
            Evaluation e = ev.evaluate(p);
            System.out.printf("%dx%d 1.%s: %s answer %s (%.1f ms) %s%n", w, h, Square.name(c, 0), e.verdict().label(),
                    e.move() < 0 ? "-" : Square.name(e.move(), p.heightOf(e.move())), (System.nanoTime() - t0) / 1e6,
                    e.rules());
            if (e.verdict() != Verdict.SECOND_AT_LEAST_DRAWS) {
                failed.add(Square.name(c, 0));
            }
        }
        assertThat(failed).isEmpty();
    }
}
