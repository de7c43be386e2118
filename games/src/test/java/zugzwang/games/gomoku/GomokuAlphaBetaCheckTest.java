package zugzwang.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Threat-space search against a bounded alpha-beta search of its own (plain arrays, its own five
 * check, no code of the threat search): on random 9×9 positions of 20 or more stones, whenever the
 * search says "win" with a sequence of at most three threats, the attacker wins within 2·3 + 1
 * plies against every defence — every empty square tried for the defender.
 */
class GomokuAlphaBetaCheckTest {
    private static final int N = 9;
    private static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    @Test
    void everyShortThreatWinIsConfirmedByAlphaBeta() {
        SplittableRandom r = new SplittableRandom(2024);
        GomokuBoard b = new GomokuBoard(N, N);
        int confirmed = 0;
        int positions = 0;
        for (GomokuRule rule : GomokuRule.values()) {
            int found = 0;
            for (int trial = 0; trial < 4_000 && found < 12; trial++) {
                GomokuPosition p = RandomPlay.clustered(b, rule, r, 20 + r.nextInt(9), 5);
                if (p == null) {
                    continue;
                }
                positions++;
                GomokuThreatSpace.Result res = new GomokuThreatSpace(p, 20_000).search();
                if (!res.wins() || res.threats().length > 3) {
                    continue;
                }
                found++;
                int[][] cells = new int[N][N]; // 1 attacker (to move), 2 defender
                for (int s = 0; s < b.squares(); s++) {
                    int o = p.owner(s);
                    if (o >= 0) {
                        cells[b.x(s)][b.y(s)] = o == p.player() ? 1 : 2;
                    }
                }
                Check c = new Check(rule, cells);
                assertThat(c.attackerWins(2 * res.threats().length + 1))
                        .as("%s %s: %s", rule, GomokuNotation.game(p), GomokuThreatSpace.describe(b, res.threats()))
                        .isTrue();
                confirmed++;
            }
        }
        System.out.printf("threat-space wins confirmed by alpha-beta: %d (of %d random positions)%n", confirmed, positions);
        assertThat(confirmed).isEqualTo(24);
    }

    /** A boolean alpha-beta (and-or) search to a fixed depth on its own board. */
    private static final class Check {
        private final GomokuRule rule;
        private final int[][] cells;

        Check(GomokuRule rule, int[][] cells) {
            this.rule = rule;
            this.cells = cells;
        }

        /** Whether the attacker (1), to move, makes five within {@code plies} plies against every defence. */
        boolean attackerWins(int plies) {
            if (makesFive(1)) {
                return true;
            }
            if (plies < 3) {
                return false;
            }
            int block = fiveSquare(2);
            for (int x = 0; x < N; x++) {
                for (int y = 0; y < N; y++) {
                    if (cells[x][y] != 0 || block >= 0 && block != x * N + y) {
                        continue; // her five must be blocked
                    }
                    cells[x][y] = 1;
                    boolean wins = defenderLoses(plies - 1);
                    cells[x][y] = 0;
                    if (wins) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** The defender (2) to move: does every move of hers lose within {@code plies}? */
        private boolean defenderLoses(int plies) {
            if (makesFive(2)) {
                return false;
            }
            boolean any = false;
            for (int x = 0; x < N; x++) {
                for (int y = 0; y < N; y++) {
                    if (cells[x][y] != 0) {
                        continue;
                    }
                    any = true;
                    cells[x][y] = 2;
                    boolean lost = attackerWins(plies - 1);
                    cells[x][y] = 0;
                    if (!lost) {
                        return false;
                    }
                }
            }
            return any;
        }

        private boolean makesFive(int side) {
            return fiveSquare(side) >= 0;
        }

        /** An empty square where {@code side}'s stone makes a winning row, or -1. */
        private int fiveSquare(int side) {
            for (int x = 0; x < N; x++) {
                for (int y = 0; y < N; y++) {
                    if (cells[x][y] == 0 && wins(side, x, y)) {
                        return x * N + y;
                    }
                }
            }
            return -1;
        }

        private boolean wins(int side, int x, int y) {
            for (int[] d : DIRS) {
                int n = 1 + run(side, x, y, d[0], d[1]) + run(side, x, y, -d[0], -d[1]);
                if (rule == GomokuRule.FREESTYLE ? n >= 5 : n == 5) {
                    return true;
                }
            }
            return false;
        }

        private int run(int side, int x, int y, int dx, int dy) {
            int n = 0;
            for (int i = x + dx, j = y + dy; i >= 0 && i < N && j >= 0 && j < N && cells[i][j] == side; i += dx, j += dy) {
                n++;
            }
            return n;
        }
    }
}
