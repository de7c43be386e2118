package zugzwang.games.connect4.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Suite;

/**
 * Soundness on the shipped 7x6 test sets: every verdict other than unknown agrees with the sign of
 * the stored exact score (side to move). Also records the evaluation time per position.
 */
class SuiteSoundnessTest {

    @ParameterizedTest
    @ValueSource(strings = {"Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1"})
    void verdictsAgreeWithStoredScores(String name) {
        Suite suite = Suite.load(name);
        Evaluator ev = new Evaluator(suite.board());
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        List<String> bad = new ArrayList<>();
        long worst = 0;
        long total = 0;
        for (Suite.Entry entry : suite.entries()) {
            Position p = Notation.parse(entry.sequence(), suite.board());
            long t0 = System.nanoTime();
            Evaluation e = ev.evaluate(p);
            long dt = System.nanoTime() - t0;
            worst = Math.max(worst, dt);
            total += dt;
            counts.merge(e.verdict(), 1, Integer::sum);
            if (!e.verdict().agreesWith(Integer.signum(entry.score()), p.firstToMove())) {
                bad.add(entry.sequence() + " " + e.verdict().label() + " score " + entry.score() + " " + e.rules());
            }
        }
        System.out.printf("%s %s bad %d, mean %.2f ms, worst %.1f ms%n", name, counts, bad.size(),
                total / 1e6 / suite.entries().size(), worst / 1e6);
        bad.stream().limit(5).forEach(System.out::println);
        assertThat(bad).isEmpty();
        assertThat(worst).as("worst evaluation time").isLessThan(2_000_000_000L);
    }
}
