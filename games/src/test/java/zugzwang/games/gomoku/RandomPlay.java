package zugzwang.games.gomoku;

import java.util.SplittableRandom;

/** Random go-moku play for the tests: stones near the last ones, so that rows (and threats) form. */
final class RandomPlay {
    private RandomPlay() {
    }

    /**
     * An empty square within two steps of one of the last {@code recent} moves (at most 50 tries),
     * else any empty square.
     */
    static int near(GomokuBoard b, GomokuPosition p, SplittableRandom r, int recent) {
        int last = p.move(p.stones() - 1 - (recent > 1 ? r.nextInt(Math.min(p.stones(), recent)) : 0));
        for (int tries = 0; tries < 50; tries++) {
            int s = b.square(b.x(last) + r.nextInt(5) - 2, b.y(last) + r.nextInt(5) - 2);
            if (s >= 0 && p.isEmpty(s)) {
                return s;
            }
        }
        int s;
        do {
            s = r.nextInt(b.squares());
        } while (!p.isEmpty(s));
        return s;
    }

    /**
     * A game of up to {@code stones} stones (fewer if it ends): the first anywhere, each next one
     * {@link #near} the last three.
     */
    static GomokuPosition anywhere(GomokuBoard b, GomokuRule rule, SplittableRandom r, int stones) {
        GomokuPosition p = new GomokuPosition(b, rule);
        while (p.stones() < stones && !p.isOver()) {
            p.play(p.stones() == 0 ? r.nextInt(b.squares()) : near(b, p, r, 3));
        }
        return p;
    }

    /**
     * A game of {@code stones} stones from the centre, each within two steps of one of the last
     * {@code recent} moves; null if it ended, or the side to move can win in one.
     */
    static GomokuPosition clustered(GomokuBoard b, GomokuRule rule, SplittableRandom r, int stones, int recent) {
        GomokuPosition p = new GomokuPosition(b, rule);
        p.play(b.square(b.width() / 2, b.height() / 2));
        while (p.stones() < stones) {
            int last = p.move(p.stones() - 1 - r.nextInt(Math.min(p.stones(), recent)));
            int s = b.square(b.x(last) + r.nextInt(5) - 2, b.y(last) + r.nextInt(5) - 2);
            if (s >= 0 && p.isEmpty(s)) {
                p.play(s);
                if (p.isOver() || p.winningSquare() >= 0) {
                    return null;
                }
            }
        }
        return p;
    }
}
