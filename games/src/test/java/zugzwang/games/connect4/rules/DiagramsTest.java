package zugzwang.games.connect4.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;

/**
 * Rule instances of the thesis' diagrams (positions rebuilt from the text, the images are not in
 * the seed) and its printed rule sets (§10.1 empty 6x6, Appendix B on 7x6).
 */
class DiagramsTest {
    private static final Board STD = Board.STANDARD;

    private static long[] allGroups(Board b) {
        long[] p = new long[Group.words(Group.all(b).length)];
        Arrays.fill(p, -1L);
        return p;
    }

    private static List<String> instances(Position p, Rule kind, long[] problems) {
        Board b = p.board();
        long white = p.firstStones();
        long black = p.secondStones();
        return new RuleFinder(b).find(black, white, b.cellMask(), problems).stream()
                .filter(r -> r.kind() == kind).map(RuleInstance::toString).sorted().toList();
    }

    /** White's groups (no Black stone): the problems when Black controls the zugzwang. */
    private static long[] whiteGroups(Position p) {
        long[] g = Group.all(p.board());
        long[] bits = new long[Group.words(g.length)];
        for (int k = 0; k < g.length; k++) {
            if ((g[k] & p.secondStones()) == 0) {
                bits[k >>> 6] |= 1L << (k & 63);
            }
        }
        return bits;
    }

    /**
     * Diagram 6.1: columns a, b, f, g empty, c and e two stones high, d full; the thesis lists the
     * sixteen Claimevens and says they alone make the position at least a draw for Black.
     */
    @Test
    void diagram61Claimevens() {
        // d: Black, White alternately from d1 (Black on the odd squares blocks rows 1, 3, 5);
        // c1, e1 White; c2, e2 Black. White to move.
        Position p = Notation.parse("3444444355", STD);
        assertThat(p.at(3, 0)).isEqualTo(Position.Stone.SECOND);
        assertThat(p.heightOf(3)).isEqualTo(6);
        assertThat(p.heightOf(2)).isEqualTo(2);
        assertThat(p.heightOf(4)).isEqualTo(2);
        assertThat(instances(p, Rule.CLAIMEVEN, allGroups(STD))).containsExactlyInAnyOrder(
                "Claimeven a1 a2", "Claimeven a3 a4", "Claimeven a5 a6",
                "Claimeven b1 b2", "Claimeven b3 b4", "Claimeven b5 b6",
                "Claimeven c3 c4", "Claimeven c5 c6", "Claimeven e3 e4", "Claimeven e5 e6",
                "Claimeven f1 f2", "Claimeven f3 f4", "Claimeven f5 f6",
                "Claimeven g1 g2", "Claimeven g3 g4", "Claimeven g5 g6");
        Evaluation e = new Evaluator(STD).evaluate(p);
        assertThat(e.verdict()).isEqualTo(Verdict.SECOND_AT_LEAST_DRAWS);
    }

    /**
     * Diagram 6.2: playable a1, b1, c4, d3, e2, f1, g1, Black on e1. The thesis lists the useful
     * Baseinverses and which groups three of them solve.
     */
    @Test
    void diagram62Baseinverses() {
        // White c1, d1, c3; Black e1, c2, d2 (White to move)
        Position p = Notation.parse("354343", STD);
        assertThat(p.at(4, 0)).isEqualTo(Position.Stone.SECOND);
        long[] problems = whiteGroups(p);
        assertThat(instances(p, Rule.BASEINVERSE, problems)).containsExactlyInAnyOrder(
                "Baseinverse a1 b1", "Baseinverse c4 d3", "Baseinverse c4 e2", "Baseinverse c4 f1",
                "Baseinverse d3 e2", "Baseinverse d3 f1", "Baseinverse e2 f1");
        List<RuleInstance> all = new RuleFinder(STD).find(p.secondStones(), p.firstStones(), STD.cellMask(), problems);
        assertThat(solvedNames(all, "Baseinverse a1 b1")).containsExactly("a1-d1");
        assertThat(solvedNames(all, "Baseinverse c4 d3")).containsExactlyInAnyOrder("a6-d3", "b5-e2", "c4-f1");
        assertThat(solvedNames(all, "Baseinverse d3 f1")).containsExactly("c4-f1");
    }

    private static List<String> solvedNames(List<RuleInstance> rules, String rule) {
        RuleInstance r = rules.stream().filter(x -> x.toString().equals(rule)).findFirst().orElseThrow();
        long[] g = Group.all(STD);
        return java.util.stream.IntStream.range(0, g.length).filter(r::solves)
                .mapToObj(k -> Group.name(STD, g[k])).toList();
    }

    /** §10.1: the empty 6x6 board (White to move) is at least a draw for Black by the rules. */
    @Test
    void empty6x6() {
        Evaluation e = new Evaluator(Board.of(6, 6)).evaluate(Position.empty(Board.of(6, 6)));
        assertThat(e.verdict()).isEqualTo(Verdict.SECOND_AT_LEAST_DRAWS);
        assertThat(e.rules()).isNotEmpty();
    }

    /**
     * Appendix B: after 1. a1 b1, 1. b1 c1 and 1. c1 d1 (and the mirror images) Black at least draws
     * on 7x6 and 7x8; after 1. d1 the rules alone find nothing (the position is a White win).
     */
    @ParameterizedTest
    @CsvSource({"7,6,12", "7,6,23", "7,6,34", "7,6,76", "7,6,65", "7,6,54", "7,8,12", "7,8,23", "7,8,34",
        "7,4,12", "7,4,23", "7,4,34"})
    void appendixB(int w, int h, String moves) {
        Board b = Board.of(w, h);
        Evaluation e = new Evaluator(b).evaluate(Notation.parse(moves, b));
        assertThat(e.verdict()).as("%s %s", moves, e.reason()).isEqualTo(Verdict.SECOND_AT_LEAST_DRAWS);
    }

    @Test
    void centreOpeningIsNotClaimedForBlack() {
        Position p = Notation.parse("4", STD);
        Evaluation e = new Evaluator(STD).evaluate(p);
        assertThat(e.verdict()).isIn(Verdict.UNKNOWN, Verdict.FIRST_WINS);
    }

    /** The two diagrams' positions are checked against the solver as well (ground truth). */
    @Test
    void diagramVerdictsAgreeWithTheSolver() {
        try (Solver s = new Solver(STD, SolverOptions.defaults().withMemory(64 << 20).withThreads(1))) {
            Position p = Notation.parse("3444444355", STD);
            assertThat(s.solveScore(p, true)).isLessThanOrEqualTo(0);
        }
    }
}
