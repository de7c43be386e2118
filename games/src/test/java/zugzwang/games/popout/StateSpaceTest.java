package zugzwang.games.popout;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Board;

/**
 * The state-space and game-tree sizes of the thesis (seed 000): Table 10 and §5.3.
 */
class StateSpaceTest {
    /**
     * The reachable positions (distinct boards; the side to move follows from the disks),
     * terminal ones included but not expanded, by breadth-first search over board keys.
     * Repetition plays no part: a position is reachable or not whatever the path.
     */
    static long states(PopOutGame game, boolean pops) {
        LongSet seen = new LongSet();
        long[] queue = new long[1 << 16];
        int head = 0;
        int tail = 0;
        PopOutState start = game.start();
        seen.add(start.boardKey());
        queue[tail++] = start.boardKey();
        int[] moves = new int[game.maxMoves()];
        int width = game.board().width();
        while (head < tail) {
            PopOutState s = game.fromKey(queue[head++]);
            int n = s.moves(moves);
            for (int i = 0; i < n; i++) {
                int m = moves[i];
                if (m == game.claimMove() || (!pops && m >= width)) {
                    continue; // a claimed draw has the same disks
                }
                s.play(m);
                long k = s.boardKey();
                s.undo();
                if (seen.add(k)) {
                    if (tail == queue.length) {
                        if (head > queue.length / 2) {
                            System.arraycopy(queue, head, queue, 0, tail - head);
                            tail -= head;
                            head = 0;
                        } else {
                            queue = java.util.Arrays.copyOf(queue, queue.length * 2);
                        }
                    }
                    queue[tail++] = k;
                }
            }
        }
        return seen.size();
    }

    /** Nodes of the game tree from the start, repetition ending games. */
    static long treeNodes(PopOutState s, int[][] buffers, int depth) {
        long nodes = 1;
        int[] moves = buffers[depth];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            nodes += treeNodes(s, buffers, depth + 1);
            s.undo();
        }
        return nodes;
    }

    @Test
    void table10StateCounts4x4() {
        PopOutGame g = new PopOutGame(Board.of(4, 4));
        assertThat(states(g, true)).isEqualTo(692_427L);
        assertThat(states(g, false)).isEqualTo(161_029L); // Connect-4: drops only
    }

    /** About 4 s (7.9 M positions); 5x4 (18.5 M) is left out: too slow and large for a unit test. */
    @Test
    void table10StateCounts4x5() {
        PopOutGame g = new PopOutGame(Board.of(4, 5));
        assertThat(states(g, true)).isEqualTo(7_942_028L);
        assertThat(states(g, false)).isEqualTo(1_706_255L);
    }

    @Test
    void smallBoards() {
        // 1x1: empty, x; 1x2: empty, x, xo, o (after White's pop), ox
        assertThat(states(new PopOutGame(Board.of(1, 1)), true)).isEqualTo(2);
        assertThat(states(new PopOutGame(Board.of(1, 2)), true)).isEqualTo(5);
        assertThat(states(new PopOutGame(Board.of(2, 2)), false)).isEqualTo(18);
    }

    /**
     * §5.3: "the game-tree size for Connect-4 2x2 is 19. For PopOut 2x2, the game-tree size is
     * 47,073." Our tree has 55,931 nodes, of which 8,858 are draw claims: the thesis does not
     * count the claim as a node (it ends the game without making a new position), and counts
     * every other node, the repetitions that end games included (18,394 of them).
     */
    @Test
    void gameTree2x2() {
        PopOutGame g = new PopOutGame(Board.of(2, 2));
        long[] c = new long[3];
        count(g.start(), new int[64][g.maxMoves()], 0, c);
        assertThat(c[0]).isEqualTo(55_931L);
        assertThat(c[1]).isEqualTo(8_858L);
        assertThat(c[0] - c[1]).isEqualTo(47_073L);
        assertThat(c[2]).isEqualTo(18_394L);
        assertThat(treeNodes(g.start(), new int[64][g.maxMoves()], 0)).isEqualTo(c[0]);
    }

    /** Nodes, draw claims and repetitions of the tree below {@code s}. */
    static void count(PopOutState s, int[][] buffers, int depth, long[] c) {
        c[0]++;
        if (s.drawClaimed()) {
            c[1]++;
        }
        if (s.drawnByRepetition()) {
            c[2]++;
        }
        int[] moves = buffers[depth];
        int n = s.moves(moves);
        for (int i = 0; i < n; i++) {
            s.play(moves[i]);
            count(s, buffers, depth + 1, c);
            s.undo();
        }
    }
}
