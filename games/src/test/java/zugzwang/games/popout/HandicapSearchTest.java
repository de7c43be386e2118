package zugzwang.games.popout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.Pn2Search;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofResult;
import zugzwang.games.connect4.Board;

/**
 * {@link HandicapSearch} against independent values: a plain recursive search over the game API
 * with the same handicap (exact answers, also under repetition), proof-number search for the
 * real value of the game, and the thesis' root values (seed 000 Table 13).
 */
class HandicapSearchTest {
    private static final long MEMORY = 4L << 20;

    /** Every combination of the switches (table, history, symmetry, threats). */
    private static List<HandicapOptions> allOptions() {
        List<HandicapOptions> all = new ArrayList<>();
        for (int bits = 0; bits < 16; bits++) {
            all.add(new HandicapOptions(MEMORY, (bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0, (bits & 8) != 0));
        }
        return all;
    }

    /**
     * The handicapped question answered by brute force over {@link PopOutState} (its own rules for
     * fours, pops, claims and repetition): does the attacker win within {@code depth} plies with at
     * most {@code pops} non-winning pops? No table, no ordering, no shortcuts.
     */
    static boolean reference(PopOutState s, int depth, int pops, boolean attackerToMove) {
        if (s.isTerminal()) {
            return attackerToMove ? s.value() > 0 : s.value() < 0;
        }
        if (depth == 0) {
            return false;
        }
        int w = s.game().board().width();
        int[] moves = new int[s.game().maxMoves() + 1];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            boolean pop = m >= w && m < 2 * w;
            s.play(m);
            boolean attackerWins;
            if (s.isTerminal()) {
                // the side to move now is the one who did not move
                attackerWins = attackerToMove ? s.value() < 0 : s.value() > 0;
            } else if (attackerToMove && pop) {
                attackerWins = pops > 0 && reference(s, depth - 1, pops - 1, false);
            } else {
                attackerWins = reference(s, depth - 1, pops, !attackerToMove);
            }
            s.undo();
            if (attackerToMove && attackerWins) {
                return true;
            }
            if (!attackerToMove && !attackerWins) {
                return false;
            }
        }
        return !attackerToMove;
    }

    /** A random game from the start: drops and pops, stopped early if it ends. */
    static PopOutState randomPosition(PopOutGame game, Random random, int length) {
        PopOutState s = game.start();
        int[] moves = new int[game.maxMoves() + 1];
        for (int i = 0; i < length && !s.isTerminal(); i++) {
            int n = s.moves(moves);
            s.play(moves[random.nextInt(n)]);
        }
        return s;
    }

    @Test
    void agreesWithBruteForceOnRandomPositionsForEverySwitch() {
        Random random = new Random(20140601);
        List<HandicapOptions> options = allOptions();
        int wins = 0;
        int checked = 0;
        for (int[] size : new int[][] {{4, 4}, {4, 5}, {5, 4}}) {
            Board board = Board.of(size[0], size[1]);
            for (int repetition : new int[] {2, 3}) {
                PopOutGame game = new PopOutGame(board, repetition);
                List<HandicapSearch> searches = options.stream().map(o -> new HandicapSearch(board, o)).toList();
                for (int i = 0; i < 80; i++) {
                    PopOutState s = randomPosition(game, random, 6 + random.nextInt(14));
                    int depth = 1 + random.nextInt(9);
                    int pops = random.nextInt(3);
                    boolean expected = reference(s.copy(), depth, pops, true);
                    for (HandicapSearch search : searches) {
                        HandicapResult r = search.search(s, depth, pops);
                        assertThat(r.win()).as("%s %s d=%d p=%d %s", game, PopOutNotation.format(s), depth, pops,
                                search.options()).isEqualTo(expected);
                        if (r.win() && !s.isTerminal()) {
                            // the best move keeps the win
                            PopOutState after = s.copy();
                            boolean pop = r.bestMove() >= board.width();
                            after.play(r.bestMove());
                            assertThat(after.isTerminal() && after.value() < 0
                                    || reference(after, depth - 1, pop ? pops - 1 : pops, false)).isTrue();
                        }
                    }
                    if (!s.isTerminal()) {
                        // and after each move
                        int[] moves = new int[game.maxMoves() + 1];
                        int n = s.moves(moves);
                        int m = moves[random.nextInt(n)];
                        PopOutState after = s.copy();
                        after.play(m);
                        boolean pop = m >= board.width() && m < 2 * board.width();
                        boolean exp = after.isTerminal() ? after.value() < 0
                                : (!pop || pops > 0) && reference(after, depth - 1, pop ? pops - 1 : pops, false);
                        for (HandicapSearch search : searches) {
                            assertThat(search.searchAfter(s, m, depth, pops).win()).as("%s after %s d=%d p=%d %s",
                                    PopOutNotation.format(s), s.moveName(m), depth, pops, search.options()).isEqualTo(exp);
                        }
                    }
                    wins += expected ? 1 : 0;
                    checked++;
                }
            }
        }
        // the sample is not degenerate
        assertThat(wins).isBetween(checked / 10, checked - checked / 10);
    }

    /** Deeper questions with pops and repetition: the table's reuse (depth, pops, taint) changes nothing. */
    @Test
    void tableReuseNeverChangesAnAnswer() {
        Random random = new Random(7);
        Board board = Board.of(4, 4);
        int wins = 0;
        for (int repetition : new int[] {2, 3}) {
            PopOutGame game = new PopOutGame(board, repetition);
            HandicapSearch with = new HandicapSearch(board, HandicapOptions.defaults().withMemory(MEMORY));
            HandicapSearch thesis = new HandicapSearch(board, HandicapOptions.thesis().withMemory(MEMORY));
            HandicapSearch without = new HandicapSearch(board, HandicapOptions.defaults().withTable(false));
            for (int i = 0; i < 150; i++) {
                PopOutState s = randomPosition(game, random, 4 + random.nextInt(16));
                int depth = 9 + 2 * random.nextInt(7);
                int pops = random.nextInt(4);
                boolean a = with.search(s, depth, pops).win();
                assertThat(thesis.search(s, depth, pops).win()).as(PopOutNotation.format(s)).isEqualTo(a);
                assertThat(without.search(s, depth, pops).win()).as(PopOutNotation.format(s)).isEqualTo(a);
                wins += a ? 1 : 0;
            }
        }
        assertThat(wins).isBetween(30, 270);
    }

    /**
     * Positions (4x4, two-fold) whose history before the root changes the answer: the defender
     * escapes by repeating a position of the game so far (found by a random scan). Searched first
     * without the history (filling the table with wins that pass through those positions), then
     * with it, the answers must stay those of brute force, and back again.
     */
    @Test
    void theHistoryBeforeTheRootIsRespectedByTheTable() {
        PopOutGame game = new PopOutGame(Board.of(4, 4));
        Object[][] cases = {
            {"112114p1p4342p131p3p4", 7, 3},
            {"1311422441p4p33", 9, 1},
            {"432444p4211p212p2p12211p33", 9, 3},
            {"3322p3124331p1p1", 9, 1},
            {"1313432132142p342p44", 5, 1},
        };
        for (Object[] c : cases) {
            PopOutState s = game.parse((String) c[0]);
            int depth = (Integer) c[1];
            int pops = (Integer) c[2];
            PopOutState fresh = game.fromKey(s.boardKey());
            // brute force: the history makes the difference
            assertThat(reference(s.copy(), depth, pops, true)).as((String) c[0]).isFalse();
            assertThat(reference(fresh.copy(), depth, pops, true)).as((String) c[0]).isTrue();
            for (HandicapOptions o : allOptions()) {
                HandicapSearch search = new HandicapSearch(game.board(), o.withMemory(1L << 16));
                assertThat(search.search(fresh, depth, pops).win()).isTrue();
                assertThat(search.search(s, depth, pops).win()).as("%s %s", c[0], o).isFalse();
                assertThat(search.search(fresh, depth, pops).win()).isTrue();
                assertThat(search.search(s, depth, pops).win()).as("%s %s", c[0], o).isFalse();
            }
        }
    }

    /**
     * Soundness and completeness against the real game value (proof-number search under two-fold
     * repetition, from the same history): a proven win is a win; with enough depth and pops every
     * win is found.
     */
    @Test
    void provenWinsAreRealWinsAndEnoughLimitsFindEveryWin() {
        Random random = new Random(99);
        Board board = Board.of(4, 4);
        PopOutGame game = new PopOutGame(board);
        HandicapSearch search = new HandicapSearch(board, HandicapOptions.defaults().withMemory(MEMORY));
        int realWins = 0;
        int decided = 0;
        for (int i = 0; i < 60; i++) {
            PopOutState s = randomPosition(game, random, 8 + random.nextInt(10));
            if (s.isTerminal()) {
                continue;
            }
            ProofResult exact = new Pn2Search(new ProofLimits(300_000, 64L << 20)).prove(s.copy(), s.player(), Goal.WIN);
            if (exact.outcome() == Outcome.UNKNOWN) {
                continue;
            }
            decided++;
            HandicapResult r = search.smallestDepth(s, -1, 3, 41, null);
            if (exact.outcome() == Outcome.PROVED) {
                realWins++;
                assertThat(r.win()).as("a win missed: %s", PopOutNotation.format(s)).isTrue();
            } else {
                assertThat(r.win()).as("a false win: %s", PopOutNotation.format(s)).isFalse();
            }
        }
        assertThat(decided).isGreaterThan(30);
        assertThat(realWins).isBetween(3, decided - 3);
    }

    /**
     * Against the strong solution of 4x4 ({@link PopOutRetrograde}, values of boards without
     * history): every proven win is a retrograde win, and every retrograde win is found with
     * generous limits.
     */
    @Test
    void agreesWithRetrogradeAnalysisOn4x4() {
        Board board = Board.of(4, 4);
        PopOutGame game = new PopOutGame(board);
        PopOutRetrograde retro = new PopOutRetrograde(board, 64L << 20);
        retro.run(slots -> { });
        HandicapSearch search = new HandicapSearch(board, HandicapOptions.defaults().withMemory(16L << 20));
        Random random = new Random(44);
        int wins = 0;
        int others = 0;
        for (int i = 0; i < 400; i++) {
            PopOutState played = randomPosition(game, random, random.nextInt(20));
            PopOutState s = game.fromKey(played.boardKey()); // no history: the retrograde value is its value
            byte exact = retro.value(s);
            boolean win = search.search(s, exact == zugzwang.core.retro.RetrogradeAnalysis.WIN ? 41 : 25, 6).win();
            assertThat(win).as("%s (retrograde %d)", PopOutNotation.format(played), exact)
                    .isEqualTo(exact == zugzwang.core.retro.RetrogradeAnalysis.WIN);
            if (win) {
                wins++;
            } else {
                others++;
            }
        }
        assertThat(wins).isGreaterThan(50);
        assertThat(others).isGreaterThan(50);
    }

    /** Thesis Table 13: the first player wins 4x5 (pop 1, depth 25) and 4x6 (0, 25), with every switch. */
    @Test
    void thesisRootValuesWithEverySwitch() {
        PopOutGame g45 = new PopOutGame(Board.of(4, 5));
        PopOutGame g46 = new PopOutGame(Board.of(4, 6));
        for (HandicapOptions o : allOptions()) {
            if (!o.table() && !o.history()) {
                continue; // (the plain search takes too long for a unit test; the random checks cover it)
            }
            HandicapOptions big = o.withMemory(16L << 20);
            assertThat(new HandicapSearch(Board.of(4, 5), big).search(g45.start(), 25, 1).win()).as("4x5 %s", o).isTrue();
            assertThat(new HandicapSearch(Board.of(4, 6), big).search(g46.start(), 25, 0).win()).as("4x6 %s", o).isTrue();
        }
    }

    /** 5x5 (1, 25) is a win; 4x4 and 5x4, draws, are not provable; 7x6 (0, 21) is a win. */
    @Test
    void thesisRootValuesOnLargerBoards() {
        HandicapOptions o = HandicapOptions.defaults().withMemory(64L << 20);
        assertThat(new HandicapSearch(Board.of(5, 5), o).search(new PopOutGame(Board.of(5, 5)).start(), 25, 1).win())
                .isTrue();
        assertThat(new HandicapSearch(Board.of(4, 4), o).search(new PopOutGame(Board.of(4, 4)).start(), 21, 2).win())
                .isFalse();
        assertThat(new HandicapSearch(Board.of(5, 4), o).search(new PopOutGame(Board.of(5, 4)).start(), 21, 1).win())
                .isFalse();
        HandicapResult r = new HandicapSearch(Board.STANDARD, o).search(new PopOutGame(Board.STANDARD).start(), 21, 0);
        assertThat(r.win()).isTrue();
        assertThat(r.bestMove()).isEqualTo(3); // the centre column (the only move searched first)
        // the limits are real limits: not within 19 plies, and 4x5 needs a pop
        assertThat(new HandicapSearch(Board.of(4, 5), o).search(new PopOutGame(Board.of(4, 5)).start(), 25, 0).win())
                .isFalse();
    }

    @Test
    void badArgumentsAreRefused() {
        Board board = Board.of(4, 4);
        HandicapSearch s = new HandicapSearch(board, HandicapOptions.defaults().withMemory(MEMORY));
        PopOutState start = new PopOutGame(board).start();
        assertThatThrownBy(() -> s.search(start, 0, 0)).hasMessageContaining("depth");
        assertThatThrownBy(() -> s.search(start, 5, -1)).hasMessageContaining("pop limit");
        assertThatThrownBy(() -> s.search(new PopOutGame(Board.of(5, 4)).start(), 5, 0)).hasMessageContaining("board");
        assertThatThrownBy(() -> s.searchAfter(start, 4, 5, 0)).hasMessageContaining("illegal");
        assertThatThrownBy(() -> new HandicapOptions(100, true, true, true, true)).hasMessageContaining("too small");
    }
}
