package zugzwang.games.popout;

import java.util.function.LongBinaryOperator;
import zugzwang.games.connect4.Board;

/**
 * Every gravity board of a size, classified (four-free or not, full or not, reachable by the
 * forward breadth-first search or not), and compared with {@link PopOutReachability}. Run as a
 * program for the figures of bigger boards ({@code java ... PopOutReachabilityCensus 4 5}); the
 * test uses it on small ones.
 */
final class PopOutReachabilityCensus {
    /** Counts: [fourFree?1:0][full?1:0][reachable?1:0]; disagreements; undecided. */
    final long[][][] counts = new long[2][2][2];
    long disagreements;
    long undecided;
    long boards;
    /** The most positions one question visited, for reachable and for unreachable answers. */
    long maxVisitedReachable;
    long maxVisitedUnreachable;
    /** Boards four-free, not full and unreachable (forward BFS): the first one found, as a key. */
    long firstUnreachableOpen;

    private PopOutReachabilityCensus() {
    }

    /** Calls {@code visit(white, mask)} for every gravity board of {@code b}. */
    static void forEachBoard(Board b, LongBinaryOperator visit) {
        int w = b.width();
        int h = b.height();
        int perColumn = (1 << (h + 1)) - 1; // heights 0..h with 2^k colourings each
        long[] colWhite = new long[perColumn];
        long[] colMask = new long[perColumn];
        int i = 0;
        for (int k = 0; k <= h; k++) {
            for (int colours = 0; colours < 1 << k; colours++) {
                colWhite[i] = colours;
                colMask[i] = (1L << k) - 1;
                i++;
            }
        }
        int[] digit = new int[w];
        while (true) {
            long white = 0;
            long mask = 0;
            for (int c = 0; c < w; c++) {
                white |= colWhite[digit[c]] << (c * b.stride());
                mask |= colMask[digit[c]] << (c * b.stride());
            }
            visit.applyAsLong(white, mask);
            int c = 0;
            while (c < w && ++digit[c] == perColumn) {
                digit[c++] = 0;
            }
            if (c == w) {
                return;
            }
        }
    }

    static PopOutReachabilityCensus of(Board b) {
        PopOutGame game = new PopOutGame(b, 0);
        LongSet reachable = reachable(game);
        PopOutReachability check = new PopOutReachability(b);
        PopOutReachabilityCensus census = new PopOutReachabilityCensus();
        forEachBoard(b, (white, mask) -> {
            census.boards++;
            long key = white + mask + b.bottomMask();
            boolean r = reachable.contains(key);
            boolean fourFree = !b.hasFour(white) && !b.hasFour(mask & ~white);
            boolean full = mask == b.cellMask();
            census.counts[fourFree ? 1 : 0][full ? 1 : 0][r ? 1 : 0]++;
            if (fourFree && !full && !r && census.firstUnreachableOpen == 0) {
                census.firstUnreachableOpen = key;
            }
            PopOutReachability.Verdict v = check.decide(white, mask);
            if (v == PopOutReachability.Verdict.REACHABLE) {
                census.maxVisitedReachable = Math.max(census.maxVisitedReachable, check.visited());
            } else if (v == PopOutReachability.Verdict.UNREACHABLE) {
                census.maxVisitedUnreachable = Math.max(census.maxVisitedUnreachable, check.visited());
            }
            if (v == PopOutReachability.Verdict.UNDECIDED) {
                census.undecided++;
            } else if ((v == PopOutReachability.Verdict.REACHABLE) != r) {
                census.disagreements++;
            }
            return 0;
        });
        return census;
    }

    /** The boards reachable from the empty board (terminal ones included, not expanded). */
    static LongSet reachable(PopOutGame game) {
        LongSet seen = new LongSet();
        long[] queue = new long[1 << 16];
        int head = 0;
        int tail = 0;
        seen.add(game.start().boardKey());
        queue[tail++] = game.start().boardKey();
        int[] moves = new int[game.maxMoves()];
        while (head < tail) {
            PopOutState s = game.fromKey(queue[head++]);
            int n = s.moves(moves);
            for (int i = 0; i < n; i++) {
                if (moves[i] == game.claimMove()) {
                    continue;
                }
                s.play(moves[i]);
                long k = s.boardKey();
                s.undo();
                if (seen.add(k)) {
                    if (tail == queue.length) {
                        queue = java.util.Arrays.copyOf(queue, queue.length * 2);
                    }
                    queue[tail++] = k;
                }
            }
        }
        return seen;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("boards ").append(boards).append(", disagreements ").append(disagreements)
                .append(", undecided ").append(undecided).append(", most positions visited: reachable ")
                .append(maxVisitedReachable).append(", unreachable ").append(maxVisitedUnreachable).append('\n');
        for (int f = 1; f >= 0; f--) {
            for (int full = 0; full < 2; full++) {
                sb.append(f == 1 ? "four-free" : "with four").append(full == 1 ? " full    " : " not full")
                        .append(": reachable ").append(counts[f][full][1])
                        .append(", unreachable ").append(counts[f][full][0]).append('\n');
            }
        }
        long total = 0;
        for (long[][] a : counts) {
            for (long[] c : a) {
                total += c[1];
            }
        }
        sb.append("reachable in all ").append(total);
        return sb.toString();
    }

    public static void main(String[] args) {
        Board b = Board.of(Integer.parseInt(args[0]), Integer.parseInt(args[1]));
        long t = System.nanoTime();
        PopOutReachabilityCensus c = of(b);
        System.out.println(b + ": " + c);
        if (c.firstUnreachableOpen != 0) {
            System.out.println("e.g. unreachable, four-free, not full:\n"
                    + new PopOutGame(b, 0).fromKey(c.firstUnreachableOpen));
        }
        System.out.printf("%.1f s%n", (System.nanoTime() - t) / 1e9);
    }
}
