package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.BruteForce;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.Suite;

/**
 * The opening book: made by {@link OpeningBookBuilder}, checked against exhaustive search on
 * small boards, written and read back, refused when damaged, used by the solver without changing
 * a result; and the book bundled for 7x6 against independent published values.
 */
class OpeningBookTest {

    private static OpeningBook make(Board board, int stones) {
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(16L << 20).withThreads(1))) {
            return new OpeningBookBuilder(board, stones).build(solver, (leaf, solved, done, total) -> { });
        }
    }

    /** Every position with at most {@code stones} stones that is not over, mirror images included. */
    private static List<Position> upTo(Board board, int stones) {
        List<Position> all = new ArrayList<>();
        collect(Position.empty(board), stones, all, new java.util.HashSet<>());
        return all;
    }

    private static void collect(Position p, int stones, List<Position> all, java.util.Set<Long> seen) {
        if (p.isOver() || !seen.add(p.key())) {
            return;
        }
        all.add(p.copy());
        for (int c = 0; p.moves() < stones && c < p.board().width(); c++) {
            if (p.canPlay(c)) {
                p.play(c);
                collect(p, stones, all, seen);
                p.undo();
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"4, 4, 9", "4, 5, 6"})
    void everyScoreIsTheExhaustiveSearchs(int w, int h, int stones) {
        Board board = Board.of(w, h);
        OpeningBook book = make(board, stones);
        BruteForce brute = new BruteForce(board);
        List<Position> positions = upTo(board, stones);
        int mirrored = 0;
        for (Position p : positions) {
            assertThat(book.score(p)).as(Notation.diagramLine(p)).isEqualTo(brute.score(p));
            mirrored += p.key() != p.canonicalKey() ? 1 : 0;
        }
        assertThat(mirrored).as("mirror images are looked up too").isPositive();
        assertThat(book.size()).isLessThan(positions.size()).isEqualTo(
                (int) positions.stream().mapToLong(Position::canonicalKey).distinct().count());
        // one stone more is not in the book, nor is a finished game
        Position deeper = positions.stream().filter(p -> p.moves() == stones).findFirst().orElseThrow().copy();
        deeper.play(deeper.legalMoves()[0]);
        assertThat(book.score(deeper)).isEqualTo(OpeningBook.NONE);
    }

    @Test
    void aWrittenBookReadsBackTheSame() throws IOException {
        Board board = Board.of(5, 4);
        OpeningBook book = make(board, 6);
        StringWriter text = new StringWriter();
        book.write(text);
        OpeningBook back = OpeningBook.read(new StringReader(text.toString()));
        assertThat(back.board()).isEqualTo(board);
        assertThat(back.stones()).isEqualTo(6);
        assertThat(back.size()).isEqualTo(book.size());
        for (Position p : upTo(board, 6)) {
            assertThat(back.score(p)).isEqualTo(book.score(p));
        }
        assertThat(text.toString()).contains("\nboard 5x4\nstones 6\n0\n1 1\n");
    }

    /** The text of a small book with one line replaced (or removed, for null). */
    private static String damaged(String line, String replacement) throws IOException {
        StringWriter text = new StringWriter();
        make(Board.of(4, 4), 4).write(text);
        List<String> lines = new ArrayList<>(text.toString().lines().toList());
        int i = lines.indexOf(line);
        assertThat(i).as(line).isNotNegative();
        if (replacement == null) {
            lines.remove(i);
        } else {
            lines.set(i, replacement);
        }
        return String.join("\n", lines);
    }

    @Test
    void aDamagedBookIsRefusedWithTheReason() throws IOException {
        StringWriter text = new StringWriter();
        make(Board.of(4, 4), 4).write(text);
        String good = text.toString();
        String leaf = good.lines().filter(l -> l.endsWith(" 1122")).findFirst().orElseThrow();
        String inner = good.lines().filter(l -> l.endsWith(" 12")).findFirst().orElseThrow();
        int innerScore = Integer.parseInt(inner.split(" ")[0]);
        record Case(String text, String message) {
        }
        List<Case> cases = List.of(
                new Case(damaged(leaf, null), "lacks position 1122"),
                new Case(damaged(inner, (innerScore + 1) + " 12"), "gives position 12 the score " + (innerScore + 1)),
                new Case(damaged(leaf, leaf + "\n" + leaf.split(" ")[0] + " 4433"), "listed twice"),
                new Case(damaged(leaf, leaf + "\n0 11223"), "deeper than the book's 4 stones"),
                new Case(damaged(leaf, leaf + "\n0 15"), "line"),
                new Case(damaged(leaf, "x 1122"), "line"),
                new Case(damaged("board 4x4", "board 4 by 4"), "expected 'board WxH'"),
                new Case(damaged("stones 4", "stones 16"), "fewer than 16 stones"),
                new Case(damaged("stones 4", null), "expected 'stones N'"),
                new Case("# nothing\n", "no 'board WxH' line"),
                new Case(damaged(leaf, "99 1122"), "impossible"));
        for (Case c : cases) {
            assertThatThrownBy(() -> OpeningBook.read(new StringReader(c.text())))
                    .as(c.message()).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(c.message());
        }
    }

    @Test
    void theSolverWithABookGivesTheSameAnswersWithoutSearchingTheBooksPositions() {
        Board board = Board.of(6, 5);
        OpeningBook book = make(board, 4);
        SolverOptions options = SolverOptions.defaults().withMemory(32L << 20).withThreads(1);
        try (Solver plain = new Solver(board, options); Solver booked = new Solver(board, options)) {
            booked.useBook(book);
            assertThat(booked.book()).isSameAs(book);
            Random random = new Random(5);
            List<Position> positions = upTo(board, 5);
            Collections.shuffle(positions, random);
            for (Position p : positions.subList(0, 40)) {
                for (boolean weak : new boolean[] {false, true}) {
                    SolveResult a = plain.solve(p, weak);
                    long before = booked.nodes();
                    SolveResult b = booked.solve(p, weak, SolveDetail.SCORE);
                    assertThat(b.score()).as(p + " weak " + weak).isEqualTo(a.score());
                    if (p.moves() <= 4) {
                        assertThat(booked.nodes()).as("a book position needs no search").isEqualTo(before);
                    }
                    SolveResult full = booked.solve(p, weak);
                    assertThat(full.score()).isEqualTo(a.score());
                    assertThat(full.bestMoves()).containsExactlyInAnyOrder(a.bestMoves());
                    assertThat(booked.analyze(p, weak)).containsExactly(plain.analyze(p, weak));
                    // the variation is one that keeps the score: replaying it ends as the score says
                    Position end = p.copy();
                    for (int c : full.pv()) {
                        end.play(c);
                    }
                    assertThat(end.isOver()).isTrue();
                }
            }
        }
        try (Solver other = new Solver(Board.of(7, 6), options)) {
            assertThatThrownBy(() -> other.useBook(book)).hasMessageContaining("a book of 6x5");
        }
    }

    @Test
    void theBuilderResumesFromScoresSolvedBefore() {
        Board board = Board.of(5, 4);
        OpeningBookBuilder first = new OpeningBookBuilder(board, 5);
        List<OpeningBook.Entry> leaves = new ArrayList<>();
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(16L << 20).withThreads(1))) {
            OpeningBook whole = first.build(solver, (leaf, solved, done, total) -> leaves.add(leaf));
            assertThat(leaves).hasSize(first.leaves());
            assertThat(first.leafMoves()).containsExactlyElementsOf(leaves.stream().map(OpeningBook.Entry::moves).toList());
            OpeningBookBuilder again = new OpeningBookBuilder(board, 5);
            for (OpeningBook.Entry l : leaves.subList(0, 100)) {
                again.solvedBefore(l.moves(), l.score());
            }
            int[] solvedNow = {0};
            long nodes = solver.nodes();
            OpeningBook resumed = again.build(solver, (leaf, solved, done, total) -> solvedNow[0] += solved ? 1 : 0);
            assertThat(solvedNow[0]).isEqualTo(leaves.size() - 100);
            assertThat(solver.nodes()).isGreaterThan(nodes);
            for (Position p : upTo(board, 5)) {
                assertThat(resumed.score(p)).isEqualTo(whole.score(p));
            }
            assertThatThrownBy(() -> again.solvedBefore("1234", 0)).hasMessageContaining("not one of the book's positions");
            assertThatThrownBy(() -> again.solvedBefore("1234x", 0)).isInstanceOf(IllegalArgumentException.class);
        }
        assertThatThrownBy(() -> new OpeningBookBuilder(board, 20)).hasMessageContaining("0 to 19 stones");
        assertThatThrownBy(() -> new OpeningBookBuilder(board, -1)).hasMessageContaining("not -1");
    }

    // ------------------------------------------------------------ the bundled 7x6 book

    @Test
    void theBundled7x6BookHoldsThePublishedValues() {
        OpeningBook book = OpeningBook.bundled(Board.STANDARD);
        assertThat(book).isNotNull();
        assertThat(book.stones()).isEqualTo(6);
        assertThat(book.size()).isEqualTo(11_094);
        assertThat(OpeningBook.bundled(Board.STANDARD)).as("read once").isSameAs(book);
        assertThat(OpeningBook.bundled(Board.of(4, 4))).isNull();
        // written again, it is the file it was read from, byte for byte
        StringWriter again = new StringWriter();
        try (var in = OpeningBook.class.getResourceAsStream("/zugzwang/games/connect4/book-7x6.txt")) {
            book.write(again);
            assertThat(again.toString()).isEqualTo(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        // published: the empty board scores 1 (README of the test data); 4453 scores -2
        assertThat(book.score(Position.empty(Board.STANDARD))).isEqualTo(1);
        assertThat(book.score(Notation.parseSequence("4453", Board.STANDARD))).isEqualTo(-2);
        // the first moves (Allis; Pons' solver): only the centre wins, its neighbours draw
        int[] first = new int[7];
        for (int c = 0; c < 7; c++) {
            first[c] = -book.score(Notation.parseSequence(Integer.toString(c + 1), Board.STANDARD));
        }
        assertThat(first).containsExactly(-2, -1, 0, 1, 0, -1, -2);
        // every position of the shipped test suites (Pons' benchmark) with at most 6 stones
        int checked = 0;
        for (String name : List.of("Test_L1_R1", "Test_L2_R1", "Test_L2_R2", "Test_L3_R1")) {
            for (Suite.Entry e : Suite.load(name).entries()) {
                Position p = Notation.parseSequence(e.sequence(), Board.STANDARD);
                if (p.moves() <= 6) {
                    assertThat(book.score(p)).as(e.sequence()).isEqualTo(e.score());
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(10);
    }

    @Test
    void theBundled7x6BooksDeepestPositionsAreTheSolversScores() {
        OpeningBook book = OpeningBook.bundled(Board.STANDARD);
        List<String> leaves = new ArrayList<>(new OpeningBookBuilder(Board.STANDARD, book.stones()).leafMoves());
        assertThat(leaves).hasSize(8231);
        Collections.shuffle(leaves, new Random(7));
        try (Solver solver = new Solver(Board.STANDARD, SolverOptions.defaults().withMemory(256L << 20))) {
            for (String moves : leaves.subList(0, 3)) {
                Position p = Notation.parseSequence(moves, Board.STANDARD);
                assertThat(book.score(p)).as(moves).isEqualTo(solver.solveScore(p, false));
            }
        }
    }
}
