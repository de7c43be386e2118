package zugzwang.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ThreatAnswersTest {
    private static final long TSS = 300;

    /** A threat-space search's answer as the prover reads it, made afresh. */
    private static ThreatAnswers.Answer fresh(GomokuBoard b, GomokuRule rule, long[] attacker, long[] defender) {
        GomokuThreatSpace.Result r = GomokuThreatSpace.forStones(b, rule, attacker, defender, TSS).search();
        return new ThreatAnswers.Answer(r.wins(), r.wins() ? GomokuThreats.of(b).gain(r.threats()[0]) : -1,
                r.related(), false);
    }

    private static void assertSame(ThreatAnswers.Answer got, ThreatAnswers.Answer expected, String what) {
        assertThat(got.wins()).as(what).isEqualTo(expected.wins());
        assertThat(got.gain()).as(what).isEqualTo(expected.gain());
        assertThat(got.related()).as(what).isEqualTo(expected.related());
    }

    /** Random positions of both rules near the centre, either side attacking. */
    private static List<GomokuPosition> positions(GomokuBoard b, GomokuRule rule, int count, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        List<GomokuPosition> out = new ArrayList<>();
        while (out.size() < count) {
            GomokuPosition p = RandomPlay.clustered(b, rule, r, 6 + r.nextInt(14), 5);
            if (p != null) {
                out.add(p);
            }
        }
        return out;
    }

    @Test
    void everyAnswerIsTheOneAFreshSearchGivesAndAnAskedOneIsFound() {
        GomokuBoard b = new GomokuBoard(15, 15);
        for (GomokuRule rule : GomokuRule.values()) {
            ThreatAnswers answers = new ThreatAnswers(b, rule, TSS, 1 << 12);
            int wins = 0;
            List<GomokuPosition> ps = positions(b, rule, 40, 5);
            for (GomokuPosition p : ps) {
                for (int side = 0; side < 2; side++) {
                    long[] a = p.stonesOf(side).clone();
                    long[] d = p.stonesOf(1 - side).clone();
                    ThreatAnswers.Answer expected = fresh(b, rule, a, d);
                    wins += expected.wins() ? 1 : 0;
                    String what = rule + " " + GomokuNotation.game(p) + " side " + side;
                    long searched = answers.misses();
                    assertSame(answers.answer(a, d, (x, y) -> fresh(b, rule, x, y), false), expected, what);
                    assertThat(answers.misses()).as(what).isEqualTo(searched + 1);
                    // asked again: found, no search
                    assertSame(answers.answer(a, d, (x, y) -> {
                        throw new AssertionError("searched again: " + what);
                    }, false), expected, what);
                }
            }
            assertThat(answers.hits()).isEqualTo(2L * ps.size());
            assertThat(wins).as("some searches win, some do not").isBetween(1, 2 * ps.size() - 1);
        }
    }

    /**
     * A cut answer (a search stopped within a level) serves an ask that allows a cut, not one for
     * the whole search: that one searches, and its answer replaces the cut one for every ask.
     */
    @Test
    void aCutAnswerServesOnlyWhereACutOneMay() {
        GomokuBoard b = new GomokuBoard(15, 15);
        ThreatAnswers answers = new ThreatAnswers(b, GomokuRule.FREESTYLE, TSS, 1 << 10);
        long[] a = new long[b.words()];
        long[] d = new long[b.words()];
        a[0] = 1L << 5;
        d[0] = 1L << 9;
        int[] searched = new int[1];
        ThreatAnswers.Answer cut = new ThreatAnswers.Answer(false, -1, null, true);
        ThreatAnswers.Answer whole = new ThreatAnswers.Answer(false, -1, null, false);
        assertThat(answers.answer(a, d, (x, y) -> { searched[0]++; return cut; }, false)).isSameAs(cut);
        assertThat(answers.answer(a, d, (x, y) -> { searched[0]++; return whole; }, false)).isSameAs(cut);
        assertThat(searched[0]).isEqualTo(1);
        assertThat(answers.answer(a, d, (x, y) -> { searched[0]++; return whole; }, true)).isSameAs(whole);
        assertThat(searched[0]).isEqualTo(2);
        assertThat(answers.answer(a, d, (x, y) -> { searched[0]++; return cut; }, true)).isSameAs(whole);
        assertThat(answers.answer(a, d, (x, y) -> { searched[0]++; return cut; }, false)).isSameAs(whole);
        assertThat(searched[0]).isEqualTo(2);
    }

    @Test
    void aSlotHoldsOneAnswerAndAnotherKeyNeverReadsIt() {
        // one slot: every key lands in it; each replaces the one before and is never answered for another
        GomokuBoard b = new GomokuBoard(15, 15);
        ThreatAnswers answers = new ThreatAnswers(b, GomokuRule.FREESTYLE, TSS, 1);
        assertThat(answers.capacity()).isEqualTo(1);
        List<GomokuPosition> ps = positions(b, GomokuRule.FREESTYLE, 12, 7);
        for (int round = 0; round < 2; round++) {
            for (GomokuPosition p : ps) {
                long[] a = p.stonesOf(p.player()).clone();
                long[] d = p.stonesOf(1 - p.player()).clone();
                // the same stones with the sides swapped are another key
                for (long[][] k : new long[][][] {{a, d}, {d, a}}) {
                    assertSame(answers.answer(k[0], k[1], (x, y) -> fresh(b, GomokuRule.FREESTYLE, x, y), false),
                            fresh(b, GomokuRule.FREESTYLE, k[0], k[1]), GomokuNotation.game(p));
                }
            }
        }
        assertThat(answers.hits()).isZero();
        assertThat(new ThreatAnswers(b, GomokuRule.FREESTYLE, TSS, 1000).capacity()).isEqualTo(512);
    }

    @Test
    void aProverWithAnswersMakesTheSameSearchAndOneAskingAgainMakesNoThreatSearch() {
        GomokuBoard b = new GomokuBoard(9, 9);
        for (GomokuRule rule : GomokuRule.values()) {
            SplittableRandom r = new SplittableRandom(2);
            ThreatAnswers shared = new ThreatAnswers(b, rule, TSS, 1 << 18);
            ThreatAnswers tiny = new ThreatAnswers(b, rule, TSS, 8); // collisions all the time
            int proved = 0;
            for (int i = 0; i < 16; i++) {
                GomokuPosition p = RandomPlay.clustered(b, rule, r, 14, 6);
                if (p == null || p.isOver()) {
                    continue;
                }
                String what = rule + " " + GomokuNotation.game(p);
                GomokuProver.Result plain = new GomokuProver(b, rule, 0, 3_000, TSS, null).prove(p);
                for (ThreatAnswers answers : new ThreatAnswers[] {shared, tiny}) {
                    GomokuProver.Result with = new GomokuProver(b, rule, 0, 3_000, TSS, null).answers(answers).prove(p);
                    assertThat(with.outcome()).as(what).isEqualTo(plain.outcome());
                    assertThat(with.move()).as(what).isEqualTo(plain.move());
                    assertThat(with.nodes()).as(what).isEqualTo(plain.nodes());
                    assertThat(with.expansions()).as(what).isEqualTo(plain.expansions());
                }
                // the same position again with the answers of the first: all but the few a later
                // answer took the slot of (a lossy table) are answered
                GomokuProver.Result again = new GomokuProver(b, rule, 0, 3_000, TSS, null).answers(shared).prove(p);
                assertThat(again.nodes()).as(what).isEqualTo(plain.nodes());
                assertThat(plain.threatSearches()).as(what).isPositive();
                assertThat(again.threatSearches() * 20).as(what).isLessThanOrEqualTo(plain.threatSearches());
                proved += plain.outcome() == zugzwang.core.proof.Outcome.PROVED ? 1 : 0;
            }
            assertThat(proved).as(rule + ": some positions proved").isPositive();
        }
    }

    @Test
    void answersOfAnotherBoardRuleOrBudgetAreRefused() {
        GomokuBoard b = new GomokuBoard(15, 15);
        ThreatAnswers answers = new ThreatAnswers(b, GomokuRule.FREESTYLE, TSS, 16);
        assertThatThrownBy(() -> new GomokuProver(b, GomokuRule.FREESTYLE, 0, 10, 10_000, null).answers(answers))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new GomokuProver(b, GomokuRule.STANDARD, 0, 10, TSS, null).answers(answers))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new GomokuProver(new GomokuBoard(9, 9), GomokuRule.FREESTYLE, 0, 10, TSS, null)
                .answers(answers)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ThreatAnswers(b, GomokuRule.FREESTYLE, TSS, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
