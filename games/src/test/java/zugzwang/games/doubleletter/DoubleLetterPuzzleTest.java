package zugzwang.games.doubleletter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import zugzwang.core.dbsearch.DbNode;
import zugzwang.core.dbsearch.DbResult;

class DoubleLetterPuzzleTest {
    private static final long BUDGET = 10_000_000;

    private static DbResult solve(String axiom) {
        return new DoubleLetterPuzzle(axiom).solve(BUDGET);
    }

    private static String letters(String axiom) {
        DoubleLetterPuzzle p = new DoubleLetterPuzzle(axiom);
        return Letters.names(p.derivable(p.solve(BUDGET)));
    }

    @Test
    void section32ExampleDerivesExactlyABCE() {
        assertThat(letters("aabdcbbdcaa")).isEqualTo("abce");
        assertThat(Letters.names(DoubleLetterBruteForce.derivable("aabdcbbdcaa"))).isEqualTo("abce");
    }

    @Test
    void aaccHasSevenKeyClassesCountingTheEmptyPath() {
        DoubleLetterBruteForce.Counts c = DoubleLetterBruteForce.counts("aacc");
        assertThat(c.paths()).isEqualTo(17);
        assertThat(c.classes()).isEqualTo(11);
        assertThat(c.keyClasses()).isEqualTo(7);
        DbResult r = solve("aacc");
        assertThat(r.dependencyNodes()).isEqualTo(6); // the 6 non-empty key classes
        assertThat(letters("aacc")).isEqualTo("ac");
    }

    @Test
    void aacaaHasNoSolution() {
        DbResult r = solve("aacaa");
        assertThat(r.found()).isFalse();
        assertThat(r.complete()).isTrue();
        assertThat(DoubleLetterBruteForce.derivable("aacaa")).isZero();
    }

    @Test
    void aaccaddFollowsSection34NodeByNode() {
        DoubleLetterPuzzle p = new DoubleLetterPuzzle("aaccadd");
        DbResult r = p.solve(BUDGET);
        assertThat(Letters.names(p.derivable(r))).isEqualTo("ad");
        // level 1: six one-ply nodes, one combination (BBadd) out of the 15 pairs
        List<String> level1 = theorems(p, r, 1, DbNode.Type.DEPENDENCY);
        assertThat(level1).containsExactly("eccadd", "bccadd", "aabadd", "aadadd", "aaccac", "aaccae");
        assertThat(theorems(p, r, 1, DbNode.Type.COMBINATION)).containsExactly("bbadd");
        // level 2: Aadd, Cadd and from Aadd two more; the combination Edd + aaccaE
        assertThat(theorems(p, r, 2, DbNode.Type.DEPENDENCY)).containsExactlyInAnyOrder("aadd", "cadd", "edd", "bdd");
        assertThat(theorems(p, r, 2, DbNode.Type.COMBINATION)).containsExactly("ee");
        // level 3: the two solutions, then an empty level
        assertThat(theorems(p, r, 3, DbNode.Type.DEPENDENCY)).containsExactlyInAnyOrder("d", "a");
        assertThat(theorems(p, r, 3, DbNode.Type.COMBINATION)).isEmpty();
        assertThat(r.levels()).isEqualTo(3);
        assertThat(r.dependencyNodes()).isEqualTo(12);
        assertThat(r.combinationNodes()).isEqualTo(2);
        assertThat(r.nodeCount()).isEqualTo(15);
        assertThat(DoubleLetterBruteForce.counts("aaccadd").keyClasses() - 1).isEqualTo(12);
    }

    private static List<String> theorems(DoubleLetterPuzzle p, DbResult r, int level, DbNode.Type type) {
        List<String> out = new ArrayList<>();
        for (DbNode n : r.nodes()) {
            if (n.level() == level && n.type() == type) {
                out.add(p.theorem(n.state()));
            }
        }
        return out;
    }

    @Test
    void agreesWithBruteForceOnRandomAxioms() {
        SplittableRandom random = new SplittableRandom(1994);
        int withSolution = 0;
        int combined = 0;
        for (int i = 0; i < 300; i++) {
            int n = 1 + random.nextInt(9);
            // half uniform, half with many doubles (uniform axioms rarely combine)
            boolean doubles = i % 2 == 1;
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < n; k++) {
                boolean repeat = doubles && k > 0 && random.nextInt(2) == 0;
                sb.append(repeat ? sb.charAt(k - 1) : (char) ('a' + random.nextInt(5)));
            }
            String axiom = sb.toString();
            DoubleLetterPuzzle p = new DoubleLetterPuzzle(axiom);
            DbResult r = p.solve(BUDGET);
            assertThat(r.complete()).as(axiom).isTrue();
            int expected = DoubleLetterBruteForce.derivable(axiom);
            assertThat(Letters.names(p.derivable(r))).as(axiom).isEqualTo(Letters.names(expected));
            assertThat(r.dependencyNodes()).as(axiom).isEqualTo(DoubleLetterBruteForce.counts(axiom).keyClasses() - 1);
            assertThat(Triangle.derivable(axiom)).as(axiom).isEqualTo(expected);
            if (expected != 0) {
                withSolution++;
            }
            combined += r.combinationNodes() > 0 ? 1 : 0;
        }
        System.out.printf("double-letter: %d of 300 axioms solvable, %d with combinations%n", withSolution, combined);
        assertThat(withSolution).isGreaterThan(50);
        assertThat(combined).isGreaterThan(50);
    }

    @Test
    void everyGoalPathReplaysToItsLetter() {
        DoubleLetterPuzzle p = new DoubleLetterPuzzle("aabdcbbdcaa");
        DbResult r = p.solve(BUDGET);
        assertThat(r.goals()).isNotEmpty();
        for (DbNode goal : r.goals()) {
            String s = "aabdcbbdcaa";
            List<int[]> segments = new ArrayList<>();
            for (int i = 0; i < s.length(); i++) {
                segments.add(new int[] {i, i, s.charAt(i) - 'a'});
            }
            for (int f : goal.path()) {
                String d = p.describe(f); // f(p,q,r,z1,z2)
                String[] parts = d.substring(2, d.length() - 1).split(",");
                int from = Integer.parseInt(parts[0]);
                int q = Integer.parseInt(parts[1]);
                int to = Integer.parseInt(parts[2]);
                int z1 = parts[3].charAt(0) - 'a';
                int z2 = parts[4].charAt(0) - 'a';
                int at = -1;
                for (int k = 0; k + 1 < segments.size(); k++) {
                    int[] a = segments.get(k);
                    int[] b = segments.get(k + 1);
                    if (a[0] == from && a[1] == q && b[1] == to && a[2] == z1 && b[2] == z1) {
                        at = k;
                    }
                }
                assertThat(at).as("%s applies", d).isNotNegative();
                assertThat((z2 - z1 + 5) % 5).as("a neighbour letter").isIn(1, 4);
                segments.set(at, new int[] {from, to, z2});
                segments.remove(at + 1);
            }
            assertThat(segments).hasSize(1);
            assertThat(p.goalLetters(goal.state())).isEqualTo(1 << segments.get(0)[2]);
        }
    }

    @Test
    void badAxiomsAreRefused() {
        assertThatThrownBy(() -> new DoubleLetterPuzzle("")).hasMessageContaining("at least one letter");
        assertThatThrownBy(() -> new DoubleLetterPuzzle("abfa")).hasMessage("'f' at position 3 is not a letter a-e");
        assertThatThrownBy(() -> new DoubleLetterPuzzle("a".repeat(25))).hasMessageContaining("at most 24");
    }
}
