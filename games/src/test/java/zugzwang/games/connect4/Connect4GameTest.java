package zugzwang.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import zugzwang.core.game.GameState;
import zugzwang.core.game.Symmetries;
import zugzwang.core.search.Algorithms;
import zugzwang.core.search.Search;
import zugzwang.core.search.SearchResult;
import zugzwang.core.search.SearchTable;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;

/** Connect-4 through the generic game API: properties, rules, keys, symmetry, notation, values. */
class Connect4GameTest {
    private static final Connect4Game STANDARD = new Connect4Game(Board.STANDARD);

    @Test
    void properties() {
        assertThat(STANDARD.name()).isEqualTo("connect4 " + Board.STANDARD).hasToString(STANDARD.name());
        assertThat(STANDARD.maxMoves()).isEqualTo(7);
        assertThat(STANDARD.moveCodes()).isEqualTo(7);
        assertThat(STANDARD.maxLength()).isEqualTo(42);
        assertThat(STANDARD.maxValue()).isEqualTo(21);
        assertThat(STANDARD.exactKeys()).isTrue();
        assertThat(STANDARD.historyDependent()).isFalse();
        assertThat(STANDARD.symmetries()).isEqualTo(2);
        assertThat(new Connect4Game(Board.of(1, 4)).symmetries()).isEqualTo(1);
        assertThat(STANDARD.board()).isSameAs(Board.STANDARD);
        assertThat(STANDARD.start().ply()).isZero();
    }

    @Test
    void rulesAndValues() {
        GameState s = STANDARD.parse("4455667");
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.value()).isEqualTo(-Score.win(Board.STANDARD, 7)).isEqualTo(-(44 - 7) / 2);
        assertThat(s.moves(new int[7])).isZero();
        GameState open = STANDARD.parse("445566");
        assertThat(open.isTerminal()).isFalse();
        assertThatThrownBy(open::value).isInstanceOf(IllegalStateException.class);
        assertThat(open.player()).isZero();
        assertThat(open.moveName(3)).isEqualTo("4");
        // a full column is not a move
        GameState full = STANDARD.parse("444444");
        int[] buf = new int[7];
        assertThat(full.moves(buf)).isEqualTo(6);
        assertThat(buf).startsWith(0, 1, 2, 4, 5, 6);
        assertThatThrownBy(() -> full.play(3)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("column 4");
        assertThatThrownBy(() -> full.play(7)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> s.play(0)).isInstanceOf(IllegalArgumentException.class);
        // a drawn full board (4x4 has draws)
        Board b = Board.of(1, 2);
        GameState tiny = new Connect4Game(b).parse("11");
        assertThat(tiny.isTerminal()).isTrue();
        assertThat(tiny.value()).isZero();
    }

    @Test
    void movesEmptyExactlyWhenTerminalAndUndoRestoresKeys() {
        Random rnd = new Random(20);
        for (Connect4Game g : new Connect4Game[] {STANDARD, new Connect4Game(Board.of(4, 4)),
            new Connect4Game(Board.of(10, 5))}) {
            int[] buf = new int[g.maxMoves()];
            for (int game = 0; game < 200; game++) {
                GameState s = g.start();
                java.util.List<Long> keys = new java.util.ArrayList<>();
                while (true) {
                    int n = s.moves(buf);
                    assertThat(n == 0).isEqualTo(s.isTerminal());
                    if (n == 0) {
                        break;
                    }
                    keys.add(s.key());
                    s.play(buf[rnd.nextInt(n)]);
                }
                while (s.ply() > 0) {
                    s.undo();
                    assertThat(s.key()).isEqualTo(keys.get(s.ply()));
                }
                assertThatThrownBy(s::undo).isInstanceOf(IllegalStateException.class);
            }
        }
    }

    @Test
    void copiesAreIndependent() {
        GameState s = STANDARD.parse("44");
        GameState c = s.copy();
        c.play(0);
        c.undo();
        c.undo();
        assertThat(s.ply()).isEqualTo(2);
        assertThat(c.ply()).isEqualTo(1);
        assertThat(s.toString()).isEqualTo(Notation.parse("44", Board.STANDARD).diagram());
    }

    @Test
    void stateOfAPosition() {
        Position p = Notation.parse("4453", Board.STANDARD);
        GameState s = STANDARD.state(p);
        assertThat(s.key()).isEqualTo(p.key());
        s.play(0);
        assertThat(p.moves()).isEqualTo(4); // the state has its own copy
        assertThatThrownBy(() -> STANDARD.state(Position.empty(Board.of(6, 7))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void diagramPositionsHaveNoHistory() {
        GameState s = STANDARD.parse("......./......./......./......./......./...x...");
        assertThat(s.ply()).isEqualTo(1);
        assertThat(s.player()).isEqualTo(1);
        assertThatThrownBy(s::undo).isInstanceOf(IllegalStateException.class);
        s.play(3);
        s.undo(); // moves played on it can be taken back
        assertThat(s.ply()).isEqualTo(1);
    }

    /** key(1) is the key of the mirrored position; mapMove mirrors columns; the canonical key agrees. */
    @Test
    void mirrorSymmetry() {
        Random rnd = new Random(21);
        for (Board board : new Board[] {Board.STANDARD, Board.of(4, 4), Board.of(8, 7), Board.of(5, 4)}) {
            Connect4Game g = new Connect4Game(board);
            int[] buf = new int[g.maxMoves()];
            for (int game = 0; game < 100; game++) {
                GameState s = g.start();
                GameState image = g.start();
                while (!s.isTerminal() && rnd.nextInt(15) > 0) {
                    int m = buf[rnd.nextInt(s.moves(buf))];
                    s.play(m);
                    image.play(s.mapMove(m, 1));
                    assertThat(s.mapMove(m, 0)).isEqualTo(m);
                    assertThat(s.mapMove(m, 1)).isEqualTo(board.width() - 1 - m);
                }
                Position p = Notation.parse(s.toString().replace('\n', '/'), board);
                assertThat(s.key(0)).isEqualTo(s.key()).isEqualTo(p.key());
                assertThat(s.key(1)).isEqualTo(p.mirrored().key()).isEqualTo(image.key());
                assertThat(image.key(1)).isEqualTo(s.key());
                assertThat(Symmetries.canonicalKey(s)).isEqualTo(Symmetries.canonicalKey(image));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"a", "0", "8", "4444444", "4455667" + "1", "1,,2", "......./x", "xx", "12 3"})
    void parseErrorsComeFromNotation(String text) {
        String expected = null;
        try {
            Notation.parse(text, Board.STANDARD);
        } catch (NotationException e) {
            expected = e.getMessage();
        }
        assertThat(expected).as("Notation refuses '" + text + "'").isNotNull();
        assertThatThrownBy(() -> STANDARD.parse(text)).isInstanceOf(NotationException.class).hasMessage(expected);
    }

    @Test
    void parseWideBoards() {
        Connect4Game wide = new Connect4Game(Board.of(10, 5));
        assertThat(wide.parse("10,9,10").toString()).isEqualTo(Notation.parse("10,9,10", Board.of(10, 5)).diagram());
        assertThatThrownBy(() -> wide.parse("109")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("commas");
    }

    /** The generic algorithms' exact values equal the fast solver's on random 5x4 and 6x5 positions. */
    @Test
    void exactValuesAgreeWithTheSolver() {
        Random rnd = new Random(22);
        SolverOptions options = SolverOptions.defaults().withMemory(16L << 20).withThreads(1);
        Object[][] cases = {{Board.of(5, 4), 4, 80}, {Board.of(6, 5), 16, 40}};
        for (Object[] c : cases) {
            Board board = (Board) c[0];
            int minStones = (Integer) c[1];
            int count = (Integer) c[2];
            Connect4Game g = new Connect4Game(board);
            try (Solver solver = new Solver(board, options)) {
                for (int i = 0; i < count; i++) {
                    Position p = TestPositions.randomPosition(board, rnd, minStones);
                    GameState s = g.state(p);
                    for (boolean weak : new boolean[] {false, true}) {
                        int expected = solver.solveScore(p, weak);
                        for (String name : new String[] {"alphabeta-soft", "pvs", "mtdf", "scout"}) {
                            SearchResult r = Algorithms.create(name, Search.Settings.plain().withWeak(weak)
                                    .withOrdering(g.centreFirst()).withTable(new SearchTable(1 << 20)))
                                    .search(s, Search.EXACT);
                            assertThat(r.value()).as(name + " weak=" + weak + " on\n" + p.diagram()).isEqualTo(expected);
                            if (!p.isOver()) {
                                Position child = p.copy();
                                child.play(r.bestMove());
                                int v = -solver.solveScore(child, weak);
                                assertThat(v).as(name + " best move").isEqualTo(expected);
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void centreFirstOrder() {
        int[] moves = {0, 1, 2, 3, 4, 5, 6};
        STANDARD.centreFirst().order(STANDARD.start(), moves, 7);
        assertThat(moves).containsExactly(3, 2, 4, 1, 5, 0, 6);
    }
}
