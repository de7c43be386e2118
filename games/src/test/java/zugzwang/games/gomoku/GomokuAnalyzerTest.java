package zugzwang.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import zugzwang.core.store.MemorySolutionStore;

/** The analysis of every move: each win it reports, checked by a verified proof; its threat sequence, by the rules. */
class GomokuAnalyzerTest {
    private static final GomokuBoard B = new GomokuBoard(9, 9);

    /**
     * Each move reported winning (about 8 per position, spread over the board) has a proof that the
     * rules-only verifier accepts: written from the position after it by {@link GomokuProofWriter},
     * whose searches are free to differ from the analysis'.
     */
    @Test
    void everyMoveReportedWinningHasAVerifiedProofAndTheSequenceWinsByTheRules() throws Exception {
        int reported = 0;
        int checked = 0;
        int sequences = 0;
        for (GomokuRule rule : GomokuRule.values()) {
            // black to move (a three-move threat win and two that need Victoria), then white to move
            for (String text : List.of("e5,a1,f5,a2,g5,a9", "f3,c5,d4,g6,g3,f7,c6,e6,f5,c4,d6,e7",
                    "e7,g4,g5,f6,d5,d6,c4,f4,c7,c5,e4,g6", "e5,e4,d6,f4,c7,b8,f6")) {
                GomokuPosition p = GomokuNotation.parse(B, rule, text);
                GomokuAnalyzer.Analysis a = new GomokuAnalyzer(B, rule, null, 1_000, 1_000).analyze(p, null);
                List<Integer> wins = new ArrayList<>();
                for (int s = 0; s < B.squares(); s++) {
                    if (a.blackWins()[s]) {
                        assertThat(p.isEmpty(s)).isTrue();
                        wins.add(s);
                    }
                }
                reported += wins.size();
                for (int i = 0; i < wins.size(); i += Math.max(1, wins.size() / 8)) {
                    GomokuPosition after = p.copy();
                    after.play(wins.get(i));
                    if (after.isWon()) {
                        continue;
                    }
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    new GomokuProofWriter(B, rule, null, 2_000, 10_000).write(after, out);
                    GomokuProofVerifier.Verdict v = new GomokuProofVerifier()
                            .verify(new ByteArrayInputStream(out.toByteArray()));
                    assertThat(v.valid()).as("%s %s after %s: %s", rule, text, B.name(wins.get(i)), v.summary()).isTrue();
                    checked++;
                }
                if (a.threats().length > 0) {
                    sequences++;
                    GomokuThreats t = GomokuThreats.of(B);
                    int[] gains = Arrays.stream(a.threats()).map(t::gain).toArray();
                    assertThat(new ThreatRulesCheck(p, 200_000).wins(gains)).as("%s %s", rule, text).isTrue();
                }
            }
        }
        System.out.printf("go-moku analysis: %d winning moves reported, %d of them checked by a verified proof,"
                + " %d sequences%n", reported, checked, sequences);
        assertThat(reported).isGreaterThan(20);
        assertThat(checked).isGreaterThan(30);
        assertThat(sequences).isEqualTo(2);
    }

    @Test
    void twoThreadsFindWhatOneFinds() {
        for (GomokuRule rule : GomokuRule.values()) {
            GomokuPosition p = GomokuNotation.parse(B, rule, "e5,e4,d6,f4,c7,b8,f6");
            GomokuAnalyzer.Analysis one = new GomokuAnalyzer(B, rule, null, 300, 1_000).analyze(p, 1, null);
            java.util.concurrent.atomic.AtomicInteger told = new java.util.concurrent.atomic.AtomicInteger();
            GomokuAnalyzer.Analysis two = new GomokuAnalyzer(B, rule, null, 300, 1_000)
                    .analyze(p, 2, s -> told.incrementAndGet());
            assertThat(two.blackWins()).isEqualTo(one.blackWins());
            assertThat(two.searches()).isEqualTo(one.searches());
            assertThat(told.get()).isEqualTo(B.squares() - p.stones());
        }
    }

    @Test
    void aPositionInTheStoreIsAnsweredFromIt() {
        GomokuPosition p = GomokuNotation.parse(B, GomokuRule.FREESTYLE, "e5,e4");
        GomokuSolutions store = new GomokuSolutions(new MemorySolutionStore(), B);
        GomokuPosition after = p.copy();
        after.play(B.square(3, 3)); // d4
        long[] canon = new long[2 * B.words()];
        after.canonical(canon);
        store.write(store.batch().win(canon, -1));
        GomokuAnalyzer.Analysis a = new GomokuAnalyzer(B, GomokuRule.FREESTYLE, store, 0, 2_000).analyze(p, null);
        // d4 and its mirror image in e5-e4's axis (f4) are wins by the store's word; nothing else is known
        int count = 0;
        for (int s = 0; s < B.squares(); s++) {
            count += a.blackWins()[s] ? 1 : 0;
        }
        assertThat(a.blackWins()[B.square(3, 3)]).isTrue();
        assertThat(a.blackWins()[B.square(5, 3)]).isTrue();
        assertThat(count).isEqualTo(2);
    }
}
