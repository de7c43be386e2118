package zugzwang.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import zugzwang.core.proof.Outcome;
import zugzwang.core.store.MemorySolutionStore;

/** Proofs written in parts at once: the verifier accepts them, and mirror images are references. */
class GomokuParallelProofWriterTest {
    private static final GomokuBoard B = new GomokuBoard(9, 9);
    /** 9×9 positions, black to move, that black wins (as in GomokuProofTest). */
    private static final String[] POSITIONS = {
        "f4,g3,d5,g5,f6,f3,f5,d7,c4,g6",
        "f3,c5,d4,g6,g3,f7,c6,e6,f5,c4,d6,e7",
        "e7,g4,g5,f6,d5,d6,c4,f4,c7,c5,e4,g6",
    };

    /** A memory store with Victoria's proof of p (at most {@code nodes}), or null if it is not proved. */
    private static GomokuSolutions proved(GomokuRule rule, GomokuPosition p, long nodes) {
        GomokuSolutions store = new GomokuSolutions(new MemorySolutionStore(), B);
        GomokuProver prover = new GomokuProver(B, rule, 0, nodes, 2_000, store);
        if (prover.prove(p).outcome() != Outcome.PROVED) {
            return null;
        }
        GomokuSolutions.Batch batch = store.batch();
        prover.proof(batch::win);
        store.write(batch);
        return store;
    }

    private static GomokuProofVerifier.Verdict verify(byte[] file) throws IOException {
        return new GomokuProofVerifier().verify(new ByteArrayInputStream(file));
    }

    @Test
    void partsWrittenAtOnceMakeAProofTheVerifierAccepts() throws IOException {
        // random clustered 9x9 positions under both rules, black to move, that Victoria proves and
        // whose walk splits after black's move (no five or open four there)
        SplittableRandom r = new SplittableRandom(26);
        int[] split = new int[2];
        int[] tries = {0};
        for (; tries[0] < 2_000 && (split[0] < 3 || split[1] < 3); tries[0]++) {
            int t = tries[0];
            GomokuRule rule = GomokuRule.values()[t % 2];
            GomokuPosition p = RandomPlay.clustered(B, rule, r, 8 + 2 * r.nextInt(4), 4);
            if (p == null || split[rule.ordinal()] >= 3) {
                continue;
            }
            GomokuSolutions store = proved(rule, p, 1_500);
            if (store == null) {
                continue;
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            GomokuParallelProofWriter w = new GomokuParallelProofWriter(B, rule, store, 2_000, 20_000, 2);
            GomokuProofWriter.Stats s;
            try {
                s = w.write(p, out);
            } catch (GomokuProofWriter.ExportException e) {
                continue; // as the single writer may: a claim the export cannot complete (GomokuProofTest)
            }
            GomokuProofVerifier.Verdict v = verify(out.toByteArray());
            assertThat(v.valid()).as("%s %s: %s", rule, GomokuNotation.game(p), v.summary()).isTrue();
            assertThat(v.header().root()).hasSize(p.stones());
            assertThat(v.tokens()).isEqualTo(s.tokens());
            if (w.parts() > 0) {
                // black's move, then a part or a reference for each of her replies
                assertThat(w.parts() + w.mirrored()).isEqualTo(B.squares() - p.stones() - 1);
                split[rule.ordinal()]++;
            }
        }
        assertThat(split).containsExactly(3, 3);
    }

    @Test
    void withOneThreadTheSingleWritersFileIsWritten() throws IOException {
        GomokuPosition p = GomokuNotation.parse(B, GomokuRule.FREESTYLE, POSITIONS[0]);
        GomokuSolutions store = proved(GomokuRule.FREESTYLE, p, 5_000);
        ByteArrayOutputStream single = new ByteArrayOutputStream();
        new GomokuProofWriter(B, GomokuRule.FREESTYLE, store, 2_000, 20_000).write(p, single);
        ByteArrayOutputStream one = new ByteArrayOutputStream();
        new GomokuParallelProofWriter(B, GomokuRule.FREESTYLE, store, 2_000, 20_000, 1).write(p, one);
        assertThat(one.toByteArray()).isEqualTo(single.toByteArray());
    }

    @Test
    void aReplyWhosePositionMirrorsAnEarlierOnesIsAReferenceToIt() throws IOException {
        // symmetric in the e column (black d6,d7,e5,f6,f7; white c3,c6,g3,g6), white to move, black
        // wins: her replies off the column come in mirror pairs, and the second of a pair whose first
        // part begins with a label is a reference to it
        GomokuPosition p = GomokuNotation.parse(B, GomokuRule.FREESTYLE, "d6,c3,d7,c6,e5,g3,f6,g6,f7");
        GomokuSolutions store = proved(GomokuRule.FREESTYLE, p, 3_000);
        assertThat(store).isNotNull();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        GomokuParallelProofWriter w = new GomokuParallelProofWriter(B, GomokuRule.FREESTYLE, store, 2_000, 20_000, 2);
        w.write(p, out);
        GomokuProofVerifier.Verdict v = verify(out.toByteArray());
        assertThat(v.valid()).as(v.summary()).isTrue();
        int replies = B.squares() - p.stones(); // 72: 8 on the e column, 32 mirror pairs
        assertThat(w.parts() + w.mirrored()).isEqualTo(replies);
        assertThat(w.mirrored()).isBetween(1, 32);
    }
}
