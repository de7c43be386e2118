package zugzwang.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import zugzwang.games.gomoku.GomokuThreats.Kind;

/** Allis' operators for go-moku: their counts, and the threats they find against a plain scan of every line. */
class GomokuThreatsTest {
    @Test
    void anApplicationSeenThroughASymmetryIsTheOneOnTheMappedSquares() {
        for (GomokuBoard b : List.of(new GomokuBoard(15, 15), new GomokuBoard(9, 7))) {
            GomokuThreats t = GomokuThreats.of(b);
            for (int f = 0; f < t.size(); f++) {
                for (int sym = 0; sym < b.symmetries(); sym++) {
                    int s = sym;
                    int h = t.map(f, s);
                    assertThat(h).as("application %d, symmetry %d", f, s).isNotNegative();
                    assertThat(t.kind(h)).isEqualTo(t.kind(f));
                    assertThat(t.gain(h)).isEqualTo(b.map(t.gain(f), s));
                    assertThat(Arrays.stream(t.cost(h)).sorted().toArray())
                            .isEqualTo(Arrays.stream(t.cost(f)).map(x -> b.map(x, s)).sorted().toArray());
                    assertThat(Arrays.stream(t.line(h)).sorted().toArray())
                            .isEqualTo(Arrays.stream(t.line(f)).map(x -> b.map(x, s)).sorted().toArray());
                    assertThat(t.map(h, b.inverse(s))).isEqualTo(f);
                }
            }
        }
    }

    @Test
    void fifteenByFifteenHas3076OperatorsAnd23596Applications() {
        GomokuThreats t = GomokuThreats.of(new GomokuBoard(15, 15));
        // §5.3.2: |U_f| = 3076 operators, 23596 applications
        assertThat(t.operators()).isEqualTo(3076);
        assertThat(t.size()).isEqualTo(23596);
        Map<Kind, Integer> perKind = new EnumMap<>(Kind.class);
        for (int f = 0; f < t.size(); f++) {
            perKind.merge(t.kind(f), 1, Integer::sum);
            assertThat(t.line(f)).hasSize(t.kind(f).length());
            assertThat(t.attackerBefore(f).length + t.emptyBefore(f).length).isEqualTo(t.kind(f).length());
        }
        // 572·5 + 500·4 + 572·20 + 500·6 + 432·3 + 500·6
        assertThat(perKind).containsExactlyInAnyOrderEntriesOf(Map.of(Kind.FIVE, 2860, Kind.STRAIGHT_FOUR, 2000,
                Kind.FOUR, 11440, Kind.BROKEN_THREE, 3000, Kind.THREE_2, 1296, Kind.THREE_3, 3000));
        assertThat(GomokuThreats.of(new GomokuBoard(15, 15))).isSameAs(t);
    }

    @Test
    void theThreatsAreThoseAPlainScanOfEveryLineFindsUnderBothRules() {
        SplittableRandom r = new SplittableRandom(1994);
        int positions = 0;
        Map<Kind, Integer> seen = new EnumMap<>(Kind.class);
        int refusedByExtension = 0;
        for (GomokuBoard b : new GomokuBoard[] {new GomokuBoard(15, 15), new GomokuBoard(9, 7)}) {
            GomokuThreats t = GomokuThreats.of(b);
            for (int i = 0; i < 150; i++) {
                // dense clusters near the edges and in the middle, so that every kind of threat and overlines occur
                long[][] stones = new long[2][b.words()];
                int n = 10 + r.nextInt(40);
                int cx = r.nextInt(b.width());
                int cy = r.nextInt(b.height());
                for (int k = 0; k < n; k++) {
                    int s = b.square(Math.floorMod(cx + r.nextInt(7) - 3, b.width()),
                            Math.floorMod(cy + r.nextInt(7) - 3, b.height()));
                    if (!has(stones[0], s) && !has(stones[1], s)) {
                        stones[r.nextInt(3) == 0 ? 1 : 0][s >>> 6] |= 1L << s;
                    }
                }
                for (GomokuRule rule : GomokuRule.values()) {
                    Set<String> table = new HashSet<>();
                    for (int f : t.applicable(stones[0], stones[1], rule)) {
                        table.add(describe(t.kind(f), t.line(f), t.gain(f), t.cost(f)));
                        seen.merge(t.kind(f), 1, Integer::sum);
                    }
                    Set<String> scan = scan(b, stones[0], stones[1], rule);
                    assertThat(table).as("%s position %d", rule, i).isEqualTo(scan);
                    if (rule == GomokuRule.STANDARD) {
                        refusedByExtension += scan(b, stones[0], stones[1], GomokuRule.FREESTYLE).size() - scan.size();
                    }
                }
                positions++;
            }
        }
        assertThat(positions).isEqualTo(300);
        assertThat(seen.keySet()).containsExactlyInAnyOrder(Kind.values());
        assertThat(refusedByExtension).as("threats the standard rule refuses (an attacker stone extends the line)")
                .isGreaterThan(20);
    }

    @Test
    void asDbSearchOperatorsTheyApplyWhereTheTableSaysAndPlayTheirSquares() {
        GomokuBoard b = new GomokuBoard(15, 15);
        GomokuThreats t = GomokuThreats.of(b);
        long start = System.nanoTime();
        var ops = t.table();
        System.out.printf("go-moku 15x15: %d db-search operators over %d attributes built in %.0f ms%n", ops.size(),
                ops.attributes(), (System.nanoTime() - start) / 1e6);
        assertThat(ops.size()).isEqualTo(23596);
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < 50; i++) {
            long[][] stones = new long[2][b.words()];
            for (int k = 0; k < 40; k++) {
                int s = b.square(5 + r.nextInt(5), 5 + r.nextInt(5));
                if (!has(stones[0], s) && !has(stones[1], s)) {
                    stones[r.nextInt(2)][s >>> 6] |= 1L << s;
                }
            }
            long[] state = new long[ops.words()];
            for (int s = 0; s < b.squares(); s++) {
                int kind = has(stones[0], s) ? 0 : has(stones[1], s) ? 1 : 2;
                int a = t.attribute(kind, s);
                state[a >>> 6] |= 1L << a;
            }
            for (int f = 0; f < ops.size(); f++) {
                assertThat(ops.applicable(state, f)).isEqualTo(t.applies(f, stones[0], stones[1], GomokuRule.FREESTYLE));
            }
        }
        // a five's operator depends on the four that made its fourth stone: the four's gain is in the five's pre
        int four = -1;
        for (int f = 0; f < t.size() && four < 0; f++) {
            four = t.kind(f) == Kind.FOUR ? f : -1;
        }
        int gain = t.gain(four);
        boolean found = false;
        for (int f : ops.dependents(four)) {
            found |= t.kind(f) == Kind.FIVE && Arrays.stream(t.attackerBefore(f)).anyMatch(s -> s == gain);
        }
        assertThat(found).isTrue();
    }

    @Test
    void theWordMasksHoldWhereThePlainTestSaysForEitherSide() {
        // 7x7 has one word per block, 15x15 lines over two words, 19x19 lines over three (read square by square)
        SplittableRandom r = new SplittableRandom(20261129);
        for (int size : new int[] {7, 15, 19}) {
            GomokuBoard b = new GomokuBoard(size, size);
            GomokuThreats t = GomokuThreats.of(b);
            int words = b.words();
            long held = 0;
            // the fives (c = 0), and the fives and fours (c = 1), with a stone on each square
            List<List<List<Integer>>> withStone = new ArrayList<>();
            for (int c = 0; c < 2; c++) {
                List<List<Integer>> bySquare = new ArrayList<>();
                for (int sq = 0; sq < b.squares(); sq++) {
                    bySquare.add(new ArrayList<>());
                }
                for (int f = 0; f < t.size(); f++) {
                    if (t.kind(f).category() <= c) {
                        for (int sq : t.attackerBefore(f)) {
                            bySquare.get(sq).add(f);
                        }
                    }
                }
                withStone.add(bySquare);
            }
            for (int i = 0; i < 30; i++) {
                long[][] stones = new long[2][words];
                for (int k = 0; k < size * size / 3; k++) {
                    int s = r.nextInt(b.squares());
                    if (!has(stones[0], s) && !has(stones[1], s)) {
                        stones[r.nextInt(2)][s >>> 6] |= 1L << s;
                    }
                }
                long[] state = new long[3 * 64 * words / 64];
                for (int s = 0; s < b.squares(); s++) {
                    int kind = has(stones[0], s) ? 0 : has(stones[1], s) ? 1 : 2;
                    int a = t.attribute(kind, s);
                    state[a >>> 6] |= 1L << a;
                }
                for (int f = 0; f < t.size(); f++) {
                    boolean mine = t.holds(state, 0, 2 * words, f);
                    boolean hers = t.holds(state, words, 2 * words, f);
                    assertThat(mine).as("%dx%d threat %d, first side", size, size, f)
                            .isEqualTo(t.applies(f, stones[0], stones[1], GomokuRule.FREESTYLE));
                    assertThat(hers).as("%dx%d threat %d, second side", size, size, f)
                            .isEqualTo(t.applies(f, stones[1], stones[0], GomokuRule.FREESTYLE));
                    held += (mine ? 1 : 0) + (hers ? 1 : 0);
                }
                // the fives and straight fours anchored at each square, by direction: each in one
                // group, and a group whose count of stones falls short has none that holds; and
                // those with a stone on the square, anchored there or not, likewise; and the fives
                // and fours with a stone there (a defence search's candidates through her new stones)
                for (int sq = 0; sq < b.squares(); sq++) {
                    final int square = sq;
                    checkGroups(t, t.pendingGroupsAt(sq), Arrays.stream(t.pendingAnchoredAt(sq)).boxed().toList(),
                            stones, state);
                    checkGroups(t, t.pendingGroupsThrough(sq), Arrays.stream(t.pendingThrough(sq))
                            .filter(f -> Arrays.stream(t.attackerBefore(f)).anyMatch(x -> x == square))
                            .boxed().toList(), stones, state);
                    for (int c = 0; c < 2; c++) {
                        checkGroups(t, t.withStoneAt(sq, c), withStone.get(c).get(sq), stones, state);
                    }
                }
            }
            assertThat(held).as("%dx%d threats that hold", size, size).isGreaterThan(100);
        }
    }

    /** The groups hold {@code expected}, each threat once, and none that holds where its group's count falls short. */
    private static void checkGroups(GomokuThreats t, GomokuThreats.PendingGroup[] groups, List<Integer> expected,
            long[][] stones, long[] state) {
        int words = stones[0].length;
        Set<Integer> grouped = new HashSet<>();
        for (GomokuThreats.PendingGroup g : groups) {
            for (int side = 0; side < 2; side++) {
                int n = 0;
                for (int w = 0; w < words; w++) {
                    n += Long.bitCount(stones[side][w] & g.others()[w]);
                }
                for (int f : g.threats()) {
                    if (t.holds(state, side * words, 2 * words, f)) {
                        assertThat(n).as("threat %d", f).isGreaterThanOrEqualTo(g.need());
                    }
                }
            }
            for (int f : g.threats()) {
                assertThat(grouped.add(f)).isTrue();
            }
        }
        assertThat(grouped).containsExactlyInAnyOrderElementsOf(expected);
    }

    /**
     * Every threat by §5.2.2's definitions, found by trying each empty square on every window of
     * 5, 6 and 7 squares through it: "kind window gain replies".
     */
    private static Set<String> scan(GomokuBoard b, long[] a, long[] d, GomokuRule rule) {
        Set<String> out = new HashSet<>();
        for (int e = 0; e < b.squares(); e++) {
            if (has(a, e) || has(d, e)) {
                continue;
            }
            for (int dir = 0; dir < 4; dir++) {
                for (int len = 5; len <= 7; len++) {
                    for (int back = 0; back < len; back++) {
                        int[] w = new int[len];
                        int start = e;
                        for (int k = 0; k < back && start >= 0; k++) {
                            start = b.step(start, dir + 4);
                        }
                        int s = start;
                        for (int k = 0; k < len; k++) {
                            w[k] = s;
                            s = s < 0 ? -1 : b.step(s, dir);
                        }
                        if (Arrays.stream(w).anyMatch(x -> x < 0)) {
                            continue;
                        }
                        if (rule == GomokuRule.STANDARD) {
                            int before = b.step(w[0], dir + 4);
                            int after = b.step(w[len - 1], dir);
                            if ((before >= 0 && has(a, before)) || (after >= 0 && has(a, after))) {
                                continue; // an overline: no threat under the standard rule
                            }
                        }
                        char[] c = new char[len]; // after the attacker's stone on e: x attacker, o defender, . empty
                        for (int k = 0; k < len; k++) {
                            c[k] = w[k] == e || has(a, w[k]) ? 'x' : has(d, w[k]) ? 'o' : '.';
                        }
                        String p = new String(c);
                        classify(p, w, e, out);
                    }
                }
            }
        }
        return out;
    }

    private static void classify(String p, int[] w, int e, Set<String> out) {
        if (p.indexOf('o') >= 0) {
            return;
        }
        int len = p.length();
        long x = p.chars().filter(ch -> ch == 'x').count();
        if (len == 5 && x == 5) {
            out.add(describe(Kind.FIVE, w, e, new int[0]));
        } else if (len == 5 && x == 4) {
            out.add(describe(Kind.FOUR, w, e, new int[] {w[p.indexOf('.')]}));
        } else if (len == 6 && p.equals(".xxxx.")) {
            out.add(describe(Kind.STRAIGHT_FOUR, w, e, new int[0]));
        } else if (len == 7 && p.equals("..xxx..")) {
            out.add(describe(Kind.THREE_2, w, e, new int[] {w[1], w[5]}));
        } else if (len == 6 && p.charAt(0) == '.' && p.charAt(5) == '.' && x == 3) {
            int gap = p.indexOf('.', 1);
            Kind k = gap == 1 || gap == 4 ? Kind.THREE_3 : Kind.BROKEN_THREE; // consecutive stones, or not
            out.add(describe(k, w, e, new int[] {w[0], w[gap], w[5]}));
        }
    }

    private static String describe(Kind k, int[] line, int gain, int[] cost) {
        int[] c = cost.clone();
        Arrays.sort(c);
        return k + " " + Arrays.toString(line) + " " + gain + " " + Arrays.toString(c);
    }

    private static boolean has(long[] stones, int s) {
        return (stones[s >>> 6] >>> s & 1) != 0;
    }
}
