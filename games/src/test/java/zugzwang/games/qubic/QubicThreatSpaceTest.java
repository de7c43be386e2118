package zugzwang.games.qubic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class QubicThreatSpaceTest {
    private static final long BUDGET = 200_000;

    /**
     * Plays a threat sequence by the rules against every defence: after each attacker move the
     * defender cannot win at once and every reply but the forced one loses at once (the attacker
     * completes a line); the forced reply is the one given; the last move completes a line.
     */
    private static boolean replays(long att, long def, int[] seq) {
        for (int i = 0; i + 1 < seq.length; i += 2) {
            long a = 1L << seq[i];
            long d = 1L << seq[i + 1];
            if (((att | def) & a) != 0 || PlainLines.four(att) || PlainLines.four(def)) {
                return false;
            }
            att |= a;
            if (PlainLines.four(att) || PlainLines.wins(def, att) != 0) {
                return false; // the sequence should have ended, or the defender wins first
            }
            long threats = PlainLines.wins(att, def);
            if ((threats & d) == 0) {
                return false; // the given reply is not forced
            }
            if (((att | def) & d) != 0) {
                return false;
            }
            def |= d;
            if (PlainLines.four(def)) {
                return false;
            }
        }
        long last = 1L << seq[seq.length - 1];
        return ((att | def) & last) == 0 && PlainLines.four(att | last) && !PlainLines.four(def);
    }

    /**
     * A plain forcing search, written independently: does the attacker win within {@code depth}
     * threats, each answered by the only reply that does not lose at once?
     */
    private static boolean forcedWin(long att, long def, int depth) {
        if (PlainLines.wins(att, def) != 0) {
            return true;
        }
        if (depth == 0) {
            return false;
        }
        long defThreats = PlainLines.wins(def, att);
        if (Long.bitCount(defThreats) > 1) {
            return false;
        }
        for (int c = 0; c < 64; c++) {
            long a = 1L << c;
            if (((att | def) & a) != 0 || (defThreats != 0 && defThreats != a)) {
                continue;
            }
            long t = PlainLines.wins(att | a, def);
            if (t == 0) {
                continue;
            }
            if (Long.bitCount(t) > 1) {
                return true; // a double threat: she cannot win first (her only three was blocked)
            }
            long d = t;
            if (PlainLines.four(def | d)) {
                continue;
            }
            if (forcedWin(att | a, def | d, depth - 1)) {
                return true;
            }
        }
        return false;
    }

    private static long[] randomPosition(SplittableRandom r, int stones) {
        while (true) {
            long x = 0;
            long o = 0;
            for (int k = 0; k < stones; k++) {
                int c;
                do {
                    c = r.nextInt(64);
                } while (((x | o) >>> c & 1) != 0);
                if (k % 2 == 0) {
                    x |= 1L << c;
                } else {
                    o |= 1L << c;
                }
            }
            if (!PlainLines.four(x) && !PlainLines.four(o) && PlainLines.wins(x, o) == 0) {
                return new long[] {x, o}; // x to move (stones even), no immediate win
            }
        }
    }

    /**
     * Each global check matters: without it, some random position gets a "winning" sequence that
     * the rules refute (and with it, that position's sequence, if any, replays).
     */
    @ParameterizedTest
    @EnumSource(QubicThreatSpace.Check.class)
    void everyGlobalCheckIsNeeded(QubicThreatSpace.Check check) {
        SplittableRandom r = new SplittableRandom(41);
        java.util.Set<QubicThreatSpace.Check> without = java.util.EnumSet.allOf(QubicThreatSpace.Check.class);
        without.remove(check);
        int refuted = 0;
        for (int i = 0; i < 3000 && refuted < 3; i++) {
            long[] p = randomPosition(r, 2 * (8 + r.nextInt(10)));
            QubicThreatSpace.Result loose = new QubicThreatSpace(p[0], p[1], without).search(BUDGET);
            if (loose.wins() && !replays(p[0], p[1], loose.sequence())) {
                refuted++;
                QubicThreatSpace.Result strict = new QubicThreatSpace(p[0], p[1]).search(BUDGET);
                assertThat(!strict.wins() || replays(p[0], p[1], strict.sequence())).isTrue();
            }
        }
        System.out.printf("qubic threat space without %s: %d refuted sequences found%n", check, refuted);
        assertThat(refuted).as("positions where the search without %s claims a refuted win", check).isPositive();
    }

    @Test
    void nineHundredTwelveOperators() {
        assertThat(QubicThreatSpace.table().size()).isEqualTo(912);
    }

    @Test
    void everySequenceFoundReplaysAndTheForcingSearchAgrees() {
        SplittableRandom r = new SplittableRandom(1992);
        int found = 0;
        int missed = 0;
        int positions = 0;
        // -Dqubic.forcing=14 -Dqubic.positions=20000 checks more (seconds): 1 win of 20,000 missed
        int depth = Integer.getInteger("qubic.forcing", 8);
        int count = Integer.getInteger("qubic.positions", 1000);
        for (int i = 0; i < count; i++) {
            long[] p = randomPosition(r, 2 * (6 + r.nextInt(8)));
            positions++;
            QubicThreatSpace.Result res = new QubicThreatSpace(p[0], p[1]).search(BUDGET);
            if (res.wins()) {
                found++;
                assertThat(replays(p[0], p[1], res.sequence())).as("sequence %s", java.util.Arrays.toString(res.sequence())).isTrue();
                int threats = res.sequence().length / 2;
                assertThat(forcedWin(p[0], p[1], threats)).isTrue();
            } else if (res.search().complete() && forcedWin(p[0], p[1], depth)) {
                missed++;
            }
        }
        System.out.printf("qubic threat space: %d of %d positions won by a threat sequence; %d wins within %d threats"
                + " the db-search missed%n", found, positions, missed, depth);
        assertThat(found).isGreaterThan(count / 10);
        assertThat(missed).as("wins the forcing search finds and db-search does not").isZero();
    }
}
