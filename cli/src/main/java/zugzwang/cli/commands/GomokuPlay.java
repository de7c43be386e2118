package zugzwang.cli.commands;

import java.io.IOException;
import zugzwang.core.proof.Outcome;
import zugzwang.core.store.SolutionStore;
import zugzwang.games.gomoku.GomokuBoard;
import zugzwang.games.gomoku.GomokuGame;
import zugzwang.games.gomoku.GomokuMoveScore;
import zugzwang.games.gomoku.GomokuNotation;
import zugzwang.games.gomoku.GomokuPosition;
import zugzwang.games.gomoku.GomokuProver;
import zugzwang.games.gomoku.GomokuSolutions;
import zugzwang.games.gomoku.GomokuThreatSpace;
import zugzwang.games.gomoku.GomokuThreats;
import zugzwang.games.gomoku.GomokuWinSquares;

/**
 * {@code play --game gomoku}: a game in the terminal against black's solution. By default you are
 * white (the program plays black: {@code --first} to take black). Enter a square ({@code h8});
 * {@code u} takes back your last move and the reply, {@code q} quits.
 *
 * <p>The program as black plays, in this order: the centre on the empty board; a five; the block
 * of white's five; the winning move of the solution store ({@code --store DIR}, written by
 * {@code solve --algorithm victoria}); the first threat of a winning threat sequence; a move
 * Victoria proves within {@link #ENGINE_NODES} nodes; else the square of the best move score near
 * the stones (a guess, said so). Where the position is in the store or a search proves it, black
 * never loses; and each white move after which black's win is proved is shown as lost, with the
 * reason (his five, the store, the threat sequence, the Victoria search). As white the program
 * blocks black's fives and otherwise takes the square of best score among those of black's threat
 * sequence (his null move), a guess.
 */
final class GomokuPlay {
    /** Victoria's node budget per engine move: about a second on 15×15, a few where it proves nothing. */
    static final long ENGINE_NODES = 5_000;

    private GomokuPlay() {
    }

    static int run(PlayCommand c) throws IOException {
        c.engineOptions.refuseSolverSwitches("--game gomoku", "--threads", "--memory", "--book", "--no-book");
        GomokuGame game = c.gomoku.game(c.boardOptions);
        SolutionStore raw = c.gomoku.openStore(game);
        boolean humanBlack = c.side != null && c.side.first;
        try (SolutionStore s = raw) {
            Engine engine = new Engine(game, s == null ? null : new GomokuSolutions(s, game.board()));
            GomokuPosition p = new GomokuPosition(game.board(), game.rule());
            c.main.out().println("Go-moku " + game.board() + " " + game.rule().id() + ": you are "
                    + (humanBlack ? "black (x, first)" : "white (o); the program plays black's solution")
                    + ". Enter a square (h8); u: undo, q: quit.");
            return TerminalGame.run(c.main, new TerminalGame.PositionBoard(p) {
                @Override
                public String picture() {
                    return GomokuAnalysis.board(p, null, '.');
                }

                @Override
                public String engineMove() {
                    return engine.play(p);
                }

                @Override
                public String hint() {
                    return null;
                }

                @Override
                public String play(String t) {
                    int s = GomokuNotation.square(game.board(), t);
                    if (s < 0) {
                        GomokuBoard b = game.board();
                        return "'" + t + "' is not a square of the " + b + " board (columns a-" + (char) ('a' + b.width() - 1)
                                + ", rows 1-" + b.height() + "): give a square, u or q";
                    }
                    if (!p.isEmpty(s)) {
                        return game.board().name(s) + " is taken";
                    }
                    p.play(s);
                    return null;
                }
            }, humanBlack);
        }
    }

    /** The program's moves. */
    static final class Engine {
        private final GomokuGame game;
        private final GomokuBoard board;
        private final GomokuSolutions store;

        Engine(GomokuGame game, GomokuSolutions store) {
            this.game = game;
            this.board = game.board();
            this.store = store;
        }

        /**
         * A move of the program's: the square, how it was chosen, and — when it is black's and his
         * win is proved — why white's last move lost (else null).
         */
        record Choice(int square, String how, String why) {
        }

        /** The program's move as the side to move, played, and what to print about it. */
        String play(GomokuPosition p) {
            String yours = p.stones() > 0 ? board.name(p.move(p.stones() - 1)) : null;
            boolean black = p.player() == 0;
            Choice c = black ? black(p) : white(p);
            p.play(c.square());
            String said = (black ? "black" : "white") + " plays " + board.name(c.square()) + " (" + c.how() + ")";
            return c.why() == null || yours == null ? said : "your " + yours + " loses: " + c.why() + "\n" + said;
        }

        /** Black's move (see the class comment). */
        private Choice black(GomokuPosition p) {
            if (p.stones() == 0) {
                return new Choice(board.square(board.width() / 2, board.height() / 2), "the centre", null);
            }
            Choice forced = fiveOrBlock(p, "black makes five", "blocks white's five");
            if (forced != null) {
                return forced;
            }
            int m = store == null ? -1 : store.moveIn(p);
            if (m >= 0) {
                return new Choice(m, "the solution store's winning move", "black's win is in the solution store");
            }
            GomokuThreatSpace.Result r = new GomokuThreatSpace(p, GomokuProver.LARGE_TSS_BUDGET).search();
            if (r.wins()) {
                String how = "wins by threats: " + GomokuThreatSpace.describe(board, r.threats());
                return new Choice(GomokuThreats.of(board).gain(r.threats()[0]), how, "black " + how);
            }
            GomokuProver prover = new GomokuProver(board, game.rule(), 0, ENGINE_NODES, GomokuProver.LARGE_TSS_BUDGET,
                    store);
            GomokuProver.Result v = prover.prove(p);
            if (v.outcome() == Outcome.PROVED && v.move() >= 0) {
                return new Choice(v.move(), "proved to win by Victoria in " + v.nodes() + " nodes",
                        "black's win is proved by Victoria");
            }
            return new Choice(bestScore(p), "not proved (Victoria, " + v.nodes() + " nodes): the best move score, a guess",
                    null);
        }

        /** White's move (see the class comment). */
        private Choice white(GomokuPosition p) {
            Choice forced = fiveOrBlock(p, null, "blocks black's five");
            if (forced != null) {
                return forced;
            }
            GomokuThreatSpace.Result r = GomokuThreatSpace.forAttacker(p, 0, GomokuProver.LARGE_TSS_BUDGET).search();
            return new Choice(best(p, new GomokuMoveScore(board).scores(p), r.wins() ? r : null),
                    r.wins() ? "against black's threat " + GomokuThreatSpace.describe(board, r.threats()) + ": a guess"
                            : "a guess", null);
        }

        /**
         * The side to move's five in one (why white lost: {@code whyLost}, for black), else the block of
         * the other side's five ({@code block}: how it is said), or null.
         */
        private Choice fiveOrBlock(GomokuPosition p, String whyLost, String block) {
            GomokuWinSquares w = GomokuWinSquares.of(p);
            int[] one = new int[1];
            if (w.winSquares(p.player(), one, 1) > 0) {
                return new Choice(one[0], "makes five", whyLost);
            }
            return w.winSquares(1 - p.player(), one, 1) > 0 ? new Choice(one[0], block, null) : null;
        }

        /**
         * Among the empty squares within two of a stone, the best move score for the side to move;
         * ties: nearer a stone, then nearer the centre.
         */
        private int bestScore(GomokuPosition p) {
            return best(p, new GomokuMoveScore(board).scores(p), null);
        }

        /** The best square by {@code scores} (see {@link #bestScore}), among {@code allowed} if given. */
        private int best(GomokuPosition p, int[] scores, GomokuThreatSpace.Result allowed) {
            int best = -1;
            long bestKey = Long.MIN_VALUE;
            for (int s = 0; s < board.squares(); s++) {
                if (!p.isEmpty(s) || allowed != null && !allowed.related(s)) {
                    continue;
                }
                int near = Integer.MAX_VALUE;
                for (int i = 0; i < p.stones(); i++) {
                    near = Math.min(near, board.distance(s, p.move(i)));
                }
                if (near > 2 && allowed == null) {
                    continue;
                }
                int centre = Math.max(Math.abs(board.x(s) - board.width() / 2), Math.abs(board.y(s) - board.height() / 2));
                long key = (long) scores[s] << 20 | (long) (63 - Math.min(near, 63)) << 8 | (255 - centre);
                if (key > bestKey) {
                    best = s;
                    bestKey = key;
                }
            }
            return best;
        }
    }
}
