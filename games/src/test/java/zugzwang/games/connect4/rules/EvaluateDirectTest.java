package zugzwang.games.connect4.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Suite;

/**
 * {@link Evaluator#evaluateDirect}: agrees with the suites' exact scores, and decides a subset of
 * what {@link Evaluator#evaluate} decides (it skips trying a move first), with the same verdict.
 */
class EvaluateDirectTest {
    @ParameterizedTest
    @ValueSource(strings = {"Test_L2_R1", "Test_L2_R2", "Test_L3_R1"})
    void soundAndASubsetOfTheFullEvaluation(String name) {
        Suite suite = Suite.load(name);
        Evaluator ev = new Evaluator(suite.board());
        int decided = 0;
        for (int i = 0; i < 60; i++) {
            Suite.Entry e = suite.entries().get(i);
            Position p = Notation.parse(e.sequence(), suite.board());
            Verdict direct = ev.evaluateDirect(p).verdict();
            assertThat(direct.agreesWith(e.score(), p.firstToMove())).as(e.sequence() + " " + direct).isTrue();
            if (direct != Verdict.UNKNOWN) {
                decided++;
                assertThat(ev.evaluate(p).verdict()).as(e.sequence()).isEqualTo(direct);
            }
        }
        assertThat(decided).as("positions decided").isPositive();
    }
}
