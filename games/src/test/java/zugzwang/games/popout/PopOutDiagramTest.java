package zugzwang.games.popout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Board;

/** PopOut diagrams: reading, validation messages, output and the round trip. */
class PopOutDiagramTest {
    private final PopOutGame g = new PopOutGame(Board.STANDARD);

    @Test
    void diagramsAreRecognised() {
        assertThat(PopOutNotation.isDiagram("......./...x...")).isTrue();
        assertThat(PopOutNotation.isDiagram("xxxoooX")).isTrue();
        assertThat(PopOutNotation.isDiagram("...\n...")).isTrue();
        assertThat(PopOutNotation.isDiagram("44p4")).isFalse();
        assertThat(PopOutNotation.isDiagram("12x")).isFalse(); // a bad move, not a diagram
        assertThat(PopOutNotation.isDiagram("")).isFalse();
    }

    @Test
    void sideToMoveFromTheParityAndNoHistory() {
        PopOutState s = g.parse("...x...");
        assertThat(s.player()).isEqualTo(1);
        assertThat(s.ply()).isZero();
        assertThat(s.history()).isEmpty();
        assertThat(s.boardKey()).isEqualTo(g.parse("4").boardKey());
        // White popped his x from under Red's o: one o, Red to move although Red moved last
        PopOutState popped = g.parse("44p4");
        PopOutState d = g.parse(PopOutNotation.diagramLine(popped));
        assertThat(d.boardKey()).isEqualTo(popped.boardKey());
        assertThat(d.player()).isEqualTo(popped.player()).isEqualTo(1); // one disk: Red to move
        assertThat(PopOutNotation.diagramLine(d)).isEqualTo("......./......./......./......./......./...o...");
    }

    @Test
    void formsAreAccepted() {
        long key = g.parse("4453").boardKey();
        assertThat(g.parse("......./......./......./......./...o.../..oxx..").boardKey()).isEqualTo(key);
        assertThat(g.parse("...O.../..OxX..").boardKey()).isEqualTo(key); // fewer rows, upper case
        assertThat(g.parse(" ...o...\n ..oxx.. ").boardKey()).isEqualTo(key); // new lines, blanks
        assertThat(g.parse(".......").boardKey()).isEqualTo(g.start().boardKey());
    }

    @Test
    void terminalDiagrams() {
        PopOutState won = g.parse("...ooo./...xxxx"); // 4455667
        assertThat(won.isTerminal()).isTrue();
        assertThat(won.value()).isEqualTo(-1); // Red to move has lost
        PopOutState both = g.parse("oooo.../xxxx...");
        assertThat(both.isTerminal()).isTrue();
        assertThat(both.player()).isZero();
        assertThat(both.value()).isEqualTo(-1); // Red's pop made both fours: Red wins
        assertThat(PopOutNotation.ending(both)).isEqualTo("Red won with four in a line");
    }

    @Test
    void malformedDiagramsNameTheProblem() {
        assertThatThrownBy(() -> g.parse("./././././././.")).hasMessage("diagram has 8 rows; the board has 6");
        assertThatThrownBy(() -> g.parse("......./...x.."))
                .hasMessage("diagram row 2 ('...x..') has 6 cells; the board has 7 columns");
        assertThatThrownBy(() -> g.parse("......./...x..q"))
                .hasMessage("diagram row 2, column 7: 'q' is not one of . x o");
        assertThatThrownBy(() -> g.parse("...x.../......."))
                .hasMessage("diagram column 4, row 2 from the bottom: the disk floats above the empty row 1"
                        + " (disks rest on each other)");
        assertThatThrownBy(() -> g.parse("..o..../......./..x...."))
                .hasMessage("diagram column 3, row 3 from the bottom: the disk floats above the empty row 2"
                        + " (disks rest on each other)");
    }

    @Test
    void unreachableDiagrams() {
        assertThatThrownBy(() -> g.parse("xxx.xxx/xxx.oox/oooxxox/oxxooxo/xxxoxoo/ooxoxxo"))
                .hasMessage("unreachable diagram: no legal game from the empty board reaches it"
                        + " (x to move by the parity of the 40 disks)");
        assertThatThrownBy(() -> g.parse("x....../x....../x....../x......"))
                .hasMessage("unreachable diagram: no legal last move (by o, the side not to move) makes this four"
                        + " from a reachable position without four");
        assertThatThrownBy(() -> g.parse("xxxx.../oooo..."))
                .hasMessageContaining("makes these fours");
        // 2x2 full board, both tops x, Red moved last: no last move made it
        PopOutGame small = new PopOutGame(Board.of(2, 2));
        assertThatThrownBy(() -> small.parse("xx/oo"))
                .hasMessage("unreachable diagram: the board is full, x is to move and no column has o on top,"
                        + " so no last move made it (a full board can only come from a drop)");
        assertThat(small.parse("ox/xo").isFull()).isTrue();
    }

    @Test
    void budgetExhaustionIsAnErrorNotAGuess() {
        assertThatThrownBy(() -> PopOutNotation.parseDiagram(g, "...ooo./...xxxx", new PopOutReachability(g.board(), 2)))
                .hasMessage("cannot decide whether a legal game reaches this diagram within the budget of 2"
                        + " positions searched back from it");
    }

    /** diagram(parse(diagram)) == diagram for positions of random games, with pops, on 7x6 and 5x4. */
    @Test
    void roundTrip() {
        for (PopOutGame game : new PopOutGame[] {g, new PopOutGame(Board.of(5, 4))}) {
            Random rnd = new Random(5);
            int[] moves = new int[game.maxMoves()];
            int checked = 0;
            for (int n = 0; n < 200; n++) {
                PopOutState s = game.start();
                for (int ply = rnd.nextInt(60); ply > 0 && !s.isTerminal(); ply--) {
                    s.play(moves[rnd.nextInt(s.moves(moves))]);
                }
                if (s.drawClaimed()) {
                    continue; // a claim is no board: its diagram is the full board before it
                }
                String line = PopOutNotation.diagramLine(s);
                PopOutState d = game.parse(line);
                assertThat(PopOutNotation.diagramLine(d)).isEqualTo(line);
                assertThat(d.boardKey()).isEqualTo(s.boardKey());
                assertThat(d.player()).isEqualTo(s.player());
                boolean ended = s.isTerminal() && !s.drawnByRepetition(); // repetition is history
                assertThat(d.isTerminal()).isEqualTo(ended);
                if (ended) {
                    assertThat(d.value()).isEqualTo(s.value());
                }
                assertThat(game.parse(PopOutNotation.diagram(s)).boardKey()).isEqualTo(s.boardKey());
                checked++;
            }
            assertThat(checked).isGreaterThan(150);
        }
    }

    @Test
    void movesAfterTheEndSayHowItEnded() {
        assertThatThrownBy(() -> g.parse("44556671"))
                .hasMessage("move 8 '1' is illegal: the game ended at move 7 (White won with four in a line)");
        PopOutGame small = new PopOutGame(Board.of(2, 2));
        assertThatThrownBy(() -> small.parse("1122d1"))
                .hasMessage("move 6 '1' is illegal: the game ended at move 5 (draw claimed)");
        // x drops, o drops, x pops, o pops: the empty board with White to move again
        assertThatThrownBy(() -> g.parse("12p1p21")).hasMessage("move 5 '1' is illegal: the game ended at move 4"
                + " (draw by repetition: the position occurred before)");
    }
}
