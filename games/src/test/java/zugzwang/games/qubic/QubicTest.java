package zugzwang.games.qubic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;

class QubicTest {
    @Test
    void seventySixLinesFortyEightStraightTwentyFourPlanarFourSpace() {
        Set<Long> lines = PlainLines.lines();
        assertThat(lines).hasSize(76);
        Set<Long> ours = new HashSet<>();
        for (long l : Qubic.LINES) {
            ours.add(l);
        }
        assertThat(ours).isEqualTo(lines);
        int straight = 0;
        int planar = 0;
        int space = 0;
        for (long line : lines) {
            int c0 = Long.numberOfTrailingZeros(line);
            int c1 = Long.numberOfTrailingZeros(line & (line - 1));
            int moving = (c0 >>> 4 != c1 >>> 4 ? 1 : 0) + ((c0 >>> 2 & 3) != (c1 >>> 2 & 3) ? 1 : 0)
                    + ((c0 & 3) != (c1 & 3) ? 1 : 0);
            straight += moving == 1 ? 1 : 0;
            planar += moving == 2 ? 1 : 0;
            space += moving == 3 ? 1 : 0;
        }
        assertThat(List.of(straight, planar, space)).containsExactly(48, 24, 4);
        int seven = 0;
        for (int c = 0; c < 64; c++) {
            int n = Qubic.linesThrough(c).length;
            assertThat(n).isIn(4, 7);
            seven += Qubic.isSevenCube(c) ? 1 : 0;
        }
        assertThat(seven).isEqualTo(16);
        assertThat(Qubic.isSevenCube(0)).isTrue(); // a corner
        assertThat(Qubic.isSevenCube(Qubic.cell(1, 1, 1))).isTrue(); // an inner cell
    }

    @Test
    void theAutomorphismsAreAGroupOf192MappingLinesToLines() {
        Set<Long> lines = PlainLines.lines();
        Set<String> perms = new HashSet<>();
        for (int s = 0; s < Qubic.SYMMETRIES; s++) {
            int[] p = new int[64];
            for (int c = 0; c < 64; c++) {
                p[c] = Qubic.mapCell(c, s);
            }
            assertThat(perms.add(java.util.Arrays.toString(p))).isTrue();
            for (long line : lines) {
                assertThat(lines).contains(Qubic.transform(line, s));
            }
            for (int c = 0; c < 64; c++) {
                assertThat(Qubic.mapCell(Qubic.mapCell(c, s), Qubic.inverse(s))).isEqualTo(c);
            }
        }
        assertThat(perms).hasSize(192);
        // closed under composition
        for (int s = 0; s < 192; s += 7) {
            for (int t = 0; t < 192; t += 5) {
                int[] st = new int[64];
                for (int c = 0; c < 64; c++) {
                    st[c] = Qubic.mapCell(Qubic.mapCell(c, s), t);
                }
                assertThat(perms).contains(java.util.Arrays.toString(st));
            }
        }
        assertThat(Qubic.mapCell(5, 0)).isEqualTo(5); // 0 is the identity
    }

    @Test
    void transformByTablesEqualsCellByCell() {
        SplittableRandom r = new SplittableRandom(4);
        for (int i = 0; i < 2000; i++) {
            long b = r.nextLong();
            int s = r.nextInt(192);
            long expected = 0;
            for (int c = 0; c < 64; c++) {
                if ((b >>> c & 1) != 0) {
                    expected |= 1L << Qubic.mapCell(c, s);
                }
            }
            assertThat(Qubic.transform(b, s)).isEqualTo(expected);
        }
    }

    private static String canonical(long x, long o) {
        long[] out = new long[2];
        Qubic.canonical(x, o, out);
        return out[0] + "/" + out[1];
    }

    @Test
    void twoDistinctFirstMovesAndTwelveRepliesToACorner() {
        Set<String> first = new HashSet<>();
        for (int c = 0; c < 64; c++) {
            first.add(canonical(1L << c, 0));
        }
        assertThat(first).hasSize(2);
        Set<String> replies = new HashSet<>();
        for (int c = 1; c < 64; c++) {
            replies.add(canonical(1L, 1L << c));
        }
        assertThat(replies).hasSize(12); // Allis §4.5.1, Fig. 4.3
    }

    @Test
    void allisChosenThreePlyPositionsGive195FourPlyPositions() {
        int[][] chosen = {{0, 3, 12}, {0, 3, 20}, {0, 3, 21}, {0, 3, 24}, {0, 3, 60}, {0, 3, 61}, {0, 12, 1}};
        Set<String> fourPly = new HashSet<>();
        int before = 0;
        for (int[] w : chosen) {
            long x = (1L << w[0]) | (1L << w[1]);
            for (int b2 = 0; b2 < 64; b2++) {
                long o = (1L << w[2]) | (1L << b2);
                if (b2 == w[0] || b2 == w[1] || b2 == w[2]) {
                    continue;
                }
                before++;
                fourPly.add(canonical(x, o));
            }
        }
        assertThat(before).isEqualTo(427);
        assertThat(fourPly).hasSize(195);
        assertThat(AllisOpenings.fourPly()).hasSize(195).allSatisfy(p -> {
            assertThat(p.stones()).isEqualTo(4);
            assertThat(p.player()).isZero();
        });
    }

    @Test
    void canonicalFormIsEqualOnEveryImage() {
        SplittableRandom r = new SplittableRandom(9);
        for (int i = 0; i < 200; i++) {
            long x = 0;
            long o = 0;
            for (int k = 0; k < 12; k++) {
                int c = r.nextInt(64);
                if (((x | o) >>> c & 1) == 0) {
                    if (k % 2 == 0) {
                        x |= 1L << c;
                    } else {
                        o |= 1L << c;
                    }
                }
            }
            String c0 = canonical(x, o);
            for (int s = 0; s < 192; s++) {
                assertThat(canonical(Qubic.transform(x, s), Qubic.transform(o, s))).isEqualTo(c0);
            }
        }
    }

    @Test
    void fourAndThreatTestsAgreeWithPlainLines() {
        SplittableRandom r = new SplittableRandom(11);
        Set<Long> lines = PlainLines.lines();
        for (int i = 0; i < 3000; i++) {
            long b = r.nextLong() & r.nextLong();
            long other = r.nextLong() & r.nextLong() & ~b;
            assertThat(Qubic.hasFour(b)).isEqualTo(PlainLines.four(b));
            long empty = ~(b | other);
            long expected = 0;
            for (long line : lines) {
                long missing = line & ~b;
                if (Long.bitCount(missing) == 1 && (missing & empty) != 0) {
                    expected |= missing;
                }
            }
            assertThat(Qubic.threats(b, empty)).isEqualTo(expected);
            if (expected == 0) {
                long makers = 0;
                for (long e = empty; e != 0; e &= e - 1) {
                    long m = e & -e;
                    makers |= PlainLines.wins(b | m, other) != 0 ? m : 0;
                }
                assertThat(Qubic.threeMakers(b, other)).isEqualTo(makers);
            }
        }
    }

    @Test
    void gamesPlayAndUndoWithValues() {
        SplittableRandom r = new SplittableRandom(5);
        int[] moves = new int[64];
        int wins = 0;
        for (int g = 0; g < 300; g++) {
            GameState s = QubicGame.get().start();
            long x = 0;
            long o = 0;
            while (!s.isTerminal()) {
                int n = s.moves(moves);
                assertThat(n).isEqualTo(64 - s.ply());
                int m = moves[r.nextInt(n)];
                if (s.player() == 0) {
                    x |= 1L << m;
                } else {
                    o |= 1L << m;
                }
                s.play(m);
                assertThat(s.isTerminal()).isEqualTo(PlainLines.four(x) || PlainLines.four(o) || s.ply() == 64);
            }
            boolean won = PlainLines.four(x) || PlainLines.four(o);
            wins += won ? 1 : 0;
            assertThat(s.value()).isEqualTo(won ? -1 : 0);
            int ply = s.ply();
            for (int k = 0; k < ply; k++) {
                s.undo();
            }
            assertThat(s.ply()).isZero();
            assertThat(s.moves(moves)).isEqualTo(64);
        }
        assertThat(wins).isGreaterThan(250);
    }

    @Test
    void notationMovesAndDiagrams() {
        QubicPosition p = QubicNotation.parse("0, 21 42");
        assertThat(p.first()).isEqualTo((1L << 0) | (1L << 42));
        assertThat(p.second()).isEqualTo(1L << 21);
        String d = QubicNotation.diagram(p.first(), p.second());
        assertThat(d).isEqualTo("x.../..../..../....|..../.o../..../....|..../..../..x./....|..../..../..../....");
        QubicPosition q = QubicNotation.parse(d);
        assertThat(q.first()).isEqualTo(p.first());
        assertThat(q.second()).isEqualTo(p.second());
        assertThat(q.player()).isEqualTo(1);
        assertThat(QubicNotation.parse("").stones()).isZero();
        assertThatThrownBy(() -> QubicNotation.parse("0,64")).hasMessage("move 2: '64' is not a cell 0-63");
        assertThatThrownBy(() -> QubicNotation.parse("0,a")).hasMessage("move 2: 'a' is not a cell 0-63");
        assertThatThrownBy(() -> QubicNotation.parse("0,5,0")).hasMessage("move 3: cell 0 is taken");
        assertThatThrownBy(() -> QubicNotation.parse(" , ")).hasMessage("',' has separators but no cell");
        assertThat(QubicNotation.parse(", 0, 21,").stones()).isEqualTo(2);
        // x fills 0,1,2,3 (a line) while o plays 16,17,18
        assertThatThrownBy(() -> QubicNotation.parse("0,16,1,17,2,18,3,19"))
                .hasMessage("move 8: the game is over (x has four in a line)");
        assertThatThrownBy(() -> QubicNotation.parse("xx../..../..../....|....")).hasMessageContaining("2 layers, not 4");
        assertThatThrownBy(() -> QubicNotation.parse("xxx./..../..../....|..../..../..../....|..../..../..../....|..../..../..../....")).hasMessage("diagram: 3 x and 0 o: x moves first, so x has as many stones as o or one more");
        assertThatThrownBy(() -> QubicNotation.parse("xxxx/oooo/x.../....|..../..../..../....|..../..../..../....|..../..../..../...."))
                .hasMessage("diagram: o is to move but already has four in a line");
        // x has two disjoint fours: no single last move made both
        assertThatThrownBy(() -> QubicNotation.parse("xxxx/xxxx/ooo./ooo.|o.../..../..../....|..../..../..../....|..../..../..../...."))
                .hasMessage("diagram: no single move of x could have made all of its fours");
        QubicPosition won = QubicNotation.parse("xxxx/ooo./..../....|..../..../..../....|..../..../..../....|..../..../..../....");
        assertThat(won.isWon()).isTrue();
        assertThat(won.stones()).isEqualTo(7);
    }
}
