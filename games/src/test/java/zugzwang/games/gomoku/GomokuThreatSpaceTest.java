package zugzwang.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Threat-space search for go-moku on hand-made positions, each replayed by the rules. */
class GomokuThreatSpaceTest {
    /**
     * The defender's category (category reduction, §5.3.4) is kept from her threats of an earlier
     * state (the initial one, or the one asked about last where the state grew from it) and those
     * through her new stones: on states grown as a tree from random positions by both sides'
     * stones, each asked about as the engine does (a child after its parent or after a sibling's
     * subtree, an array asked about before again), it is what a scan of every five and straight
     * four of hers says.
     */
    @Test
    void theDefendersCategoryIsWhatEveryThreatOfHersSays() {
        java.util.SplittableRandom r = new java.util.SplittableRandom(20261202);
        int[] seen = new int[4];
        for (int size : new int[] {15, 19}) {
            GomokuBoard b = new GomokuBoard(size, size);
            GomokuThreats t = GomokuThreats.of(b);
            int words = b.words();
            for (int i = 0; i < 40; i++) {
                long[] black = new long[words];
                long[] white = new long[words];
                int c = b.squares() / 2;
                scatter(b, r, 6 + r.nextInt(20), black, white);
                GomokuThreatSpace space = GomokuThreatSpace.forStones(b, GomokuRule.FREESTYLE, black, white, 100);
                // one search asks about many states grown from its initial one: grow a tree of them,
                // each child from the last state or from any earlier one, and ask again about old arrays
                List<long[]> grown = new ArrayList<>();
                List<Integer> categories = new ArrayList<>();
                grown.add(space.initialState());
                categories.add(-1);
                for (int k = 0; k < 40; k++) {
                    long[] parent = grown.get(r.nextBoolean() ? grown.size() - 1 : r.nextInt(grown.size()));
                    long[] state = parent.clone();
                    for (int stones = 1 + r.nextInt(3); stones > 0; stones--) {
                        int s = near(b, c, r);
                        if ((state[2 * words + (s >>> 6)] >>> s & 1) == 0) {
                            continue;
                        }
                        int side = r.nextInt(3) == 0 ? 0 : 1;
                        state[2 * words + (s >>> 6)] &= ~(1L << s);
                        state[side * words + (s >>> 6)] |= 1L << s;
                    }
                    int expected = 3;
                    for (int f = 0; f < t.size(); f++) {
                        GomokuThreats.Kind kind = t.kind(f);
                        if ((kind == GomokuThreats.Kind.FIVE || kind == GomokuThreats.Kind.STRAIGHT_FOUR)
                                && t.holds(state, words, 2 * words, f)) {
                            expected = Math.min(expected, kind == GomokuThreats.Kind.FIVE ? 1 : 2);
                        }
                    }
                    seen[expected]++;
                    assertThat(space.defenderCategoryOf(state)).as("%dx%d position %d", size, size, i)
                            .isEqualTo(expected);
                    grown.add(state);
                    categories.add(expected);
                    int again = 1 + r.nextInt(grown.size() - 1);
                    assertThat(space.defenderCategoryOf(grown.get(again))).as("%dx%d position %d again", size, size, i)
                            .isEqualTo(categories.get(again));
                }
            }
        }
        System.out.printf("defender's category: %d fours, %d threes, %d neither%n", seen[1], seen[2], seen[3]);
        assertThat(seen[1]).isGreaterThan(20);
        assertThat(seen[2]).isGreaterThan(20);
        assertThat(seen[3]).isGreaterThan(20);
    }

    /**
     * A defence search's root takes her threats that held where the attacker's search began and
     * those through her new stones: on positions grown from random ones by both sides' stones,
     * every threat of hers of the search's categories that applies is among them.
     */
    @Test
    void aDefenceSearchsRootHasEveryThreatOfHersThatApplies() {
        java.util.SplittableRandom r = new java.util.SplittableRandom(20261203);
        int checked = 0;
        for (int size : new int[] {15, 19}) {
            GomokuBoard b = new GomokuBoard(size, size);
            GomokuThreats t = GomokuThreats.of(b);
            int words = b.words();
            int c = b.squares() / 2;
            for (int i = 0; i < 40; i++) {
                long[] black = new long[words];
                long[] white = new long[words];
                scatter(b, r, 6 + r.nextInt(16), black, white);
                GomokuThreatSpace space = GomokuThreatSpace.forStones(b, GomokuRule.FREESTYLE, black, white, 100);
                long[] his = black.clone();
                long[] hers = white.clone();
                for (int k = 0; k < 10; k++) {
                    int s = near(b, c, r);
                    if (((his[s >>> 6] | hers[s >>> 6]) >>> s & 1) == 0) {
                        (r.nextBoolean() ? his : hers)[s >>> 6] |= 1L << s;
                    }
                    for (int most = 0; most <= 1; most++) {
                        java.util.Set<Integer> candidates = new java.util.HashSet<>();
                        for (int f : space.defenceCandidates(most, hers, his)) {
                            candidates.add(f);
                        }
                        for (int f = 0; f < t.size(); f++) {
                            if (t.kind(f).category() <= most && t.applies(f, hers, his, GomokuRule.FREESTYLE)) {
                                assertThat(candidates).as("%dx%d position %d threat %d", size, size, i, f).contains(f);
                                checked++;
                            }
                        }
                    }
                }
            }
        }
        System.out.printf("defence roots: %d threats of hers that apply, each a candidate%n", checked);
        assertThat(checked).isGreaterThan(200);
    }

    /**
     * A goal after a threat (a dependency node's test) is looked for through the threat's own
     * stones alone ({@code isGoalAfter}): on states grown from random positions by threats that
     * apply, with and without goal squares for either side, under both rules, it says what the
     * whole state's test says for every threat that applies.
     */
    @Test
    void aGoalAfterAThreatIsWhatTheWholeStateSays() {
        java.util.SplittableRandom r = new java.util.SplittableRandom(20261206);
        GomokuBoard b = new GomokuBoard(15, 15);
        GomokuThreats t = GomokuThreats.of(b);
        zugzwang.core.dbsearch.OperatorTable ops = t.table();
        int words = b.words();
        int[] seen = new int[2];
        for (GomokuRule rule : GomokuRule.values()) {
            for (int i = 0; i < 60; i++) {
                long[] black = new long[words];
                long[] white = new long[words];
                scatter(b, r, 8 + r.nextInt(16), black, white);
                long[] goals = i % 3 == 0 ? null : new long[words];
                long[] hers = i % 3 == 2 ? new long[words] : null;
                for (int k = 0; k < 6; k++) {
                    int g = near(b, b.squares() / 2, r);
                    if (goals != null) {
                        goals[g >>> 6] |= 1L << g;
                    }
                    int h = near(b, b.squares() / 2, r);
                    if (hers != null) {
                        hers[h >>> 6] |= 1L << h;
                    }
                }
                GomokuThreatSpace space = GomokuThreatSpace.withGoalSquares(b, rule, black, white, goals, hers);
                long[] state = space.initialState();
                for (int step = 0; step < 8 && !space.isGoal(state); step++) {
                    long[] next = null;
                    for (int f = 0; f < t.size(); f++) {
                        if (!ops.applicable(state, f)) {
                            continue;
                        }
                        long[] child = state.clone();
                        zugzwang.core.dbsearch.AttributeSet.apply(child, ops.del(f), ops.add(f));
                        boolean goal = space.isGoal(child);
                        assertThat(space.isGoalAfter(child, f)).as("%s position %d step %d threat %d", rule, i, step, f)
                                .isEqualTo(goal);
                        seen[goal ? 1 : 0]++;
                        if (!goal && (next == null || r.nextInt(8) == 0)) {
                            next = child;
                        }
                    }
                    if (next == null) {
                        break;
                    }
                    state = next;
                }
            }
        }
        System.out.printf("goals after a threat: %d goals, %d not%n", seen[1], seen[0]);
        assertThat(seen[1]).isGreaterThan(300);
        assertThat(seen[0]).isGreaterThan(3_000);
    }

    /**
     * The attacker's root takes the threats anchored at his stones, but not a direction's group
     * with too few of his stones for any of them: on random positions, every threat of his that
     * applies is among them.
     */
    @Test
    void theAttackersRootHasEveryThreatOfHisThatApplies() {
        java.util.SplittableRandom r = new java.util.SplittableRandom(2026120603);
        GomokuBoard b = new GomokuBoard(15, 15);
        GomokuThreats t = GomokuThreats.of(b);
        int words = b.words();
        int checked = 0;
        for (GomokuRule rule : GomokuRule.values()) {
            for (int i = 0; i < 60; i++) {
                long[] black = new long[words];
                long[] white = new long[words];
                scatter(b, r, 4 + r.nextInt(30), black, white);
                GomokuThreatSpace space = GomokuThreatSpace.forStones(b, rule, black, white, 100);
                java.util.Set<Integer> candidates = new java.util.HashSet<>();
                for (int f : space.candidates(space.initialState())) {
                    candidates.add(f);
                }
                for (int f = 0; f < t.size(); f++) {
                    if (t.applies(f, black, white, rule)) {
                        assertThat(candidates).as("%s position %d threat %d", rule, i, f).contains(f);
                        checked++;
                    }
                }
            }
        }
        System.out.printf("attacker roots: %d threats of his that apply, each a candidate%n", checked);
        assertThat(checked).isGreaterThan(500);
    }

    /** Up to {@code stones} stones near the centre, black and white in turn, on empty squares. */
    private static void scatter(GomokuBoard b, java.util.SplittableRandom r, int stones, long[] black, long[] white) {
        for (int k = 0; k < stones; k++) {
            int s = near(b, b.squares() / 2, r);
            if (((black[s >>> 6] | white[s >>> 6]) >>> s & 1) == 0) {
                (k % 2 == 0 ? black : white)[s >>> 6] |= 1L << s;
            }
        }
    }

    /** A square within 3 rows and columns of {@code centre}. */
    private static int near(GomokuBoard b, int centre, java.util.SplittableRandom r) {
        int x = Math.floorMod(centre, b.width()) + r.nextInt(7) - 3;
        int y = centre / b.width() + r.nextInt(7) - 3;
        return y * b.width() + x;
    }

    @Test
    void theInitialStateHoldsEachSquaresKindOnEveryBoard() {
        // built word by word: against one attribute per square (GomokuThreats.attribute)
        java.util.SplittableRandom r = new java.util.SplittableRandom(20261129);
        for (int size : new int[] {7, 9, 15, 19}) {
            GomokuBoard b = new GomokuBoard(size, size);
            GomokuThreats t = GomokuThreats.of(b);
            for (int i = 0; i < 10; i++) {
                GomokuPosition p = RandomPlay.clustered(b, GomokuRule.FREESTYLE, r, 1 + r.nextInt(size * 2), 4);
                if (p == null) {
                    i--; // the game ended on the way: another
                    continue;
                }
                long[] expected = new long[3 * b.words()];
                int mover = p.player();
                for (int sq = 0; sq < b.squares(); sq++) {
                    int kind = p.isEmpty(sq) ? 2 : (p.stonesOf(mover)[sq >>> 6] >>> sq & 1) != 0 ? 0 : 1;
                    int a = t.attribute(kind, sq);
                    expected[a >>> 6] |= 1L << a;
                }
                assertThat(new GomokuThreatSpace(p, 10).initialState()).as("%dx%d %s", size, size,
                        GomokuNotation.game(p)).containsExactly(expected);
            }
        }
    }

    /**
     * {@link GomokuThreatSpace#mayInteract} lets the db-search skip merges of threats far apart:
     * on random positions (both rules, two boards, every goal searched) the search with it makes
     * the same nodes and finds the same goals as with every merge tried (the domain asked through
     * a wrapper that answers "may interact" always), and skips merges.
     */
    @Test
    void mergesOfThreatsApartAreSkippedAndNothingElseChanges() {
        java.util.SplittableRandom r = new java.util.SplittableRandom(20261204);
        long skipped = 0;
        long merges = 0;
        int searches = 0;
        for (GomokuRule rule : GomokuRule.values()) {
            for (int size : new int[] {9, 15}) {
                GomokuBoard b = new GomokuBoard(size, size);
                for (int i = 0; i < 25; i++) {
                    GomokuPosition p = RandomPlay.clustered(b, rule, r, 8 + r.nextInt(2 * size), 6);
                    if (p == null) {
                        i--;
                        continue;
                    }
                    zugzwang.core.dbsearch.DbResult with =
                            new zugzwang.core.dbsearch.DbSearch(new GomokuThreatSpace(p, 3_000), 3_000, false).run();
                    zugzwang.core.dbsearch.DbResult without = new zugzwang.core.dbsearch.DbSearch(
                            new EveryMerge(new GomokuThreatSpace(p, 3_000)), 3_000, false).run();
                    String at = rule + " " + GomokuNotation.game(p);
                    assertThat(with.nodeCount()).as(at).isEqualTo(without.nodeCount());
                    assertThat(with.combinationNodes()).as(at).isEqualTo(without.combinationNodes());
                    assertThat(with.pairs()).as(at).isEqualTo(without.pairs());
                    assertThat(with.goals().stream().map(n -> java.util.Arrays.toString(n.path())).toList()).as(at)
                            .isEqualTo(without.goals().stream().map(n -> java.util.Arrays.toString(n.path())).toList());
                    skipped += without.merges() - with.merges();
                    merges += without.merges();
                    searches++;
                }
            }
        }
        System.out.printf("merges of threats apart: %d of %d skipped in %d searches, the same nodes and goals%n",
                skipped, merges, searches);
        assertThat(searches).isEqualTo(100);
        assertThat(skipped).as("merges skipped of %d", merges).isGreaterThan(merges / 10);
    }

    /**
     * A search cut within a level ({@link GomokuThreatSpace#cutWithinLevel}, past
     * {@link GomokuThreatSpace#REFUTATIONS_WITHIN_LEVEL} refutations): on random positions
     * (15×15, both rules, Victoria's budget of 300 nodes) it is the whole search cut short — never
     * more nodes, a win only where the whole search finds the same sequence, and where it makes
     * fewer nodes it says it was cut — and it is cut short, mid-level, in some.
     */
    @Test
    void aSearchCutWithinALevelIsTheWholeSearchCutShort() {
        java.util.SplittableRandom r = new java.util.SplittableRandom(20261207);
        int cut = 0;
        int lostWins = 0;
        long saved = 0;
        int searches = 0;
        for (GomokuRule rule : GomokuRule.values()) {
            for (int i = 0; i < 60; i++) {
                GomokuPosition p = RandomPlay.clustered(BOARD, rule, r, 8 + r.nextInt(16), 4);
                if (p == null) {
                    i--;
                    continue;
                }
                GomokuThreatSpace cutting = new GomokuThreatSpace(p, 300).cutWithinLevel();
                GomokuThreatSpace.Result with = cutting.search();
                GomokuThreatSpace whole = new GomokuThreatSpace(p, 300);
                GomokuThreatSpace.Result all = whole.search();
                String at = rule + " " + GomokuNotation.game(p);
                assertThat(whole.wasCut()).as(at).isFalse();
                assertThat(with.search().nodeCount()).as(at).isLessThanOrEqualTo(all.search().nodeCount());
                if (with.wins()) {
                    assertThat(all.wins()).as(at).isTrue();
                    assertThat(with.threats()).as(at).isEqualTo(all.threats());
                }
                if (with.search().nodeCount() < all.search().nodeCount()) {
                    assertThat(cutting.wasCut()).as(at).isTrue();
                    assertThat(with.wins()).as(at).isFalse();
                    assertThat(with.search().complete()).as(at).isFalse();
                    assertThat(with.search().outOfBudget()).as(at).isFalse();
                    cut++;
                    saved += all.search().nodeCount() - with.search().nodeCount();
                    lostWins += all.wins() ? 1 : 0;
                } else {
                    assertThat(cutting.wasCut()).as(at).isFalse();
                    assertThat(with.wins()).as(at).isEqualTo(all.wins());
                }
                searches++;
            }
        }
        System.out.printf("searches cut within a level: %d of %d, %d db-nodes saved, %d wins found only whole%n",
                cut, searches, saved, lostWins);
        assertThat(cut).as("searches cut short").isGreaterThanOrEqualTo(searches / 30);
    }

    /** A go-moku threat-space search as a domain that says every two states may interact. */
    private record EveryMerge(GomokuThreatSpace d) implements zugzwang.core.dbsearch.DbDomain {
        @Override
        public zugzwang.core.dbsearch.OperatorTable operators() {
            return d.operators();
        }

        @Override
        public long[] initialState() {
            return d.initialState();
        }

        @Override
        public boolean isGoal(long[] state) {
            return d.isGoal(state);
        }

        @Override
        public boolean allows(long[] state, int f) {
            return d.allows(state, f);
        }

        @Override
        public long[] usable() {
            return d.usable();
        }

        @Override
        public boolean acceptsGoal(int[] path, long[] state) {
            return d.acceptsGoal(path, state);
        }

        @Override
        public boolean stopAfterLevel(int level) {
            return d.stopAfterLevel(level);
        }

        @Override
        public boolean stopAfterRefusal() {
            return d.stopAfterRefusal();
        }

        @Override
        public int[] candidates(long[] state) {
            return d.candidates(state);
        }
    }

    private static final GomokuBoard BOARD = new GomokuBoard(15, 15);
    private static final long BUDGET = 20_000;
    /** Without global defence and without category reduction (which refutes some sequences early too). */
    private static final java.util.Set<GomokuThreatSpace.Option> NO_DEFENCE =
            java.util.EnumSet.of(GomokuThreatSpace.Option.RESTRICTED_THREES, GomokuThreatSpace.Option.GLOBAL_REFUTATION);
    /** Squares that pad the side with fewer stones, far apart on the edges (no lines among them). */
    private static final String[] PAD = {"a1", "o1", "a15", "o15", "h1", "a8", "o8", "h15", "d1", "l1"};

    @Test
    void anOpenThreeBecomesAStraightFour() {
        GomokuPosition p = position(GomokuRule.FREESTYLE, "h8,i8,j8", "h10,i10,o12");
        GomokuThreatSpace.Result r = new GomokuThreatSpace(p, BUDGET).search();
        assertThat(r.wins()).isTrue();
        assertThat(name(first(r))).isIn("g8", "k8");
        replays(p, r.threats());
    }

    @Test
    void twoClosedThreesWinByFours() {
        // h8 i8 j8 closed by white's g8; k9 k10 k11 closed by white's k12: k8 makes two fours (the
        // search may find another sequence of fours; the replay checks the one it gives)
        GomokuPosition p = position(GomokuRule.FREESTYLE, "h8,i8,j8,k9,k10,k11", "g8,k12,c3,m3,c13,e13");
        GomokuThreatSpace.Result r = new GomokuThreatSpace(p, BUDGET).search();
        assertThat(r.wins()).isTrue();
        replays(p, r.threats());
    }

    @Test
    void aThreeThenAFourMakeADoubleThreat() {
        // g8 h8 and i9 i10: i8 makes two open threes; the search plays one as a three, the other as a four
        GomokuPosition p = position(GomokuRule.FREESTYLE, "g8,h8,i9,i10", "c3,m3,c13,m13");
        GomokuThreatSpace.Result r = new GomokuThreatSpace(p, BUDGET).search();
        assertThat(r.wins()).isTrue();
        replays(p, r.threats());
        assertThat(r.threats().length).isGreaterThan(1);
    }

    @Test
    void theDefendersOpenThreeRefutesASlowerAttack() {
        // as above, but white has an open three: after black's three she makes a straight four
        GomokuPosition p = position(GomokuRule.FREESTYLE, "g8,h8,i9,i10", "c13,d13,e13,m3");
        assertThat(new GomokuThreatSpace(p, BUDGET).search().wins()).isFalse();
        assertThat(new GomokuThreatSpace(p, BUDGET, NO_DEFENCE).search().wins()).as("without global defence").isTrue();
        // her four (a stone of her three taken away) is too slow to stop the straight four
        GomokuPosition q = position(GomokuRule.FREESTYLE, "h8,i8,j8", "c13,d13,m3");
        assertThat(new GomokuThreatSpace(q, BUDGET).search().wins()).isTrue();
    }

    @Test
    void theDefendersFourRefutesAStraightFour() {
        // white has a four (b2 c3 d4 e5, f6 empty): after black's straight four she makes five
        GomokuPosition p = position(GomokuRule.FREESTYLE, "h8,i8,j8", "b2,c3,d4,e5");
        assertThat(new GomokuThreatSpace(p, BUDGET).search().wins()).isFalse();
        assertThat(new GomokuThreatSpace(p, BUDGET, NO_DEFENCE).search().wins()).as("without global defence").isTrue();
    }

    @Test
    void underTheStandardRuleAnOverlineIsNoFive() {
        // d8 e8 f8 g8 and i8: h8 makes six in a row
        String black = "d8,e8,f8,g8,i8";
        String white = "d7,e7,f9,g9,m12";
        GomokuPosition free = position(GomokuRule.FREESTYLE, black, white);
        GomokuThreatSpace.Result r = new GomokuThreatSpace(free, BUDGET).search();
        assertThat(r.wins()).isTrue();
        GomokuPosition standard = position(GomokuRule.STANDARD, black, white);
        GomokuThreatSpace.Result s = new GomokuThreatSpace(standard, BUDGET).search();
        if (s.wins()) {
            replays(standard, s.threats()); // another way, by exact fives only
            assertThat(name(first(s))).isNotEqualTo("h8");
        }
    }

    /**
     * §5.3.3, Fig. 5.5: after a three the defender may interject fours, whose stones stay; with them
     * she may make a five against a later four. Positions found by a random search where the check
     * without the interjected fours accepts a sequence the defender beats by the rules
     * ({@link ThreatRulesCheck}, exhaustive here); with them it is refused.
     */
    @Test
    void theDefendersInterjectedFoursRefuteASequence() {
        GomokuBoard b = new GomokuBoard(11, 11);
        refutedOnlyWith(GomokuThreatSpace.Option.INTERJECTED_FOURS, b, GomokuRule.FREESTYLE,
                "f6,e4,h5,f2,g6,f5,d5,j6,k8,i7,i9,j9,i11,k11,i10,j10,k9,h11,j11,i8,g9,f10",
                "f6,g4,f5,h3,g2,h6,e6,i1,h2,c7,g3,e8,e7,h4,g5,b5");
    }

    /**
     * §5.3.5: under the standard rule a threat counts only while no attacker stone extends its line,
     * and the defender's forced replies on the extensions are goals of her check. Positions found by
     * a random search where the search without the extension squares returns a sequence the
     * defender beats by the rules.
     */
    @Test
    void theStandardRulesExtensionSquaresRefuteASequence() {
        refutedOnlyWith(GomokuThreatSpace.Option.EXTENSION_SQUARES, BOARD, GomokuRule.STANDARD,
                "h8,f10,d8,f9,i7,f6,d6,e11,d5,h4,c7,i2,d3,b3,k3,i4,b1,l3,k1,n2,k6,o1,a1,a2,j7,l4",
                "h8,j7,l5,l6,j6,k6,h5,k8,m8,g5,f3,j10,j3,h4,f4,e4,h12,g11,f10,d6,g12,h11");
    }

    /**
     * In each game, the search without {@code part} wins with a sequence the defender beats by the
     * rules (an exhaustive {@link ThreatRulesCheck}); with it, the search finds no win.
     */
    private static void refutedOnlyWith(GomokuThreatSpace.Option part, GomokuBoard b, GomokuRule rule,
                                        String... games) {
        java.util.Set<GomokuThreatSpace.Option> without = java.util.EnumSet.allOf(GomokuThreatSpace.Option.class);
        without.remove(part);
        GomokuThreats t = GomokuThreats.of(b);
        for (String game : games) {
            GomokuPosition p = GomokuNotation.parse(b, rule, game);
            GomokuThreatSpace.Result r = new GomokuThreatSpace(p, BUDGET, without).search();
            assertThat(r.wins()).as("%s without %s", game, part).isTrue();
            ThreatRulesCheck check = new ThreatRulesCheck(p, 1_000_000);
            assertThat(check.wins(java.util.Arrays.stream(r.threats()).map(t::gain).toArray())).as(game).isFalse();
            assertThat(check.nodes()).as("the check was exhaustive").isLessThan(1_000_000);
            assertThat(new GomokuThreatSpace(p, BUDGET).search().wins()).as("%s with %s", game, part).isFalse();
        }
    }

    @Test
    void onRandomPositionsEveryWinStandsAgainstEveryDefenceByTheRules() {
        java.util.SplittableRandom r = new java.util.SplittableRandom(20);
        int confirmed = 0;
        int undecided = 0;
        int searched = 0;
        for (GomokuRule rule : GomokuRule.values()) {
            for (int i = 0; i < 100; i++) {
                GomokuPosition p = new GomokuPosition(BOARD, rule);
                int stones = 20 + r.nextInt(11);
                while (p.stones() < stones && !p.isOver()) {
                    int s = BOARD.square(7 + r.nextInt(7) - 3, 7 + r.nextInt(7) - 3);
                    if (p.isEmpty(s)) {
                        p.play(s);
                    }
                }
                if (p.isOver() || p.winningSquare() >= 0) {
                    continue;
                }
                searched++;
                GomokuThreatSpace.Result ts = new GomokuThreatSpace(p, BUDGET).search();
                if (!ts.wins()) {
                    continue;
                }
                replays(p, ts.threats());
                ThreatRulesCheck check = new ThreatRulesCheck(p, 200_000);
                int[] gains = java.util.Arrays.stream(ts.threats()).map(f -> GomokuThreats.of(BOARD).gain(f)).toArray();
                boolean wins = check.wins(gains);
                if (!wins && check.nodes() > 200_000) {
                    undecided++;
                    continue;
                }
                assertThat(wins).as("%s %s: %s", rule, GomokuNotation.game(p),
                        GomokuThreatSpace.describe(BOARD, ts.threats())).isTrue();
                confirmed++;
            }
        }
        System.out.printf("go-moku threat-space wins confirmed by the rules: %d of %d positions searched (%d over the check's budget)%n",
                confirmed, searched, undecided);
        assertThat(confirmed).isGreaterThan(20);
    }

    @Test
    void aDefenderStoneOutsideTheRelatedSquaresLeavesTheWin() {
        // Allis' claim R ⊆ S (§5.4.2), tested as he did (§5.5.4): after a white stone on any square
        // outside S (the threats' and the goal's lines, the squares of her defence searches), black
        // still wins by threats
        java.util.SplittableRandom r = new java.util.SplittableRandom(54);
        int positions = 0;
        int tried = 0;
        int related = 0;
        for (int i = 0; i < 80 && positions < 12; i++) {
            GomokuPosition p = new GomokuPosition(BOARD, GomokuRule.FREESTYLE);
            int stones = 20 + 2 * r.nextInt(5); // black to move
            while (p.stones() < stones && !p.isOver()) {
                int s = BOARD.square(7 + r.nextInt(7) - 3, 7 + r.nextInt(7) - 3);
                if (p.isEmpty(s)) {
                    p.play(s);
                }
            }
            if (p.isOver() || p.winningSquare() >= 0 || p.player() != 0) {
                continue;
            }
            GomokuThreatSpace.Result ts = GomokuThreatSpace.forAttacker(p, 0, BUDGET).search();
            if (!ts.wins()) {
                continue;
            }
            positions++;
            for (int s = 0; s < BOARD.squares(); s++) {
                if (!p.isEmpty(s)) {
                    continue;
                }
                if (ts.related(s)) {
                    related++;
                    continue;
                }
                if (r.nextInt(8) != 0) {
                    continue; // a sample of the others
                }
                // white's stone on s, black to move again (a null move of white's elsewhere)
                long[] white = p.stonesOf(1).clone();
                white[s >>> 6] |= 1L << s;
                tried++;
                assertThat(GomokuThreatSpace.forStones(BOARD, p.rule(), p.stonesOf(0), white, BUDGET).search().wins())
                        .as("%s + white %s", GomokuNotation.game(p), name(s)).isTrue();
            }
        }
        System.out.printf("related squares: %d positions, %d related squares, %d others tried, all still won%n",
                positions, related, tried);
        assertThat(positions).isGreaterThan(5);
        assertThat(tried).isGreaterThan(100);
    }

    /**
     * Plays the sequence by the rules: each threat's square (empty, and a threat of its kind then),
     * the defender's reply squares (she could pick any one; her whole set is played, which only
     * helps her); then the attacker has won: a five, or a straight four she cannot stop (two
     * squares make five).
     */
    private static void replays(GomokuPosition start, int[] threats) {
        GomokuThreats t = GomokuThreats.of(BOARD);
        int attacker = start.player();
        long[] a = start.stonesOf(attacker).clone();
        long[] d = start.stonesOf(1 - attacker).clone();
        for (int i = 0; i < threats.length; i++) {
            int f = threats[i];
            assertThat(t.applies(f, a, d, start.rule())).as("threat %d (%s) applies", i + 1, name(t.gain(f))).isTrue();
            int gain = t.gain(f);
            a[gain >>> 6] |= 1L << gain;
            if (five(start.rule(), a, gain)) {
                assertThat(i).as("the five ends the sequence").isEqualTo(threats.length - 1);
                return;
            }
            for (int r : t.cost(f)) {
                d[r >>> 6] |= 1L << r;
            }
        }
        int fives = 0;
        for (int s = 0; s < BOARD.squares(); s++) {
            if (!has(a, s) && !has(d, s)) {
                a[s >>> 6] |= 1L << s;
                fives += five(start.rule(), a, s) ? 1 : 0;
                a[s >>> 6] &= ~(1L << s);
            }
        }
        assertThat(fives).as("squares that make five after the sequence").isGreaterThanOrEqualTo(2);
    }

    private static int first(GomokuThreatSpace.Result r) {
        return GomokuThreats.of(BOARD).gain(r.threats()[0]);
    }

    private static boolean five(GomokuRule rule, long[] a, int s) {
        for (int dir = 0; dir < 4; dir++) {
            int n = 1;
            for (int x = BOARD.step(s, dir); x >= 0 && has(a, x); x = BOARD.step(x, dir)) {
                n++;
            }
            for (int x = BOARD.step(s, dir + 4); x >= 0 && has(a, x); x = BOARD.step(x, dir + 4)) {
                n++;
            }
            if (rule.wins(n)) {
                return true;
            }
        }
        return false;
    }

    /** Black to move with these stones; the side with fewer stones is padded on the edges. */
    private static GomokuPosition position(GomokuRule rule, String black, String white) {
        List<String> b = new ArrayList<>(List.of(black.split(",")));
        List<String> w = new ArrayList<>(List.of(white.split(",")));
        int pad = 0;
        while (b.size() < w.size()) {
            b.add(PAD[pad++]);
        }
        while (w.size() < b.size()) {
            w.add(PAD[pad++]);
        }
        List<String> game = new ArrayList<>();
        for (int i = 0; i < b.size(); i++) {
            game.add(b.get(i));
            game.add(w.get(i));
        }
        GomokuPosition p = GomokuNotation.parse(BOARD, rule, String.join(",", game));
        assertThat(p.player()).isZero();
        return p;
    }

    private static boolean has(long[] stones, int s) {
        return (stones[s >>> 6] >>> s & 1) != 0;
    }

    private static String name(int s) {
        return BOARD.name(s);
    }
}
