package zugzwang.games.cube;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link CubeSolver} against the independent {@link ReferenceSearch} (its own board, line list
 * and alpha-beta with a HashMap table; no code shared with the solver) on 2,000 positions of
 * difficulties 40–57 from {@link DifficultyGenerator}, and against exhaustive minimax without
 * pruning on 210 positions of 54–60 stones; the value under the 8 symmetries, {@code wins} for
 * both attackers, best moves, principal variations and {@code analyze} against the reference;
 * every solver configuration (seed 001's, the defaults, with and without each enhancement) and
 * table size (the minimum to 288 MiB) gives the reference's values. The positions and their
 * reference values are computed once for the class.
 */
class CubeSolverReferenceTest {
    private static final long SEED = 20_240_601L;

    /** A position (as its game) and its reference value for the player to move. */
    record Sample(int[] game, CubePosition position, int value) {
        String text() {
            return CubeNotation.sequence(game);
        }
    }

    private static List<Sample> samples;
    private static ReferenceSearch reference;

    /** How many positions of each difficulty (2,000 in all): fewer of the shallow, slow ones. */
    private static int countFor(int d) {
        return d <= 41 ? 40 : d <= 43 ? 50 : 130;
    }

    @BeforeAll
    static void computeReferenceValues() {
        reference = new ReferenceSearch(2_000_000);
        samples = new ArrayList<>();
        long nodes = 0;
        long start = System.nanoTime();
        for (int d = 40; d <= 57; d++) {
            Set<CubePosition> seen = new HashSet<>();
            int n = countFor(d);
            for (int[] game : DifficultyGenerator.generate(d, n + 10, SEED)) {
                CubePosition p = CubeTestPositions.play(game);
                if (seen.size() == n || !seen.add(p)) {
                    continue;
                }
                reference.set(p.first(), p.second());
                reference.nodes = 0;
                int v = reference.value();
                nodes += reference.nodes;
                samples.add(new Sample(game, p, v));
            }
            assertThat(seen).hasSize(n);
        }
        System.out.printf("reference alpha-beta: %d positions, %d nodes, %.1f s%n", samples.size(), nodes,
                (System.nanoTime() - start) / 1e9);
    }

    private static CubeSolver solver(long bytes, UnaryOperator<CubeSolverOptions> config) {
        return new CubeSolver(config.apply(CubeSolverOptions.of(bytes, 1)));
    }

    /** The main comparison: every sample's three-valued value, and wins() for both attackers. */
    @Test
    void valuesAgreeWithTheReferenceOnTwoThousandPositions() {
        assertThat(samples).hasSize(2_000);
        int[] byValue = new int[3];
        int[] byParity = new int[2];
        try (CubeSolver solver = solver(64L << 20, o -> o)) {
            for (Sample s : samples) {
                CubePosition p = s.position();
                assertThat(p.stones()).isGreaterThanOrEqualTo(40);
                assertThat(solver.value(p)).as(s.text()).isEqualTo(s.value());
                int mover = p.player();
                assertThat(solver.wins(p, mover)).as(s.text()).isEqualTo(s.value() == 1);
                assertThat(solver.wins(p, 1 - mover)).as(s.text()).isEqualTo(s.value() == -1);
                byValue[s.value() + 1]++;
                byParity[mover]++;
            }
        }
        System.out.printf("values: %d losses, %d draws, %d wins; %d with x to move, %d with o%n", byValue[0], byValue[1],
                byValue[2], byParity[0], byParity[1]);
        // all three values occur, and both players are to move
        assertThat(byValue[0]).isGreaterThan(200);
        assertThat(byValue[1]).isGreaterThan(20);
        assertThat(byValue[2]).isGreaterThan(200);
        assertThat(byParity[0]).isGreaterThan(900);
        assertThat(byParity[1]).isGreaterThan(900);
    }

    /**
     * Positions of 54 to 60 stones against exhaustive minimax (every move to the end of the game,
     * no pruning, no table), which also checks the reference alpha-beta.
     */
    @Test
    void valuesAgreeWithExhaustiveMinimax() {
        ReferenceSearch minimax = new ReferenceSearch(1);
        int count = 0;
        long nodes = 0;
        int[] byValue = new int[3];
        try (CubeSolver solver = solver(CubeSolver.minMemory(), o -> o)) {
            for (int d = 54; d <= 60; d++) {
                for (int[] game : DifficultyGenerator.generate(d, 30, SEED + 1)) {
                    CubePosition p = CubeTestPositions.play(game);
                    minimax.set(p.first(), p.second());
                    minimax.nodes = 0;
                    int exact = minimax.minimax();
                    nodes += minimax.nodes;
                    String what = CubeNotation.sequence(game);
                    assertThat(solver.value(p)).as(what).isEqualTo(exact);
                    minimax.set(p.first(), p.second());
                    assertThat(minimax.value()).as("reference alpha-beta " + what).isEqualTo(exact);
                    byValue[exact + 1]++;
                    count++;
                }
            }
        }
        System.out.printf("exhaustive minimax: %d positions, %d nodes, values L/D/W %d/%d/%d%n", count, nodes, byValue[0],
                byValue[1], byValue[2]);
        assertThat(count).isEqualTo(210);
        assertThat(nodes).isGreaterThan(1_000_000); // a real search, not a shortcut
        assertThat(byValue[0]).isPositive();
        assertThat(byValue[1]).isPositive();
        assertThat(byValue[2]).isPositive();
    }

    /**
     * Every configuration and table size gives the reference's values on all 2,000 positions,
     * one solver (one table, kept from position to position) per configuration: the table never
     * confuses positions, whatever its size and entry layout (2 to 8 payload bits, with and
     * without moves), and no enhancement changes a value.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "seed001", "seed001-min", "default-min", "default-9MiB", "default-40MiB", "default-288MiB",
        "no-follow-up-min", "no-history", "no-table-move-288MiB", "symmetry-all-min", "symmetry-none", "table-max-44-min",
        "no-near-min", "near-40-16MiB"
    })
    void everyConfigurationAndTableSizeGivesTheReferenceValues(String name) {
        long min = CubeSolver.minMemory();
        CubeSolver solver = switch (name) {
            case "seed001" -> solver(64L << 20, CubeSolverOptions::seed);
            case "seed001-min" -> solver(min, CubeSolverOptions::seed);
            case "default-min" -> solver(min, o -> o);
            case "default-9MiB" -> solver(9L << 20, o -> o);
            case "default-40MiB" -> solver(40L << 20, o -> o);
            case "default-288MiB" -> solver(288L << 20, o -> o);
            case "no-follow-up-min" -> solver(min, o -> o.withFollowUp(false));
            case "no-history" -> solver(16L << 20, o -> o.withHistory(false));
            case "no-table-move-288MiB" -> solver(288L << 20, o -> o.withTableMove(false));
            case "symmetry-all-min" -> solver(min, o -> o.withSymmetryStones(64));
            case "symmetry-none" -> solver(16L << 20, o -> o.withSymmetryStones(0));
            case "table-max-44-min" -> solver(min, o -> o.withTableMaxStones(44));
            case "no-near-min" -> solver(min, o -> o.withNearStones(0));
            case "near-40-16MiB" -> solver(16L << 20, o -> o.withNearStones(40));
            default -> throw new IllegalArgumentException(name);
        };
        try (solver) {
            if (name.startsWith("seed001")) {
                CubeSolverOptions o = solver.options();
                assertThat(o.history()).isFalse();
                assertThat(o.tableMove()).isFalse();
                assertThat(o.followUp()).isFalse();
                assertThat(o.symmetryStones()).isEqualTo(64);
            }
            for (Sample s : samples) {
                assertThat(solver.value(s.position())).as(name + " " + s.text()).isEqualTo(s.value());
            }
            assertThat(solver.nodes()).isGreaterThan(samples.size());
        }
    }

    /** The value of each of the 8 images (stones transformed, validated as a diagram) is the value. */
    @Test
    void valuesAreInvariantUnderTheEightSymmetries() {
        try (CubeSolver solver = solver(CubeSolver.minMemory(), o -> o);
                CubeSolver canonical = solver(CubeSolver.minMemory(), CubeSolverOptions::seed)) {
            for (int i = 0; i < samples.size(); i += 5) {
                Sample s = samples.get(i);
                Set<CubePosition> images = new HashSet<>();
                for (int sym = 0; sym < 8; sym++) {
                    CubePosition image = CubeTestPositions.image(s.position(), sym);
                    images.add(image);
                    assertThat(solver.value(image)).as("image %d of %s", sym, s.text()).isEqualTo(s.value());
                    assertThat(canonical.value(image)).as("image %d of %s", sym, s.text()).isEqualTo(s.value());
                }
                assertThat(images.size()).isIn(1, 2, 4, 8);
            }
        }
    }

    /**
     * Best moves are exactly the columns whose reference value equals the position's (every legal
     * column in a lost position); the principal variation is a legal game that ends as the value
     * says.
     */
    @Test
    void bestMovesAndPrincipalVariationAgreeWithTheReference() {
        int checked = 0;
        try (CubeSolver solver = solver(16L << 20, o -> o)) {
            for (int i = 0; i < samples.size(); i += 6) {
                Sample s = samples.get(i);
                CubePosition p = s.position();
                if (p.stones() < 44) {
                    continue; // 16 reference searches per position: the deeper ones
                }
                CubeResult r = solver.solve(p, true);
                assertThat(r.value()).isEqualTo(s.value());
                assertThat(r.result()).isEqualTo(s.value() > 0 ? "win" : s.value() < 0 ? "loss" : "draw");
                List<Integer> expected = new ArrayList<>();
                reference.set(p.first(), p.second());
                for (int c = 0; c < 16; c++) {
                    if (p.canPlay(c) && (s.value() < 0 || reference.valueOfMove(c) == s.value())) {
                        expected.add(c);
                    }
                }
                assertThat(r.bestMoves()).as(s.text()).containsExactly(expected.stream().mapToInt(x -> x).toArray());
                assertThat(solver.bestMoves(p, s.value())).containsExactly(r.bestMoves());
                checkPrincipalVariation(p, s.value(), r.pv(), s.text());
                assertThat(solver.solve(p, false).pv()).isNull();
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(250);
    }

    private static void checkPrincipalVariation(CubePosition start, int value, int[] pv, String what) {
        assertThat(pv).as(what).isNotEmpty();
        CubePosition q = start.copy();
        ReferenceSearch ref = new ReferenceSearch(100_000);
        int v = value;
        for (int c : pv) {
            assertThat(q.isOver()).as("%s: the pv goes on after the end", what).isFalse();
            assertThat(q.canPlay(c)).as("%s: pv move %X", what, c).isTrue();
            // each move keeps the value of the side that plays it
            ref.set(q.first(), q.second());
            if (v >= 0) {
                assertThat(ref.valueOfMove(c)).as("%s: pv move %X keeps %d", what, c, v).isEqualTo(v);
            }
            q.play(c);
            v = -v;
        }
        assertThat(q.isOver()).as("%s: the pv ends the game", what).isTrue();
        int mover = start.player();
        int result = q.isWon() ? (q.player() != mover ? 1 : -1) : 0; // the last stone's player won
        assertThat(result).as("%s: pv %s ends", what, CubeNotation.sequence(pv)).isEqualTo(value);
    }

    /** analyze: the value of every column against the reference; null for full columns. */
    @Test
    void analyzeAgreesWithTheReferencePerColumn() {
        int columns = 0;
        try (CubeSolver solver = solver(16L << 20, o -> o)) {
            for (int i = 3; i < samples.size(); i += 5) {
                Sample s = samples.get(i);
                CubePosition p = s.position();
                if (p.stones() < 44) {
                    continue;
                }
                Integer[] values = solver.analyze(p);
                assertThat(values).hasSize(16);
                reference.set(p.first(), p.second());
                int best = -2;
                for (int c = 0; c < 16; c++) {
                    if (!p.canPlay(c)) {
                        assertThat(values[c]).as("full column %X", c).isNull();
                        continue;
                    }
                    int v = reference.valueOfMove(c);
                    assertThat(values[c]).as("%s column %X", s.text(), c).isEqualTo(v);
                    best = Math.max(best, v);
                    columns++;
                }
                assertThat(best).isEqualTo(s.value());
                assertThat(p.stones()).isEqualTo(s.game().length); // analyze leaves the position alone
            }
        }
        assertThat(columns).isGreaterThan(2_000);
    }

    /** Positions whose game is over are answered by the rules. */
    @Test
    void finishedGames() {
        try (CubeSolver solver = solver(CubeSolver.minMemory(), o -> o)) {
            CubePosition won = CubeNotation.parse("0101010"); // x: four in column 0
            assertThat(won.isWon()).isTrue();
            assertThat(solver.wins(won, 0)).isTrue();
            assertThat(solver.wins(won, 1)).isFalse();
            assertThat(solver.value(won)).isEqualTo(-1);
            CubeResult r = solver.solve(won, true);
            assertThat(r.value()).isEqualTo(-1);
            assertThat(r.bestMoves()).isEmpty();
            assertThat(r.pv()).isEmpty();
            assertThat(solver.analyze(won)).containsOnlyNulls();
            CubePosition draw = CubeNotation.parse(CubeTestPositions.DRAWN_GAME);
            assertThat(solver.wins(draw, 0)).isFalse();
            assertThat(solver.wins(draw, 1)).isFalse();
            assertThat(solver.value(draw)).isZero();
            assertThat(solver.solve(draw, true).result()).isEqualTo("draw");
            // one stone before the draw: the last move is forced and draws
            draw.undo();
            assertThat(solver.value(draw)).isZero();
            assertThat(solver.solve(draw, false).bestMoves()).hasSize(1);
            assertThatThrownBy(() -> solver.wins(draw, 2)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("attacker must be 0 or 1");
        }
    }

    @Test
    void memoryLimitsAndCancel() {
        long min = CubeSolver.minMemory();
        assertThat(min).isEqualTo(CubeTable.minBytes());
        assertThat(min).isBetween(4L << 20, 5L << 20);
        CubeSolver.validate(min);
        assertThatThrownBy(() -> CubeSolver.validate(min - 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("too small");
        assertThatThrownBy(() -> new CubeSolver(CubeSolverOptions.of(1L << 20, 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too small");
        assertThatThrownBy(() -> CubeSolver.validate(CubeTable.maxBytes() + 16)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("too large");
        CubeSolver solver = solver(min, o -> o);
        Sample s = samples.get(0);
        assertThat(solver.value(s.position())).isEqualTo(s.value());
        solver.cancel();
        assertThatThrownBy(() -> solver.value(s.position())).isInstanceOf(CancellationException.class);
    }

    // ---- the table -----------------------------------------------------------------------------

    /**
     * Table budgets of several entry layouts: 2, 3, 5 and 8 payload bits (the prime bucket count
     * lies just below the budget / 16, so a power-of-two budget gets one payload bit less than
     * its logarithm suggests: these budgets are above powers of two).
     */
    private static final long[] TABLE_BYTES = {CubeTable.minBytes(), 9L << 20, 40L << 20, 288L << 20};

    @Test
    void tableGeometry() {
        int[] payloads = new int[TABLE_BYTES.length];
        for (int i = 0; i < TABLE_BYTES.length; i++) {
            CubeTable t = new CubeTable(TABLE_BYTES[i]);
            long s = t.buckets();
            assertThat(BigInteger.valueOf(s).isProbablePrime(50)).isTrue();
            assertThat(s).isLessThanOrEqualTo(TABLE_BYTES[i] / 16);
            assertThat(t.bytes()).isEqualTo(16 * s).isLessThanOrEqualTo(TABLE_BYTES[i]);
            int floorLog = 63 - Long.numberOfLeadingZeros(s);
            assertThat(t.keyBits()).isEqualTo(80 - floorLog);
            // S * 2^k > 2^80: the bucket and the stored bits determine the 80-bit key
            assertThat(BigInteger.valueOf(s).shiftLeft(t.keyBits()))
                    .isGreaterThan(BigInteger.ONE.shiftLeft(80));
            payloads[i] = 64 - t.keyBits();
            assertThat(t.hasMoves()).isEqualTo(payloads[i] >= 8);
            assertThat(t.count()).isZero();
        }
        assertThat(payloads).containsExactly(2, 3, 5, 8);
        assertThat(CubeTable.minBytes()).isEqualTo(CubeTable.MIN_BUCKETS * 16);
        assertThat(CubeTable.MIN_BUCKETS).isGreaterThan(1L << 18);
        assertThatThrownBy(() -> new CubeTable(CubeTable.minBytes() - 16)).isInstanceOf(IllegalArgumentException.class);
    }

    /** bucket(hi, lo) is (hi·2^64 + lo) mod S, by BigInteger, on random and extreme keys. */
    @Test
    void bucketIsTheKeyModuloThePrime() {
        Random rnd = new Random(47);
        for (long bytes : TABLE_BYTES) {
            CubeTable t = new CubeTable(bytes);
            BigInteger s = BigInteger.valueOf(t.buckets());
            for (int i = 0; i < 50_000; i++) {
                long hi = i < 4 ? (i < 2 ? 0xFFFF : 0) : rnd.nextInt(1 << 16);
                long lo = i < 4 ? (i % 2 == 0 ? -1L : 0) : rnd.nextLong();
                BigInteger k = BigInteger.valueOf(hi).shiftLeft(64)
                        .add(new BigInteger(Long.toUnsignedString(lo)));
                assertThat(t.bucket(hi, lo)).as("%x:%016x", hi, lo).isEqualTo(k.mod(s).longValueExact());
            }
        }
    }

    private record Key(long hi, long lo) {
    }

    /**
     * Two million random 80-bit keys into the smallest table: every probe that hits returns what
     * was stored for exactly that key (the truth kept in a HashMap), and two million keys never
     * stored never hit.
     */
    @Test
    void distinctKeysNeverReadBackAnotherKeysEntry() {
        Random rnd = new Random(53);
        CubeTable t = new CubeTable(CubeTable.minBytes());
        Map<Key, Integer> truth = new HashMap<>();
        int n = 2_000_000;
        long[] his = new long[n];
        long[] los = new long[n];
        int immediateHits = 0;
        for (int i = 0; i < n; i++) {
            long hi = rnd.nextInt(1 << 16);
            long lo = rnd.nextLong();
            int value = rnd.nextInt(4);
            his[i] = hi;
            los[i] = lo;
            t.store(hi, lo, value, rnd.nextInt(16), 1L << rnd.nextInt(40));
            truth.put(new Key(hi, lo), value);
            long e = t.probe(hi, lo);
            if (e != 0) {
                immediateHits++;
                assertThat(CubeTable.value(e)).isEqualTo(value);
            }
        }
        // a new entry always takes one of the two slots of its bucket (only one that would encode as 0,
        // with all its key bits 0, is not stored)
        assertThat(immediateHits).isGreaterThan(n - 10);
        int hits = 0;
        for (int i = 0; i < n; i++) {
            long e = t.probe(his[i], los[i]);
            if (e != 0) {
                hits++;
                assertThat(CubeTable.value(e)).isEqualTo(truth.get(new Key(his[i], los[i])));
            }
        }
        // two slots per bucket: about 2 × 262,147 entries survive
        assertThat(hits).isBetween(400_000, (int) (2 * t.buckets()));
        assertThat(t.count()).isEqualTo(hits);
        for (int i = 0; i < n; i++) {
            long hi = rnd.nextInt(1 << 16);
            long lo = rnd.nextLong();
            if (!truth.containsKey(new Key(hi, lo))) {
                assertThat(t.probe(hi, lo)).as("never stored: %x:%016x", hi, lo).isZero();
            }
        }
        t.clear();
        assertThat(t.count()).isZero();
        assertThat(t.probe(his[0], los[0])).isZero();
    }

    /** K + j·2^(k−1)·S shares K's bucket and its low k−1 bits: only the k-th stored bit tells them apart. */
    @Test
    void keysThatDifferOnlyAboveTheStoredBitsOrInTheBucketAreNotConfused() {
        Random rnd = new Random(59);
        BigInteger limit = BigInteger.ONE.shiftLeft(80);
        for (long bytes : TABLE_BYTES) {
            CubeTable t = new CubeTable(bytes);
            BigInteger s = BigInteger.valueOf(t.buckets());
            int k = t.keyBits();
            BigInteger sameBucketAndLowBits = s.shiftLeft(k - 1); // < 2^80: S < 2^(L+1)
            assertThat(sameBucketAndLowBits).isLessThan(limit);
            int twins = 0;
            for (int i = 0; i < 2_000; i++) {
                BigInteger a = new BigInteger(79, rnd);
                BigInteger b = a.add(sameBucketAndLowBits);
                BigInteger c = a.add(s.multiply(BigInteger.valueOf(1 + rnd.nextInt(1000))));
                BigInteger d = a.add(BigInteger.ONE.shiftLeft(k)); // same stored bits, another bucket
                List<BigInteger> keys = new ArrayList<>(List.of(a, b, c, d));
                keys.removeIf(x -> x.compareTo(limit) >= 0);
                assertThat(t.bucket(hi(a), lo(a))).isEqualTo(a.mod(s).longValueExact());
                if (keys.contains(b)) {
                    twins++;
                    assertThat(t.bucket(hi(b), lo(b))).isEqualTo(t.bucket(hi(a), lo(a)));
                    assertThat(lo(b) & ((1L << (k - 1)) - 1)).isEqualTo(lo(a) & ((1L << (k - 1)) - 1));
                }
                // a fresh key is never found; after a and x are stored, both are found with their own
                // values (a, stored with the most work, holds slot 0, x takes slot 1 if they share a bucket)
                assertThat(t.probe(hi(a), lo(a))).as("fresh %s", a).isZero();
                for (int j = 1; j < keys.size(); j++) {
                    BigInteger x = keys.get(j);
                    t.store(hi(a), lo(a), 1, 5, 1L << 40);
                    assertThat(t.probe(hi(x), lo(x))).as("%s beside %s", x, a).isZero();
                    t.store(hi(x), lo(x), 2 + (j & 1), 9, 1);
                    assertThat(CubeTable.value(t.probe(hi(x), lo(x)))).isEqualTo(2 + (j & 1));
                    long e = t.probe(hi(a), lo(a));
                    assertThat(e).as("%s after %s", a, x).isNotZero();
                    assertThat(CubeTable.value(e)).isEqualTo(1);
                    assertThat(t.move(e)).isEqualTo(t.hasMoves() ? 5 : -1);
                }
            }
            assertThat(twins).as("budget %d", bytes).isGreaterThan(500);
        }
    }

    private static long hi(BigInteger k) {
        return k.shiftRight(64).longValueExact();
    }

    private static long lo(BigInteger k) {
        return k.longValue(); // the low 64 bits
    }

    /**
     * TwoBig in one bucket (keys K + j·S): the entry with more work keeps slot 0, the newcomer
     * otherwise takes slot 1 (evicting what was there), a key already held is updated in place,
     * and a key in slot 1 that comes back with at least slot 0's work is promoted.
     */
    @Test
    void twoBigReplacement() {
        CubeTable t = new CubeTable(40L << 20); // 5 payload bits: 3 of work, classes 0..7
        long small = 1;
        long big = 1L << 20;
        long bigger = 1L << 30;
        assertThat(t.workClass(small)).isZero();
        assertThat(t.workClass(big)).isGreaterThan(t.workClass(small));
        assertThat(t.workClass(bigger)).isGreaterThan(t.workClass(big));
        assertThat(t.workClass(Long.MAX_VALUE)).isEqualTo(7);
        long s = t.buckets();
        long base = 123_456_789L;
        long[] k = new long[6];
        for (int i = 0; i < k.length; i++) {
            k[i] = base + i * s; // the same bucket (hi = 0)
            assertThat(t.bucket(0, k[i])).isEqualTo(t.bucket(0, base));
        }
        t.store(0, k[0], CubeTable.FIRST_NOT, 0, big);
        t.store(0, k[1], CubeTable.SECOND_WINS, 0, small);
        assertThat(value(t, k[0])).isEqualTo(CubeTable.FIRST_NOT);
        assertThat(value(t, k[1])).isEqualTo(CubeTable.SECOND_WINS);
        // a third, small: slot 1 is overwritten, the big one stays
        t.store(0, k[2], CubeTable.SECOND_NOT, 0, small);
        assertThat(t.probe(0, k[1])).isZero();
        assertThat(value(t, k[0])).isEqualTo(CubeTable.FIRST_NOT);
        assertThat(value(t, k[2])).isEqualTo(CubeTable.SECOND_NOT);
        // an update in place of the big one keeps the other
        t.store(0, k[0], CubeTable.SECOND_NOT, 0, small);
        assertThat(value(t, k[0])).isEqualTo(CubeTable.SECOND_NOT);
        assertThat(value(t, k[2])).isEqualTo(CubeTable.SECOND_NOT);
        // slot 0 now has work 0: a newcomer with work 0 takes slot 0 and pushes the old one to slot 1
        t.store(0, k[3], CubeTable.FIRST_NOT, 0, small);
        assertThat(value(t, k[3])).isEqualTo(CubeTable.FIRST_NOT);
        assertThat(value(t, k[0])).isEqualTo(CubeTable.SECOND_NOT);
        assertThat(t.probe(0, k[2])).isZero();
        // a bigger newcomer takes slot 0; the former slot 0 goes to slot 1
        t.store(0, k[4], CubeTable.FIRST_WINS, 0, bigger);
        assertThat(value(t, k[4])).isEqualTo(CubeTable.FIRST_WINS);
        assertThat(value(t, k[3])).isEqualTo(CubeTable.FIRST_NOT);
        assertThat(t.probe(0, k[0])).isZero();
        // a newcomer with less work than slot 0 only replaces slot 1
        t.store(0, k[5], CubeTable.SECOND_WINS, 0, big);
        assertThat(value(t, k[4])).isEqualTo(CubeTable.FIRST_WINS);
        assertThat(value(t, k[5])).isEqualTo(CubeTable.SECOND_WINS);
        assertThat(t.probe(0, k[3])).isZero();
        // k5 (slot 1) comes back with more work than k4: promoted to slot 0, k4 to slot 1
        t.store(0, k[5], CubeTable.SECOND_NOT, 0, Long.MAX_VALUE);
        t.store(0, k[1], CubeTable.FIRST_NOT, 0, small);
        assertThat(value(t, k[5])).isEqualTo(CubeTable.SECOND_NOT);
        assertThat(value(t, k[1])).isEqualTo(CubeTable.FIRST_NOT);
        assertThat(t.probe(0, k[4])).isZero();
        assertThat(t.count()).isEqualTo(2);
    }

    private static int value(CubeTable t, long lo) {
        long e = t.probe(0, lo);
        assertThat(e).as("entry of %d", lo).isNotZero();
        return CubeTable.value(e);
    }
}
