package zugzwang.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import zugzwang.core.proof.DfpnSearch;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.store.MemorySolutionStore;

/** The go-moku proof: written from the solver's store, checked by the rules alone, every alteration refused. */
class GomokuProofTest {
    private static final GomokuBoard B = new GomokuBoard(9, 9);
    /** 9×9 positions, black to move, that black wins (GomokuSolverTest: DF-PN proves them). */
    private static final String[] POSITIONS = {
        "f4,g3,d5,g5,f6,f3,f5,d7,c4,g6",
        "f3,c5,d4,g6,g3,f7,c6,e6,f5,c4,d6,e7",
        "e7,g4,g5,f6,d5,d6,c4,f4,c7,c5,e4,g6",
    };

    /**
     * The proof of a position black wins, by one Victoria search of at most 5,000 nodes whose proof
     * goes to a memory store (as the solver's jobs do), written to bytes; null if it is not proved.
     */
    private static byte[] proof(GomokuBoard b, GomokuRule rule, GomokuPosition p) throws IOException {
        GomokuSolutions store = new GomokuSolutions(new MemorySolutionStore(), b);
        GomokuProver prover = new GomokuProver(b, rule, 0, 5_000, 2_000, store);
        if (prover.prove(p).outcome() != Outcome.PROVED) {
            return null;
        }
        GomokuSolutions.Batch batch = store.batch();
        prover.proof(batch::win);
        store.write(batch);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new GomokuProofWriter(b, rule, store, 2_000, 20_000).write(p, out);
        return out.toByteArray();
    }

    private static GomokuProofVerifier.Verdict verify(byte[] file) throws IOException {
        return new GomokuProofVerifier().verify(new ByteArrayInputStream(file));
    }

    /** Where the body starts: after the magic, version, width, height, rule, the root's count and moves. */
    private static int bodyStart(byte[] file) {
        int n = (file[12] & 0xFF) << 8 | (file[13] & 0xFF);
        return 14 + 2 * n;
    }

    @Test
    void proofsOfSolvedPositionsAreValidUnderBothRules() throws IOException {
        SplittableRandom r = new SplittableRandom(1994);
        int valid = 0;
        int unwritten = 0;
        long tokens = 0;
        long labels = 0;
        for (GomokuRule rule : GomokuRule.values()) {
            List<String> positions = new ArrayList<>(List.of(POSITIONS));
            // and random clustered ones of 11 to 17 stones, black to move, that the solver proves
            while (positions.size() < POSITIONS.length + 14) {
                GomokuPosition p = RandomPlay.clustered(B, rule, r, 10 + 2 * r.nextInt(4), 4);
                if (p != null && !new GomokuThreatSpace(p, 2_000).search().wins()) {
                    positions.add(GomokuNotation.game(p));
                }
            }
            for (String text : positions) {
                GomokuPosition p = GomokuNotation.parse(B, rule, text);
                byte[] file;
                try {
                    file = proof(B, rule, p);
                } catch (GomokuProofWriter.ExportException e) {
                    // the solver's proof rested on a white move left out (related squares) that the
                    // export cannot answer: the file is not written, and the claim stays unchecked
                    System.out.printf("go-moku proof of %s %s not written: %s%n", rule, text, e.getMessage());
                    unwritten++;
                    continue;
                }
                if (file == null) {
                    continue;
                }
                GomokuProofVerifier.Verdict v = verify(file);
                assertThat(v.valid()).as("%s %s: %s", rule, text, v.summary()).isTrue();
                assertThat(Arrays.stream(v.perDepth()).sum())
                        .isEqualTo(v.blackPositions() - v.impliedWins() - v.openFours() - v.references());
                assertThat(v.header().root().length).isEqualTo(p.stones());
                valid++;
                tokens += v.tokens();
                labels += v.labels();
            }
        }
        System.out.printf("go-moku proofs: %d valid, %d not written, %d tokens, %d positions remembered%n", valid,
                unwritten, tokens, labels);
        assertThat(valid).isGreaterThanOrEqualTo(12);
        assertThat(unwritten).isLessThanOrEqualTo(valid / 10);
    }

    /**
     * Proofs of 9×9 positions under {@code rule} with at least {@code perFile} tokens each and
     * {@code total} in all: random clustered positions (fixed seed) the solver proves and
     * threat-space search alone does not. Since black's open fours stand for his moves (version 2),
     * most proofs of late positions are a few tokens; these are the larger ones. Position text →
     * file.
     */
    private static Map<String, byte[]> largerProofs(GomokuRule rule, int perFile, int total) throws IOException {
        SplittableRandom r = new SplittableRandom(51);
        Map<String, byte[]> out = new java.util.LinkedHashMap<>();
        int tokens = 0;
        for (int tries = 0; tokens < total && tries < 2_000; tries++) {
            GomokuPosition p = RandomPlay.clustered(B, rule, r, 8 + 2 * r.nextInt(4), 4);
            if (p == null || new GomokuThreatSpace(p, 2_000).search().wins()) {
                continue;
            }
            byte[] file;
            try {
                file = proof(B, rule, p);
            } catch (GomokuProofWriter.ExportException e) {
                continue;
            }
            long n = file == null ? 0 : verify(file).tokens();
            if (n >= perFile) {
                out.put(GomokuNotation.game(p), file);
                tokens += n;
            }
        }
        assertThat(tokens).as("tokens of the %s proofs", rule).isGreaterThanOrEqualTo(total);
        return out;
    }

    /**
     * Whether code other than the verifier's finds that black wins from {@code p}: a Victoria
     * search of 20,000 nodes (threat-space search, not the verifier's rules) or, where it does
     * not, plain DF-PN within 200,000 nodes and 64 MiB (the rules through the game API alone; too
     * weak for some deep wins on its own, 15 stones and a 29-ply line, where one of 60 M nodes
     * agreed).
     */
    private static boolean othersFindWin(GomokuRule rule, GomokuPosition p) {
        if (new GomokuProver(B, rule, 0, 20_000, 2_000, null).prove(p.copy()).outcome() == Outcome.PROVED) {
            return true;
        }
        return new DfpnSearch(new ProofLimits(200_000, 64L << 20)).prove(new GomokuGame(B, rule).state(p).copy(), 0,
                Goal.WIN).outcome() == Outcome.PROVED;
    }

    /**
     * Every token of some small proofs (60 tokens or more under each rule) changed to every other
     * value: the verifier refuses the file, unless the change is another winning move (a straight
     * four made at its other end, say) — which other code ({@link #othersFindWin}) then proves
     * from the position after it.
     */
    @Test
    void everyAlteredTokenIsRefusedUnlessOtherCodeProvesTheChangeWinsToo() throws IOException {
        int refused = 0;
        int accepted = 0;
        for (GomokuRule rule : GomokuRule.values()) {
            for (Map.Entry<String, byte[]> e : largerProofs(rule, 6, 60).entrySet()) {
                String text = e.getKey();
                byte[] file = e.getValue();
                Map<Long, String> at = new HashMap<>();
                assertThat(new GomokuProofVerifier().watch(at::put).verify(new ByteArrayInputStream(file)).valid())
                        .isTrue();
                int start = bodyStart(file);
                int end = file.length - GomokuProofFile.TRAILER.length - 8;
                for (int i = start; i < end; i++) {
                    byte original = file[i];
                    // every other square of the board, the label and the reference
                    for (int v = 0; v <= 0xFF; v++) {
                        if ((byte) v == original || v >= B.squares() && v < GomokuProofFile.label(B)) {
                            continue;
                        }
                        file[i] = (byte) v;
                        if (!verify(file).valid()) {
                            refused++;
                            continue;
                        }
                        accepted++;
                        GomokuPosition q = GomokuNotation.parse(B, rule, at.get((long) (i - start)));
                        if (v < B.squares()) {
                            q.play(v);
                        }
                        assertThat(othersFindWin(rule, q)).as("%s %s: token %d changed to %d", rule, text, i - start, v)
                                .isTrue();
                    }
                    file[i] = original;
                }
            }
        }
        System.out.printf("go-moku proofs: %d altered files refused, %d accepted (another winning move)%n", refused,
                accepted);
        assertThat(accepted).isLessThan(refused / 20);
    }

    @Test
    void aCutOrExtendedFileIsRefused() throws IOException {
        GomokuPosition p = GomokuNotation.parse(B, GomokuRule.FREESTYLE, POSITIONS[1]);
        byte[] file = proof(B, GomokuRule.FREESTYLE, p);
        for (int n = 0; n < file.length; n++) {
            GomokuProofVerifier.Verdict v = verify(Arrays.copyOf(file, n));
            assertThat(v.valid()).as("cut to %d bytes", n).isFalse();
        }
        assertThat(verify(Arrays.copyOf(file, file.length + 1)).hole()).isEqualTo("bytes after the file's end (ZEND)");
        byte[] count = file.clone();
        count[count.length - 1]++;
        assertThat(verify(count).hole()).contains("the file's end says");
        // one verifier, two files in turn: each starts afresh (a valid file after an invalid one is valid)
        GomokuProofVerifier reused = new GomokuProofVerifier();
        assertThat(reused.verify(new ByteArrayInputStream(Arrays.copyOf(file, file.length / 2))).valid()).isFalse();
        GomokuProofVerifier.Verdict second = reused.verify(new ByteArrayInputStream(file));
        assertThat(second.valid()).isTrue();
        assertThat(second.tokens()).isEqualTo(verify(file).tokens());
        byte[] version = file.clone();
        version[8] = 1;
        assertThat(verify(version).hole()).isEqualTo("header: go-moku proof version 1: this program reads version 2");
    }

    /**
     * The tokens of a proof under another root — white's last stone on each other empty square —
     * are refused, or, where white's stone there is off every line the strategy plays on, prove a
     * position other code ({@link #othersFindWin}) proves too.
     */
    @Test
    void aProofOfOnePositionProvesNoOther() throws IOException {
        int refused = 0;
        int accepted = 0;
        for (Map.Entry<String, byte[]> e : largerProofs(GomokuRule.FREESTYLE, 12, 12).entrySet()) {
            GomokuPosition p = GomokuNotation.parse(B, GomokuRule.FREESTYLE, e.getKey());
            byte[] file = e.getValue();
            int[] root = new int[p.stones()];
            for (int i = 0; i < root.length; i++) {
                root[i] = p.move(i);
            }
            for (int s = 0; s < B.squares(); s++) {
                if (!p.isEmpty(s)) {
                    continue;
                }
                int[] other = root.clone();
                other[other.length - 1] = s;
                if (!verify(withRoot(file, root.length, other, B, GomokuRule.FREESTYLE)).valid()) {
                    refused++;
                    continue;
                }
                accepted++;
                GomokuPosition q = new GomokuPosition(B, GomokuRule.FREESTYLE);
                for (int m : other) {
                    q.play(m);
                }
                assertThat(othersFindWin(GomokuRule.FREESTYLE, q)).as("%s with white's last stone on %s", e.getKey(),
                        B.name(s)).isTrue();
            }
        }
        System.out.printf("go-moku proof under other roots: %d refused, %d accepted%n", refused, accepted);
        assertThat(refused).isGreaterThan(5);
    }

    @Test
    void whitesFivesAndFoursAreNeverIgnored() throws IOException {
        // white (o) has four on row 1 (a1-d1), black to move: a black move elsewhere lets her make five
        GomokuBoard b = new GomokuBoard(9, 9);
        int[] root = moves(b, "a9,a1,c9,b1,e9,c1,g9,d1");
        int elsewhere = GomokuNotation.square(b, "e5");
        GomokuProofVerifier.Verdict v = verify(file(b, GomokuRule.FREESTYLE, root, elsewhere));
        assertThat(v.valid()).isFalse();
        assertThat(v.hole()).isEqualTo("white makes five at e1, after a9,a1,c9,b1,e9,c1,g9,d1,e5");
        // white to move, black with two fives in one (a9, f9) and white with one (e1): she wins first
        v = verify(file(b, GomokuRule.FREESTYLE, moves(b, "b9,a1,c9,b1,d9,c1,e9,d1,i5")));
        assertThat(v.hole()).isEqualTo("white makes five at e1, after b9,a1,c9,b1,d9,c1,e9,d1,i5");
        // a reference to a position never remembered
        v = verify(file(b, GomokuRule.FREESTYLE, moves(b, "e5,a1"), GomokuProofFile.reference(b)));
        assertThat(v.hole()).isEqualTo("a reference to a position not proved before, after e5,a1");
        // a move onto a stone
        v = verify(file(b, GomokuRule.FREESTYLE, moves(b, "e5,a1"), GomokuNotation.square(b, "a1")));
        assertThat(v.hole()).isEqualTo("black's move a1 is not an empty square, after e5,a1");
    }

    @Test
    void aThreatSequenceFoundOnlyInAnotherFrameOfTheBoardIsExported() throws IOException {
        // from the free-style empty board's store (2026-12-08): black to move, his sequence found in
        // the canonical frame (where Victoria searched) but not in the position's — the export of
        // h8,f6 stopped here. No store, no Victoria search: the writer finds it in another frame.
        GomokuBoard b = new GomokuBoard(15, 15);
        GomokuRule rule = GomokuRule.FREESTYLE;
        GomokuPosition p = GomokuNotation.parse(b, rule, "h8,f6,i9,e6,h9,g6,d6,h10,g9,j9,i7,i6,h6,j6,j8,k9");
        assertThat(new GomokuThreatSpace(p, 10_000).search().wins()).isFalse();
        int t = p.canonical(new long[2 * b.words()]);
        assertThat(GomokuThreatSpace.forStones(b, rule, b.map(p.stonesOf(0), t), b.map(p.stonesOf(1), t), 300)
                .search().wins()).isTrue();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        GomokuProofWriter.Stats s = new GomokuProofWriter(b, rule, null, 10_000, 0).write(p, out);
        GomokuProofVerifier.Verdict v = verify(out.toByteArray());
        assertThat(v.valid()).as(v.summary()).isTrue();
        assertThat(s.fallbacks()).isZero();
    }

    @Test
    void withoutAStoreTheWriterSearchesAndItsProgressNamesWhere() throws IOException {
        // no store: where a threat-space search does not find black's win, a Victoria search does,
        // and the progress report made before it names the position (a long pause says where it is)
        for (String text : POSITIONS) {
            GomokuPosition p = GomokuNotation.parse(B, GomokuRule.FREESTYLE, text);
            if (new GomokuThreatSpace(p, 2_000).search().wins()) {
                continue;
            }
            List<GomokuProofWriter.Stats> seen = new ArrayList<>();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            GomokuProofWriter.Stats s = new GomokuProofWriter(B, GomokuRule.FREESTYLE, null, 2_000, 20_000)
                    .listener(seen::add).write(p, out);
            assertThat(verify(out.toByteArray()).valid()).isTrue();
            assertThat(s.fallbacks()).isPositive();
            assertThat(s.searching()).isNull(); // the final figures: no search running
            assertThat(seen).filteredOn(x -> x.searching() != null).hasSize((int) s.fallbacks()); // one each, cleared after it
            // the first is at the root (black to move: nothing else gives his move there)
            assertThat(seen.get(0).searching()).isEqualTo(text);
            assertThat(seen.get(0).fallbacks()).isZero();
            return;
        }
        throw new AssertionError("every position is a threat-sequence win: no Victoria search to report");
    }

    @Test
    void aWalkWhoseSmallVictoriaSearchesFellShortIsMadeAgainWithTheFullBudget() throws IOException {
        // no store, a position threat-space search does not win: the root's move comes from a
        // Victoria search. With a first budget of 5 nodes it is undecided, nothing else gives the
        // move, and the walk is made again with the full budget: a valid proof, two walks.
        for (String text : POSITIONS) {
            GomokuPosition p = GomokuNotation.parse(B, GomokuRule.FREESTYLE, text);
            if (new GomokuThreatSpace(p, 2_000).search().wins()) {
                continue;
            }
            ByteArrayOutputStream twice = new ByteArrayOutputStream();
            GomokuProofWriter.Stats s = new GomokuProofWriter(B, GomokuRule.FREESTYLE, null, 2_000, 20_000)
                    .firstFallback(5).write(p, twice);
            assertThat(s.walks()).isEqualTo(2);
            assertThat(verify(twice.toByteArray()).valid()).isTrue();
            // the full budget from the start: one walk, and the same strategy
            ByteArrayOutputStream once = new ByteArrayOutputStream();
            GomokuProofWriter.Stats t = new GomokuProofWriter(B, GomokuRule.FREESTYLE, null, 2_000, 20_000)
                    .firstFallback(20_000).write(p, once);
            assertThat(t.walks()).isEqualTo(1);
            assertThat(twice.toByteArray()).isEqualTo(once.toByteArray());
            // a first budget that decides the root: one walk (the default's 10,000 nodes, at most the full one)
            assertThat(new GomokuProofWriter(B, GomokuRule.FREESTYLE, null, 2_000, 20_000)
                    .write(p, new ByteArrayOutputStream()).walks()).isEqualTo(1);
            return;
        }
        throw new AssertionError("every position is a threat-sequence win: no Victoria search to make");
    }

    @Test
    void aSequenceAfterWhichWhiteHasTwoFivesIsNotFollowedAndTheProofStaysValid() throws IOException {
        // 15x15, standard, white to move, no store (found in h8,a1's export, 2026-12-06): below it
        // black's threat sequences, found before white's last moves, would have him make a three
        // where white then has a move leaving her two fives in one — the writer does not follow
        // them there (without the check it followed, met her two fives and took the moves back)
        GomokuBoard b = new GomokuBoard(15, 15);
        GomokuPosition p = GomokuNotation.parse(b, GomokuRule.STANDARD, "h8,a1,i9,a3,i8,g6,j8");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        GomokuProofWriter.Stats s = new GomokuProofWriter(b, GomokuRule.STANDARD, null, 10_000, 100_000).write(p, out);
        assertThat(s.broken()).isPositive();
        GomokuProofVerifier.Verdict v = verify(out.toByteArray());
        assertThat(v.valid()).as(v.summary()).isTrue();
    }

    @Test
    void theWriterRefusesWhereBlackHasNoWin() {
        // white has two fours (a1-d1 and a2-d2 need e1 and e2): black cannot block both
        GomokuBoard b = new GomokuBoard(9, 9);
        GomokuPosition p = GomokuNotation.parse(b, GomokuRule.FREESTYLE, "i9,a1,h9,b1,i7,c1,g7,d1,i5,a2,g5,b2,i3,c2,g3,d2");
        assertThatThrownBy(() -> new GomokuProofWriter(b, GomokuRule.FREESTYLE, null, 2_000, 2_000)
                .write(p, new ByteArrayOutputStream()))
                .isInstanceOf(GomokuProofWriter.ExportException.class)
                .hasMessageContaining("white has two fives in one");
        // an empty 9x9 board: no win known or found within the budgets
        assertThatThrownBy(() -> new GomokuProofWriter(b, GomokuRule.FREESTYLE, null, 500, 200)
                .write(new GomokuPosition(b, GomokuRule.FREESTYLE), new ByteArrayOutputStream()))
                .isInstanceOf(GomokuProofWriter.ExportException.class)
                .hasMessageContaining("neither a threat-space search");
    }

    private static int[] moves(GomokuBoard b, String game) {
        return Arrays.stream(game.split(",")).mapToInt(s -> GomokuNotation.square(b, s)).toArray();
    }

    /** A file by hand: the header, these tokens (one byte each), the trailer. */
    private static byte[] file(GomokuBoard b, GomokuRule rule, int[] root, int... tokens) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        GomokuProofFile.writeHeader(out, new GomokuProofFile.Header(b, rule, root));
        for (int t : tokens) {
            out.write(t);
        }
        out.write(GomokuProofFile.TRAILER);
        for (int i = 7; i >= 0; i--) {
            out.write((int) ((long) tokens.length >>> (8 * i)));
        }
        return out.toByteArray();
    }

    /** The file with another root of the same number of moves. */
    private static byte[] withRoot(byte[] file, int n, int[] root, GomokuBoard b, GomokuRule rule) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        GomokuProofFile.writeHeader(out, new GomokuProofFile.Header(b, rule, root));
        out.write(file, 14 + 2 * n, file.length - 14 - 2 * n);
        return out.toByteArray();
    }
}
