package zugzwang.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import zugzwang.games.connect4.Position.Stone;

/**
 * Diagrams, squares and the reachability check on boards beyond 64 bits: what a random game
 * writes is read back; whether a diagram is accepted agrees with a breadth-first search of every
 * reachable position of a small board, placed across the boundary of the two words.
 */
class WideNotationTest {

    /** Random games (some to their end) write diagrams and square lists that read back as the same position. */
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"8, 8", "9, 7", "10, 6", "13, 5", "16, 4", "25, 4", "2, 63"})
    void diagramsAndSquaresOfRandomGamesReadBack(int width, int height) {
        WideBoard b = WideBoard.of(width, height);
        Random rnd = new Random(31L * width + height);
        for (int game = 0; game < 60; game++) {
            WidePosition p = WidePosition.empty(b);
            int length = rnd.nextInt(b.area() + 1);
            StringBuilder squares = new StringBuilder();
            List<Integer> moves = new ArrayList<>();
            while (p.moves() < length && !p.isOver()) {
                int[] legal = p.legalMoves();
                int c = legal[rnd.nextInt(legal.length)];
                squares.append((char) ('a' + c)).append(p.heightOf(c) + 1).append(' ');
                moves.add(c);
                p.play(c);
            }
            WidePosition fromDiagram = Notation.parseWide(p.diagram(), b);
            assertThat(fromDiagram).as(p.diagram()).isEqualTo(p);
            assertThat(Notation.parseWide(Notation.diagramLine(p), b)).isEqualTo(p);
            assertThat(fromDiagram.firstToMove()).isEqualTo(p.firstToMove());
            assertThat(fromDiagram.isWon()).isEqualTo(p.isWon());
            if (width <= 26) {
                assertThat(Notation.parseWide(squares.toString(), b)).isEqualTo(p);
            }
            int[] cols = moves.stream().mapToInt(Integer::intValue).toArray();
            assertThat(Notation.parseWide(Notation.sequence(cols, b), b)).isEqualTo(p);
        }
    }

    /**
     * Random colourings of random column heights of a 4x5 board, drawn into columns 10..13 of a 13x5
     * board (stride 6: column 11 holds bits 60..65, its top cell in the high word) and read as a
     * diagram, are accepted exactly when a game on the 4x5 board reaches them (the empty columns
     * beside them change nothing): the reachable positions come from a breadth-first search of the
     * 4x5 board.
     */
    @Test
    void diagramsAcrossTheWordsAreAcceptedExactlyWhenReachable() {
        int w = 4;
        int h = 5;
        int at = 9; // 0-based column of the small board's left edge on the wide board
        Board small = Board.of(w, h);
        Set<String> reachable = new HashSet<>();
        for (Position p : TestPositions.reachable(small)) {
            reachable.add(p.diagram());
        }
        WideBoard wide = WideBoard.of(13, h);
        assertThat(wide.cellHi(at + 1, h - 1)).as("a column across the words").isNotZero();
        assertThat(wide.cellLo(at + 1, 0)).isNotZero();
        Random rnd = new Random(1612);
        int accepted = 0;
        int rejected = 0;
        for (int i = 0; i < 10_000; i++) {
            char[][] rows = new char[h][w];
            List<int[]> cells = new ArrayList<>();
            for (int c = 0; c < w; c++) {
                int height = rnd.nextInt(h + 1);
                for (int r = 0; r < h; r++) {
                    rows[h - 1 - r][c] = '.';
                    if (r < height) {
                        cells.add(new int[] {c, r});
                    }
                }
            }
            Collections.shuffle(cells, rnd);
            for (int k = 0; k < cells.size(); k++) {
                int[] cell = cells.get(k);
                rows[h - 1 - cell[1]][cell[0]] = k < (cells.size() + 1) / 2 ? 'x' : 'o';
            }
            StringBuilder narrow = new StringBuilder();
            StringBuilder wide13 = new StringBuilder();
            for (int r = 0; r < h; r++) {
                String row = new String(rows[r]);
                narrow.append(r > 0 ? "\n" : "").append(row);
                wide13.append(r > 0 ? "/" : "").append(".".repeat(at)).append(row).append(".".repeat(13 - at - w));
            }
            boolean expected = reachable.contains(narrow.toString());
            WidePosition p = null;
            try {
                p = Notation.parseWide(wide13.toString(), wide);
            } catch (NotationException e) {
                // refused
            }
            assertThat(p != null).as("%s reachable=%s", wide13, expected).isEqualTo(expected);
            if (p != null) {
                accepted++;
                for (int[] cell : cells) {
                    Stone s = p.at(at + cell[0], cell[1]);
                    assertThat(s).isEqualTo(rows[h - 1 - cell[1]][cell[0]] == 'x' ? Stone.FIRST : Stone.SECOND);
                }
            } else {
                rejected++;
            }
        }
        assertThat(accepted).isGreaterThan(300);
        assertThat(rejected).isGreaterThan(300);
    }

    @Test
    void impossibleDiagramsAreRefusedWithTheReason() {
        WideBoard b = WideBoard.of(16, 4);
        String empty = "................";
        // column 13 (bits 60..64) with a stone above an empty cell
        assertThatThrownBy(() -> Notation.parseWide(empty + "/" + empty + "/............x.../" + empty, b))
                .isInstanceOf(NotationException.class).hasMessageContaining("column 13").hasMessageContaining("floating");
        assertThatThrownBy(() -> Notation.parseWide("............xx..", b))
                .isInstanceOf(NotationException.class).hasMessageContaining("2 x and 0 o");
        assertThatThrownBy(() -> Notation.parseWide("..........x...../..........o.....", b))
                .isInstanceOf(NotationException.class).hasMessageContaining("builds these columns");
        assertThatThrownBy(() -> Notation.parseWide("...x", b))
                .isInstanceOf(NotationException.class).hasMessageContaining("has 4 cells");
        assertThatThrownBy(() -> Notation.parseWide(".....?..........", b))
                .isInstanceOf(NotationException.class).hasMessageContaining("column 6");
        // x's four on the bottom row across the words (columns 11-14), o to move: x won last; with
        // o's four above it, no game reaches it
        WidePosition won = Notation.parseWide("..........ooo.../..........xxxx..", b);
        assertThat(won.isWon()).isTrue();
        assertThat(won.firstToMove()).isFalse();
        assertThatThrownBy(() -> Notation.parseWide("..........oooo../..........xxxx..", b))
                .isInstanceOf(NotationException.class).hasMessageContaining("both players");
        assertThatThrownBy(() -> Notation.parseWide("q1", b))
                .isInstanceOf(NotationException.class).hasMessageContaining("off the 16x4 board");
    }
}
