package zugzwang.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import zugzwang.core.proof.DfpnSearch;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.ProofLimits;

/**
 * Victoria (§5.4) against plain DF-PN on small boards, and each of its enhancements checked from
 * outside: the children a first expansion makes are compared with threat-space searches run here.
 */
class GomokuProverTest {
    private static final GomokuBoard BOARD = new GomokuBoard(15, 15);
    private static final long TSS = 10_000;

    /**
     * The squares where either side makes five at once, found from the sides' stones'
     * neighbours: on random games under both rules, on a small board and the large one, what
     * every empty square tried for both sides in all four lines says.
     */
    /**
     * Positions, black to move, where his threat search cut within a level
     * ({@link GomokuThreatSpace#cutWithinLevel}) finds nothing and the whole search wins (found
     * among random ones): Victoria with {@link GomokuProver#cutThreatSearches} searches the root
     * again, whole, before it would expand it — proved at its first step, with no expansion and
     * two threat searches (one without the cut). Without the second search it would expand the root.
     */
    @Test
    void aThreatSearchCutShortIsSearchedAgainWholeBeforeItsNodeIsExpanded() {
        SplittableRandom r = new SplittableRandom(20261207);
        int found = 0;
        int tried = 0;
        for (; tried < 3_000 && found < 3; tried++) {
            GomokuPosition p = RandomPlay.clustered(BOARD, GomokuRule.FREESTYLE, r, 8 + 2 * r.nextInt(8), 4);
            if (p == null || p.player() != 0 || p.winningSquare() >= 0) {
                continue;
            }
            GomokuThreatSpace cutting = new GomokuThreatSpace(p, GomokuProver.SOLVE_TSS_BUDGET).cutWithinLevel();
            if (cutting.search().wins() || !cutting.wasCut()
                    || !new GomokuThreatSpace(p, GomokuProver.SOLVE_TSS_BUDGET).search().wins()) {
                continue;
            }
            GomokuProver.Result v = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 1_000,
                    GomokuProver.SOLVE_TSS_BUDGET, null).cutThreatSearches(true).prove(p);
            String at = GomokuNotation.game(p);
            assertThat(v.outcome()).as(at).isEqualTo(Outcome.PROVED);
            assertThat(v.expansions()).as(at).isZero();
            assertThat(v.threatSearches()).as(at).isEqualTo(2);
            assertThat(v.move()).as(at).isGreaterThanOrEqualTo(0);
            // without the cut: the one whole search
            GomokuProver.Result whole = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 1_000,
                    GomokuProver.SOLVE_TSS_BUDGET, null).prove(p);
            assertThat(whole.outcome()).as(at).isEqualTo(Outcome.PROVED);
            assertThat(whole.threatSearches()).as(at).isEqualTo(1);
            found++;
        }
        System.out.printf("threat searches cut short that the whole search wins: %d in %d positions%n", found, tried);
        assertThat(found).isEqualTo(3);
    }

    @Test
    void theSquaresWhereEitherSideWinsAtOnceAreWhatEveryEmptySquareSays() {
        SplittableRandom r = new SplittableRandom(20261206);
        int[] seen = new int[3];
        for (GomokuRule rule : GomokuRule.values()) {
            for (GomokuBoard b : new GomokuBoard[] {new GomokuBoard(7, 6), BOARD}) {
                GomokuProver prover = new GomokuProver(b, rule, 0, 2, TSS, null);
                for (int i = 0; i < 400; i++) {
                    GomokuPosition p = RandomPlay.anywhere(b, rule, r, 6 + r.nextInt(30));
                    if (p.isOver()) {
                        continue;
                    }
                    int mover = p.player();
                    boolean moverWins = false;
                    List<Integer> hers = new ArrayList<>();
                    for (int s = 0; s < b.squares(); s++) {
                        if (p.isEmpty(s)) {
                            moverWins |= p.wins(s, mover);
                            if (p.wins(s, 1 - mover)) {
                                hers.add(s);
                            }
                        }
                    }
                    int[] w = prover.winSquares(p);
                    assertThat(w[0] >= 0).as("%s %s", rule, GomokuNotation.game(p)).isEqualTo(moverWins);
                    if (moverWins) {
                        assertThat(p.isEmpty(w[0]) && p.wins(w[0], mover)).isTrue();
                        seen[0]++;
                        continue;
                    }
                    assertThat(w[1] >= 0).as("%s %s", rule, GomokuNotation.game(p)).isEqualTo(!hers.isEmpty());
                    assertThat(w[2] >= 0).as("%s %s", rule, GomokuNotation.game(p)).isEqualTo(hers.size() >= 2);
                    for (int k = 1; k <= 2; k++) {
                        if (w[k] >= 0) {
                            assertThat(hers).contains(w[k]);
                            seen[k]++;
                        }
                    }
                    assertThat(w[1] != w[2] || w[1] < 0).isTrue();
                }
            }
        }
        System.out.printf("wins in one: %d for the mover, %d one of the other's, %d two%n", seen[0], seen[1], seen[2]);
        assertThat(java.util.Arrays.stream(seen).min().getAsInt()).isGreaterThan(30);
    }

    @Test
    void onNineByNineBoardsVictoriaAndDfpnAgree() {
        // random positions of 14 stones near the centre, the side to move attacking: wherever both
        // decide they agree, and Victoria proves every win DF-PN proves
        for (GomokuRule rule : GomokuRule.values()) {
            GomokuBoard b = new GomokuBoard(9, 9);
            GomokuGame game = new GomokuGame(b, rule);
            SplittableRandom r = new SplittableRandom(2);
            int both = 0;
            int dfpnWins = 0;
            int victoriaWins = 0;
            for (int i = 0; i < 24; i++) {
                GomokuPosition p = randomPosition(b, rule, 14, 2, r);
                if (p == null) {
                    continue;
                }
                int attacker = p.player();
                Outcome d = new DfpnSearch(new ProofLimits(150_000, 128L << 20)).prove(game.state(p).copy(), attacker,
                        Goal.WIN).outcome();
                Outcome v = new GomokuProver(b, rule, attacker, 20_000, TSS, null).prove(p).outcome();
                String what = rule + " " + GomokuNotation.game(p);
                if (d == Outcome.PROVED) {
                    dfpnWins++;
                    assertThat(v).as("DF-PN proves %s", what).isEqualTo(Outcome.PROVED);
                }
                if (d == Outcome.DISPROVED) {
                    assertThat(v).as("DF-PN disproves %s", what).isNotEqualTo(Outcome.PROVED);
                }
                if (v == Outcome.PROVED) {
                    victoriaWins++;
                }
                if (v == Outcome.DISPROVED) {
                    assertThat(d).as("Victoria disproves %s", what).isNotEqualTo(Outcome.PROVED);
                }
                both += d != Outcome.UNKNOWN && v != Outcome.UNKNOWN ? 1 : 0;
            }
            System.out.printf("go-moku 9x9 %s: DF-PN proved %d, Victoria %d, both decided %d%n", rule, dfpnWins,
                    victoriaWins, both);
            assertThat(dfpnWins).isGreaterThan(5);
        }
    }

    @Test
    void theAttackersMovesCounterTheDefendersThreatAndEachMakesAnImplicitThreat() {
        // after a short search of a position with black to move (at least 9 stones after his move):
        // at most MAX_TRIED children; each evaluated child still open has no white threat-space win
        // (a counter) and a black one if white passed (an implicit threat), with pn the number of
        // white's replies in its related squares when not expanded; every evaluated child decided
        // against black has a white win or no black implicit threat — checked by searches here
        SplittableRandom r = new SplittableRandom(7);
        int open = 0;
        int cut = 0;
        int waiting = 0;
        for (int i = 0; i < 12; i++) {
            GomokuPosition p = randomPosition(BOARD, GomokuRule.FREESTYLE, 10 + 2 * r.nextInt(4), 3, r);
            if (p == null || p.player() != 0) {
                continue;
            }
            GomokuProver prover = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 40, TSS, null);
            prover.prove(p);
            var children = prover.rootChildren();
            assertThat(children.size()).isLessThanOrEqualTo(GomokuProver.MAX_TRIED);
            for (GomokuProver.Child c : children) {
                if (!c.evaluated()) {
                    waiting++;
                    continue;
                }
                p.play(c.move());
                boolean whiteWins = new GomokuThreatSpace(p, TSS).search().wins();
                boolean implicit = GomokuThreatSpace.forAttacker(p, 0, TSS).search().wins();
                p.undo();
                if (c.dn() == 0) {
                    assertThat(whiteWins || !implicit).as("%s %s cut", GomokuNotation.game(p), BOARD.name(c.move()))
                            .isTrue();
                    cut++;
                } else if (c.pn() != 0) {
                    assertThat(whiteWins).isFalse();
                    assertThat(implicit).as("%s %s kept", GomokuNotation.game(p), BOARD.name(c.move())).isTrue();
                    assertThat(c.pn()).isPositive();
                    open++;
                }
            }
        }
        System.out.printf("Victoria's first moves: %d evaluated and open, %d cut, %d not evaluated yet%n", open, cut,
                waiting);
        assertThat(open).isPositive();
        assertThat(cut).isPositive();
        assertThat(waiting).isPositive();
    }

    @Test
    void theDefendersRepliesAreTheRelatedSquaresOfTheImplicitThreat() {
        // white to move where black threatens to win by threats: white's replies lie in S, and
        // every reply left out of S leaves black a threat-space win (R ⊆ S, as Allis claimed)
        SplittableRandom r = new SplittableRandom(11);
        int positions = 0;
        for (int i = 0; i < 40 && positions < 4; i++) {
            GomokuPosition p = randomPosition(BOARD, GomokuRule.FREESTYLE, 11 + 2 * r.nextInt(4), 3, r);
            if (p == null || p.player() != 1) {
                continue;
            }
            GomokuThreatSpace.Result threat = GomokuThreatSpace.forAttacker(p, 0, TSS).search();
            if (!threat.wins() || new GomokuThreatSpace(p, TSS).search().wins()) {
                continue;
            }
            positions++;
            GomokuProver prover = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 2, TSS, null);
            prover.prove(p);
            for (GomokuProver.Child c : prover.rootChildren()) {
                assertThat(threat.related(c.move())).as("%s reply %s", GomokuNotation.game(p), BOARD.name(c.move()))
                        .isTrue();
                assertThat(c.pn()).as("initialisation at depth 1").isLessThanOrEqualTo(1);
            }
            for (int s = 0; s < BOARD.squares(); s += 7) {
                if (p.isEmpty(s) && !threat.related(s)) {
                    p.play(s);
                    assertThat(new GomokuThreatSpace(p, TSS).search().wins()).as("%s", GomokuNotation.game(p)).isTrue();
                    p.undo();
                }
            }
        }
        assertThat(positions).isEqualTo(4);
    }

    @Test
    void aWinByThreatsIsProvedAtOnceAndAWastedMoveLoses() {
        GomokuPosition p = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,a1,i8,a15,j8,o1");
        GomokuProver.Result r = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 100, TSS, null).prove(p);
        assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(BOARD.name(r.move())).isIn("g8", "k8");
        // white to move against the same open three with nothing to block it in time: proved too
        GomokuPosition q = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,a1,i8,a15,j8,o1,k8");
        assertThat(new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 100, TSS, null).prove(q).outcome())
                .isEqualTo(Outcome.PROVED);
        // the known positions of a solution store decide a position without a search
        GomokuPosition e = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,h9");
        GomokuProver.Result known = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 100, TSS, c -> Boolean.TRUE)
                .prove(e);
        assertThat(known.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(known.threatSearches()).isZero();
    }

    @Test
    void aProvedSiblingGuidesTheSearchOfAFarReply() {
        // h8,h9,i9 and white's reply far away: proved along the proof with her stone in the other
        // corner (Kawano's simulation) in a fraction of the nodes, and by the same first move
        java.util.Map<String, Integer> proof = new java.util.HashMap<>();
        GomokuPosition a1 = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,h9,i9,a1");
        GomokuProver first = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 60_000, TSS, null);
        GomokuProver.Result template = first.prove(a1);
        assertThat(template.outcome()).isEqualTo(Outcome.PROVED);
        first.proof((stones, move) -> proof.put(java.util.Arrays.toString(stones), move));
        GomokuProver.Solutions known = new GomokuProver.Solutions() {
            @Override
            public Boolean value(long[] canonical) {
                return null; // only the moves are lent
            }

            @Override
            public int move(long[] canonical) {
                return proof.getOrDefault(java.util.Arrays.toString(canonical), -1);
            }
        };
        GomokuPosition o15 = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,h9,i9,o15");
        GomokuProver.Result guided = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 60_000, TSS, known)
                .similar(new int[] {GomokuNotation.square(BOARD, "o15")}, new int[] {GomokuNotation.square(BOARD, "a1")})
                .prove(o15);
        // (alone, o15 takes as many nodes as a1: 11,458 and 11,247 when measured)
        System.out.printf("h8,h9,i9,o15: %d nodes along the proof of h8,h9,i9,a1 (%d nodes)%n", guided.nodes(),
                template.nodes());
        assertThat(guided.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(guided.move()).isEqualTo(template.move());
        assertThat(guided.nodes() * 5).isLessThan(template.nodes());
    }

    @Test
    void aSearchThatGoesOnEndsAsOneGivenTheLargerBudgetFromTheStart() {
        GomokuPosition p = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,h9,i9,a1");
        GomokuProver grown = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 2_000, TSS, null);
        GomokuProver.Result small = grown.prove(p);
        assertThat(small.outcome()).isEqualTo(Outcome.UNKNOWN);
        assertThat(small.nodes()).isGreaterThanOrEqualTo(2_000);
        GomokuProver.Result more = grown.proveMore(60_000);
        GomokuProver.Result fresh = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 60_000, TSS, null).prove(p);
        assertThat(more.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(more).isEqualTo(fresh); // the same move, nodes, expansions, threat searches
        // and its proof is the fresh one's
        java.util.Map<String, Integer> a = new java.util.HashMap<>();
        grown.proof((stones, move) -> a.put(java.util.Arrays.toString(stones), move));
        assertThat(a).hasSizeGreaterThan(10);
        assertThat(grown.canGoOn()).isFalse(); // proved: nothing to go on with
        assertThatThrownBy(() -> grown.proveMore(100_000)).isInstanceOf(IllegalStateException.class);
        GomokuProver again = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 2_000, TSS, null);
        again.prove(p);
        assertThat(again.canGoOn()).isTrue();
        assertThatThrownBy(() -> again.proveMore(2_000)).isInstanceOf(IllegalArgumentException.class);
        again.cancel();
        assertThat(again.canGoOn()).isFalse();
    }

    @Test
    void aSearchPastItsTimeLimitStopsAfterItsRootsExpansionAndMayGoOn() {
        // a limit of no time: the search expands its root (moves to split on) and stops,
        // undecided; going on from there ends where a search given the budget from the start ends
        GomokuPosition p = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,h9,i9,a1");
        GomokuProver stopped = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 60_000, TSS, null)
                .stopAfter(0);
        GomokuProver.Result first = stopped.prove(p);
        assertThat(first.outcome()).isEqualTo(Outcome.UNKNOWN);
        assertThat(stopped.timedOut()).isTrue();
        assertThat(first.expansions()).isEqualTo(1);
        assertThat(stopped.rootChildren()).isNotEmpty();
        assertThat(stopped.canGoOn()).isTrue();
        GomokuProver.Result more = stopped.stopAfter(3_600_000_000_000L).proveMore(60_001);
        assertThat(stopped.timedOut()).isFalse();
        GomokuProver.Result fresh = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 60_001, TSS, null).prove(p);
        assertThat(more).isEqualTo(fresh);
        assertThat(more.outcome()).isEqualTo(Outcome.PROVED);
    }

    @Test
    void theTimeLimitCountsTheSearchingThreadsCpuTimeNotTheWallClock() throws InterruptedException {
        // a thread that waits (a process stopped and continued, a machine busy with other work)
        // spends no time of its limit: with the wall clock, a paused solve timed out every job
        // (the clock itself; that the search's limit reads it, the test above shows only at 0)
        assumeTrue(java.lang.management.ManagementFactory.getThreadMXBean().isCurrentThreadCpuTimeSupported(),
                "this JVM measures no thread's CPU time: the limit falls back to the wall clock");
        long before = GomokuProver.clock();
        Thread.sleep(300);
        assertThat(GomokuProver.clock() - before).isLessThan(100_000_000L);
    }

    @Test
    void everyPositionOfAProofHasAZoneOffWhichAMovedWhiteStoneLeavesTheWin() {
        GomokuPosition p = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,h9,i9,a1");
        GomokuProver prover = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 60_000, TSS, null);
        assertThat(prover.prove(p).outcome()).isEqualTo(Outcome.PROVED);
        java.util.Set<String> reported = new java.util.HashSet<>();
        prover.proof((stones, move) -> reported.add(java.util.Arrays.toString(stones)));
        java.util.Map<String, long[]> zones = new java.util.HashMap<>();
        java.util.List<long[]> deep = new java.util.ArrayList<>();
        prover.zones((stones, zone) -> {
            zones.put(java.util.Arrays.toString(stones), zone);
            int n = java.util.Arrays.stream(stones).mapToInt(Long::bitCount).sum();
            if (n % 2 == 0 && n >= 10 && deep.size() < 6) { // black to move, well inside the proof
                deep.add(stones);
            }
        });
        assertThat(zones.keySet()).isEqualTo(reported); // a zone for every position of the proof
        // the root's is the proof's zone (canonical frame)
        long[] canon = new long[2 * BOARD.words()];
        int sym = p.canonical(canon);
        assertThat(zones.get(java.util.Arrays.toString(canon))).isEqualTo(BOARD.map(prover.zone(), sym));
        // each holds its position's stones; and a white stone moved off it leaves black winning
        int w = BOARD.words();
        assertThat(deep).hasSize(6);
        // each is its own part of the proof's, not the whole's seen from it (fewer squares)
        int whole = java.util.Arrays.stream(prover.zone()).mapToInt(Long::bitCount).sum();
        for (long[] stones : deep) {
            assertThat(java.util.Arrays.stream(zones.get(java.util.Arrays.toString(stones))).mapToInt(Long::bitCount).sum())
                    .isLessThan(whole);
        }
        for (long[] stones : deep) {
            long[] zone = zones.get(java.util.Arrays.toString(stones));
            for (int i = 0; i < 2 * w; i++) {
                assertThat(zone[i % w] & stones[i]).isEqualTo(stones[i]);
            }
            int x = -1;
            int y = -1; // the empty square off the zone nearest to the centre
            for (int sq = 0; sq < BOARD.squares(); sq++) {
                boolean inZone = (zone[sq >>> 6] >>> sq & 1) != 0;
                boolean white = (stones[w + (sq >>> 6)] >>> sq & 1) != 0;
                boolean black = (stones[sq >>> 6] >>> sq & 1) != 0;
                int centre = BOARD.square(7, 7);
                if (white && x < 0) {
                    x = sq;
                } else if (!inZone && !white && !black
                        && (y < 0 || BOARD.distance(sq, centre) < BOARD.distance(y, centre))) {
                    y = sq;
                }
            }
            assertThat(y).as("an empty square off the zone").isNotNegative();
            long[] white = java.util.Arrays.copyOfRange(stones, w, 2 * w);
            white[x >>> 6] &= ~(1L << x);
            white[y >>> 6] |= 1L << y;
            GomokuPosition moved = GomokuPosition.of(BOARD, GomokuRule.FREESTYLE,
                    java.util.Arrays.copyOfRange(stones, 0, w), white);
            assertThat(new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 60_000, TSS, null).prove(moved).outcome())
                    .as("%s", GomokuNotation.diagram(moved)).isEqualTo(Outcome.PROVED);
        }
    }

    @Test
    void aSearchThatMissesReportsTheProofsItFoundBelowItsRoot() {
        GomokuPosition p = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,h9,i9,a1");
        long tss = GomokuProver.SOLVE_TSS_BUDGET; // the solve's: proves more of it early than 10,000 does
        GomokuProver missed = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 4_000, tss, null);
        assertThat(missed.prove(p).outcome()).isEqualTo(Outcome.UNKNOWN);
        java.util.List<GomokuProver.Proved> below = new java.util.ArrayList<>();
        missed.provedBelow(below::add, m -> { });
        long[] root = new long[2 * BOARD.words()];
        p.canonical(root);
        assertThat(below).isNotEmpty();
        int w = BOARD.words();
        for (GomokuProver.Proved q : below) {
            assertThat(q.stones()).as("the root is not proved").isNotEqualTo(root);
            int n = java.util.Arrays.stream(q.stones()).mapToInt(Long::bitCount).sum();
            boolean blackToMove = n % 2 == 0;
            assertThat(q.move() >= 0).isEqualTo(blackToMove);
            if (q.move() >= 0) {
                assertThat((q.stones()[q.move() >>> 6] | q.stones()[w + (q.move() >>> 6)]) >>> q.move() & 1)
                        .as("black's move on an empty square").isZero();
            }
            if (q.zone() != null) {
                for (int i = 0; i < 2 * w; i++) {
                    assertThat(q.zone()[i % w] & q.stones()[i]).isEqualTo(q.stones()[i]);
                }
            }
        }
        // the positions nearest the root (the largest proofs) and a few others, each proved by a
        // search of its own
        below.sort(java.util.Comparator.comparingInt(q -> java.util.Arrays.stream(q.stones()).mapToInt(Long::bitCount).sum()));
        java.util.List<GomokuProver.Proved> checked = new java.util.ArrayList<>(below.subList(0, Math.min(4, below.size())));
        for (int i = 4; i < below.size() && checked.size() < 7; i += Math.max(1, below.size() / 3)) {
            checked.add(below.get(i));
        }
        for (GomokuProver.Proved q : checked) {
            GomokuPosition pos = GomokuPosition.of(BOARD, GomokuRule.FREESTYLE, java.util.Arrays.copyOfRange(q.stones(), 0, w),
                    java.util.Arrays.copyOfRange(q.stones(), w, 2 * w));
            assertThat(new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 60_000, TSS, null).prove(pos).outcome())
                    .as("%s", GomokuNotation.diagram(pos)).isEqualTo(Outcome.PROVED);
        }
        // and each zone is one: a white stone of the nearest moved off it leaves black winning
        int moved = 0;
        for (GomokuProver.Proved q : below) {
            if (q.zone() == null || q.move() < 0 || moved == 2) {
                continue;
            }
            int x = -1;
            int y = -1; // her stone nearest the centre, and the empty square off the zone nearest to it
            int centre = BOARD.square(7, 7);
            for (int sq = 0; sq < BOARD.squares(); sq++) {
                if ((q.stones()[w + (sq >>> 6)] >>> sq & 1) != 0
                        && (x < 0 || BOARD.distance(sq, centre) < BOARD.distance(x, centre))) {
                    x = sq;
                }
            }
            for (int sq = 0; sq < BOARD.squares(); sq++) {
                boolean taken = ((q.stones()[sq >>> 6] | q.stones()[w + (sq >>> 6)]) >>> sq & 1) != 0;
                if (!taken && (q.zone()[sq >>> 6] >>> sq & 1) == 0
                        && (y < 0 || BOARD.distance(sq, centre) < BOARD.distance(y, centre))) {
                    y = sq;
                }
            }
            long[] white = java.util.Arrays.copyOfRange(q.stones(), w, 2 * w);
            white[x >>> 6] &= ~(1L << x);
            white[y >>> 6] |= 1L << y;
            GomokuPosition off = GomokuPosition.of(BOARD, GomokuRule.FREESTYLE, java.util.Arrays.copyOf(q.stones(), w), white);
            assertThat(new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 60_000, TSS, null).prove(off).outcome())
                    .as("%s", GomokuNotation.diagram(off)).isEqualTo(Outcome.PROVED);
            moved++;
        }
        assertThat(moved).isPositive();
        System.out.printf("a search of 4,000 nodes of %s: %d positions proved below it, %d checked, %d with a stone moved off its zone%n",
                GomokuNotation.game(p), below.size(), checked.size(), moved);
        // a proved root reports nothing here: its proof is proof()'s
        GomokuProver proved = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 60_000, TSS, null);
        assertThat(proved.prove(p).outcome()).isEqualTo(Outcome.PROVED);
        java.util.List<GomokuProver.Proved> none = new java.util.ArrayList<>();
        proved.provedBelow(none::add, m -> { });
        assertThat(none).isEmpty();
    }

    @Test
    void theOpenWidthOfAMissedSearchTellsWhitesManyRepliesFromAFew() {
        long tss = GomokuProver.SOLVE_TSS_BUDGET;
        // white to move after her edge three was blocked: black's three stones in the centre leave
        // her replies unrestricted, and a job proves them one by one
        GomokuProver wide = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 10_000, tss, null);
        assertThat(wide.prove(GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,a5,i9,a7,h9,a6,a8")).outcome())
                .isEqualTo(Outcome.UNKNOWN);
        assertThat(wide.openWidth()).isGreaterThan(GomokuSolver.WIDE).isLessThanOrEqualTo(BOARD.squares() - 7);
        // black to move where a job of 40,000 nodes proves it: his best move leaves her a few
        GomokuProver narrow = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 10_000, tss, null);
        assertThat(narrow.prove(GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,a3,i9,g9")).outcome())
                .isEqualTo(Outcome.UNKNOWN);
        int few = narrow.openWidth();
        assertThat(few).isBetween(1, GomokuSolver.WIDE);
        assertThat(narrow.proveMore(40_000).outcome()).isEqualTo(Outcome.PROVED);
        System.out.printf("open width after 10,000 nodes: %d (white to move), %d (black to move)%n",
                wide.openWidth(), few);
    }

    @Test
    void aPositionWithAWhiteStoneMovedOffAStoredProofsZoneIsDecidedByIt() {
        // A = h8,h9,i9,a1 proved by a solve (its proof and every position's zone in the store);
        // B = A with white's a1 on a2: with the moved stone (a2 for a1), B's search meets positions
        // of A's proof below its root and takes each whose zone is off a2 as won
        GomokuRule rule = GomokuRule.FREESTYLE;
        GomokuSolutions store = new GomokuSolutions(new zugzwang.core.store.MemorySolutionStore(), BOARD);
        assertThat(new GomokuSolver(BOARD, rule, 1, 60_000, 60_000, TSS, store)
                .solve(GomokuNotation.parse(BOARD, rule, "h8,h9,i9,a1"), null).outcome()).isEqualTo(Outcome.PROVED);
        GomokuPosition b = GomokuNotation.parse(BOARD, rule, "h8,h9,i9,a2");
        int a1 = GomokuNotation.square(BOARD, "a1");
        int a2 = GomokuNotation.square(BOARD, "a2");
        GomokuProver moved = new GomokuProver(BOARD, rule, 0, 60_000, TSS, store)
                .movedStones(new int[] {a2}, new int[] {a1});
        GomokuProver.Result r = moved.prove(b);
        GomokuProver.Result alone = new GomokuProver(BOARD, rule, 0, 60_000, TSS, store).prove(b);
        assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(moved.movedHits()).isPositive();
        assertThat(r.nodes() * 4).isLessThan(alone.nodes()); // 1,524 against 11,424 nodes
        java.util.List<GomokuProver.MovedLeaf> leaves = new java.util.ArrayList<>();
        moved.movedLeaves(leaves::add);
        assertThat(leaves).isNotEmpty();
        int w = BOARD.words();
        for (GomokuProver.MovedLeaf leaf : leaves) {
            long[] s = leaf.stones();
            GomokuPosition q = GomokuPosition.of(BOARD, rule, java.util.Arrays.copyOfRange(s, 0, w),
                    java.util.Arrays.copyOfRange(s, w, 2 * w));
            assertThat(q.has(1, leaf.x())).isTrue(); // her stone on x, y empty, x in the zone
            assertThat(q.isEmpty(leaf.y())).isTrue();
            assertThat(leaf.zone()[leaf.x() >>> 6] >>> leaf.x() & 1).isEqualTo(1L);
            if (q.player() == 0) {
                assertThat(q.isEmpty(leaf.move())).isTrue();
            }
            // and the position is won: a search of its own, knowing nothing
            assertThat(new GomokuProver(BOARD, rule, 0, 60_000, TSS, null).prove(q).outcome())
                    .as("%s", GomokuNotation.diagram(q)).isEqualTo(Outcome.PROVED);
        }
    }

    @Test
    void theZoneOfTwoFivesToStopHoldsTheSquaresWhereHerStoneWouldMakeAFour() {
        // black's open four h8-k8, white to move with a1, a2, a3: the rules decide it (she cannot
        // stop two fives), unless a stone of hers on a4 or a5 gave her a five to make first
        GomokuPosition p = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,a1,i8,a2,j8,a3,k8");
        GomokuProver prover = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 100, TSS, null);
        assertThat(prover.prove(p).outcome()).isEqualTo(Outcome.PROVED);
        long[] zone = prover.zone();
        for (String sq : new String[] {"a4", "a5", "g8", "l8", "h8", "a1"}) {
            int s = GomokuNotation.square(BOARD, sq);
            assertThat(zone[s >>> 6] >>> s & 1).as(sq).isEqualTo(1L);
        }
        int far = GomokuNotation.square(BOARD, "o15");
        assertThat(zone[far >>> 6] >>> far & 1).isZero();
    }

    @Test
    void aWhiteReplyOffTheZoneOfASiblingsProofIsProvedToo() {
        // h8,h9,i9,j10,i8: black has no implicit threat, so all 220 white replies count; the proof
        // after her far reply a1 touches few squares, and every reply off them is won as well —
        // each checked here by a search of its own, with no hint
        String base = "h8,h9,i9,j10,i8";
        GomokuPosition a1 = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, base + ",a1");
        GomokuProver first = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 60_000, TSS, null);
        assertThat(first.prove(a1).outcome()).isEqualTo(Outcome.PROVED);
        long[] zone = first.zone();
        assertThat(zone).isNotNull();
        java.util.List<Integer> off = new java.util.ArrayList<>();
        for (int s = 0; s < BOARD.squares(); s++) {
            boolean in = (zone[s >>> 6] >>> s & 1) != 0;
            if (!a1.isEmpty(s)) {
                assertThat(in).as("the stone on %s", BOARD.name(s)).isTrue();
            } else if (!in) {
                off.add(s);
            }
        }
        // the zone is the proof's, not the board: most replies lie off it (131 when measured)
        assertThat(off.size()).isBetween(60, 200);
        int checked = 0;
        for (int i = 0; i < off.size(); i += 12) {
            GomokuPosition p = GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, base + "," + BOARD.name(off.get(i)));
            assertThat(new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 60_000, TSS, null).prove(p).outcome())
                    .as(GomokuNotation.game(p)).isEqualTo(Outcome.PROVED);
            checked++;
        }
        System.out.printf("%s,a1: zone of %d squares, %d replies off it, %d of them proved alone%n", base,
                java.util.Arrays.stream(zone).map(Long::bitCount).sum(), off.size(), checked);
        // a search that proved nothing has no zone
        GomokuProver none = new GomokuProver(BOARD, GomokuRule.FREESTYLE, 0, 50, TSS, null);
        none.prove(GomokuNotation.parse(BOARD, GomokuRule.FREESTYLE, "h8,h9,i9,j10"));
        assertThat(none.zone()).isNull();
    }

    @Test
    void weakProofNumbersProveAPositionWhereTheSumSpreadsOverBlacksCandidates() {
        // h8,c5,i9,c9 (standard rule, black to move), a position of the empty board's run that took
        // a 160,000-node job: with the sum of white's replies' numbers a search of 80,000 nodes
        // leaves it open, its numbers spread over black's moves; with weak numbers it is proved
        GomokuPosition p = GomokuNotation.parse(BOARD, GomokuRule.STANDARD, "h8,c5,i9,c9");
        GomokuProver sum = new GomokuProver(BOARD, GomokuRule.STANDARD, 0, 80_000, GomokuProver.SOLVE_TSS_BUDGET, null);
        assertThat(sum.prove(p).outcome()).isEqualTo(Outcome.UNKNOWN);
        GomokuProver weak = new GomokuProver(BOARD, GomokuRule.STANDARD, 0, 80_000, GomokuProver.SOLVE_TSS_BUDGET, null)
                .weakProofNumbers();
        GomokuProver.Result r = weak.prove(p);
        assertThat(r.outcome()).isEqualTo(Outcome.PROVED);
        assertThat(p.isEmpty(r.move())).isTrue();
        System.out.printf("h8,c5,i9,c9 (standard) with weak proof numbers: %s in %d nodes%n", BOARD.name(r.move()),
                r.nodes());
        assertThatThrownBy(weak::weakProofNumbers).isInstanceOf(IllegalStateException.class); // chosen before
    }

    /**
     * A random position of {@code stones} stones within {@code spread} squares of the centre, not
     * over and without a win in one move; null if the play ended first.
     */
    private static GomokuPosition randomPosition(GomokuBoard b, GomokuRule rule, int stones, int spread,
                                                 SplittableRandom r) {
        GomokuPosition p = new GomokuPosition(b, rule);
        int cx = b.width() / 2;
        int cy = b.height() / 2;
        while (p.stones() < stones && !p.isOver()) {
            int s = b.square(cx + r.nextInt(2 * spread + 1) - spread, cy + r.nextInt(2 * spread + 1) - spread);
            if (p.isEmpty(s)) {
                p.play(s);
            }
        }
        return p.isOver() || p.winningSquare() >= 0 ? null : p;
    }
}
