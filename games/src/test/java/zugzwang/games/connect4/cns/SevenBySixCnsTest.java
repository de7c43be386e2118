package zugzwang.games.connect4.cns;

import zugzwang.games.connect4.rules.Verdict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Suite;

/**
 * The conspiracy-number search on the standard board: the six first moves other than 1.d1 (Black
 * at least draws, Allis 1988 §10.3 and appendix B; the rules prove it at the root, one node) and
 * positions of the Test_L3_R1 suite against their exact scores.
 */
class SevenBySixCnsTest {

    @Test
    void everyFirstMoveButD1LetsBlackAtLeastDraw() {
        Board board = Board.STANDARD;
        ConspiracySolver cns = new ConspiracySolver(board, CnsLimits.defaults().withMemory(64L << 20));
        for (int c = 0; c < 7; c++) {
            if (c == 3) {
                continue;
            }
            Position p = Position.empty(board);
            p.play(c);
            CnsResult r = cns.solve(p, true);
            assertThat(r.value()).as("1.%s1", (char) ('a' + c)).isEqualTo(Verdict.SECOND_AT_LEAST_DRAWS);
            assertThat(r.nodes()).as("proved by the rules at the root").isEqualTo(1);
        }
    }

    @Test
    void suitePositionsAgreeWithTheirScores() {
        Board board = Board.STANDARD;
        Suite suite = Suite.load("Test_L3_R1");
        CnsLimits limits = new CnsLimits(2_000, 200_000, 64L << 20);
        ConspiracySolver cns = new ConspiracySolver(board, limits);
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        List<String> bad = new ArrayList<>();
        int n = Integer.parseInt(System.getenv().getOrDefault("CNS_SUITE", "400"));
        for (Suite.Entry e : suite.entries().subList(0, n)) {
            Position p = Notation.parse(e.sequence(), board);
            CnsResult r = cns.solve(p, false);
            counts.merge(r.value(), 1, Integer::sum);
            if (!r.value().agreesWith(Integer.signum(e.score()), p.firstToMove())) {
                bad.add(e.sequence() + " score " + e.score() + " cns " + r.value().label());
            }
        }
        System.out.println("Test_L3_R1 first " + n + ": " + counts + " bad " + bad);
        assertThat(bad).isEmpty();
        // most answers are complete (not a budget-limited partial value)
        int complete = counts.getOrDefault(Verdict.FIRST_WINS, 0) + counts.getOrDefault(Verdict.DRAW, 0)
                + counts.getOrDefault(Verdict.SECOND_WINS, 0);
        assertThat(complete).isGreaterThanOrEqualTo(n * 3 / 4);
    }
}
