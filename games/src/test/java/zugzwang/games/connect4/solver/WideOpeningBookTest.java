package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.WideBoard;
import zugzwang.games.connect4.WidePosition;

/**
 * Opening books of two-word positions: a book made by the two-word solver equals the one-word
 * solver's book of the same board, and a book of a board beyond 64 bits (10x6: keys of 70 bits)
 * is written, read back, checked, and looked up by mirror images.
 */
class WideOpeningBookTest {
    private static final SolverOptions OPTIONS = SolverOptions.defaults().withMemory(16L << 20).withThreads(1);

    @Test
    void theTwoWordSolversBookIsTheOneWordSolvers() {
        Board one = Board.of(5, 4);
        WideBoard two = WideBoard.of(5, 4);
        OpeningBook a;
        OpeningBook b;
        try (Solver s = new Solver(one, OPTIONS); WideSolver w = new WideSolver(two, OPTIONS)) {
            a = new OpeningBookBuilder(one, 5).build(s, (leaf, solved, done, total) -> { });
            b = new OpeningBookBuilder(two, 5).build(w, (leaf, solved, done, total) -> { });
        }
        assertThat(b.size()).isEqualTo(a.size());
        assertThat(b.board()).isEqualTo(two);
        int checked = 0;
        for (Position p : upTo(one, 5)) {
            WidePosition q = Notation.parseWide(Notation.diagramLine(p), two);
            assertThat(b.score(q)).as(p.diagram()).isEqualTo(a.score(p)).isNotEqualTo(OpeningBook.NONE);
            checked++;
        }
        assertThat(checked).isGreaterThan(b.size());
        // a book of the other word size answers nothing
        assertThat(a.score(Notation.parseWide("3", two))).isEqualTo(OpeningBook.NONE);
    }

    /**
     * A 10x6 book four stones deep, its deepest positions given made-up scores (a book checks its
     * layers above against the deepest, not the deepest layer's truth): every deepest position and
     * its mirror image is found by its 70-bit key (some keys use the high word in both images), the
     * text reads back the same, and a book with a position missing or a wrong score above is refused.
     */
    @Test
    void aBookBeyond64BitsIsKeyedByBothWords() throws Exception {
        WideBoard board = WideBoard.of(10, 6);
        OpeningBookBuilder builder = new OpeningBookBuilder(board, 4);
        Map<String, Integer> given = new ConcurrentHashMap<>();
        OpeningBook book = builder.build(moves -> {
            int score = Arrays.hashCode(moves) % 9;
            given.put(Notation.sequence(moves, board), score);
            return score;
        }, 2, (leaf, solved, done, total) -> { });
        assertThat(given).hasSize(builder.leaves());
        int high = 0;
        for (Map.Entry<String, Integer> e : given.entrySet()) {
            WidePosition p = Notation.parseWide(e.getKey(), board);
            WidePosition mirror = p.mirrored();
            assertThat(book.score(p)).as(e.getKey()).isEqualTo(e.getValue());
            assertThat(book.score(mirror)).as("mirror of " + e.getKey()).isEqualTo(e.getValue());
            high += p.canonicalKeyWords()[1] != 0 ? 1 : 0;
        }
        assertThat(high).as("deepest positions whose canonical key has a high word").isPositive();
        assertThat(book.score(Notation.parseWide("1,2,3,4,5", board))).isEqualTo(OpeningBook.NONE);
        StringWriter text = new StringWriter();
        book.write(text);
        OpeningBook back = OpeningBook.read(new StringReader(text.toString()));
        assertThat(back.board()).isEqualTo(board);
        assertThat(back.size()).isEqualTo(book.size());
        for (String moves : given.keySet()) {
            WidePosition p = Notation.parseWide(moves, board);
            assertThat(back.score(p)).isEqualTo(book.score(p));
        }
        assertThat(text.toString()).contains("\nboard 10x6\nstones 4\n");
        List<String> lines = new ArrayList<>(text.toString().lines().toList());
        String above = lines.stream().filter(l -> l.matches("-?\\d+ 3")).findFirst().orElseThrow();
        List<String> damaged = new ArrayList<>(lines);
        damaged.set(damaged.indexOf(above), (Integer.parseInt(above.split(" ")[0]) + 1) + " 3");
        assertThatThrownBy(() -> OpeningBook.read(new StringReader(String.join("\n", damaged))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("position 3");
        String leaf = given.keySet().iterator().next();
        List<String> missing = new ArrayList<>(lines);
        missing.removeIf(l -> l.endsWith(" " + leaf));
        assertThatThrownBy(() -> OpeningBook.read(new StringReader(String.join("\n", missing))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("lacks");
        try (WideSolver solver = new WideSolver(board, OPTIONS)) {
            solver.useBook(back);
            WidePosition p = Notation.parseWide(leaf, board);
            assertThat(solver.solveScore(p, false)).isEqualTo(given.get(leaf));
            assertThat(solver.nodes()).as("answered by the book").isZero();
            assertThatThrownBy(() -> solver.useBook(OpeningBook.bundled(Board.STANDARD)))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("7x6");
        }
    }

    private static List<Position> upTo(Board board, int stones) {
        List<Position> all = new ArrayList<>();
        collect(Position.empty(board), stones, all);
        return all;
    }

    private static void collect(Position p, int stones, List<Position> all) {
        if (p.isOver()) {
            return;
        }
        all.add(p.copy());
        if (p.moves() == stones) {
            return;
        }
        for (int c : p.legalMoves()) {
            if (!p.isWinningMove(c)) {
                p.play(c);
                collect(p, stones, all);
                p.undo();
            }
        }
    }
}
