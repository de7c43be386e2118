package zugzwang.cli.commands;

import java.io.IOException;
import picocli.CommandLine.ParameterException;
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
 * reason (the store, the threat sequence). As white the program blocks black's fives and otherwise
 * takes the square of best score among those of black's threat sequence (his null move), a guess.
 */
final class GomokuPlay {
    /** Victoria's node budget per engine move: about a second on 15×15, a few where it proves nothing. */
    static final long ENGINE_NODES = 5_000;

    private GomokuPlay() {
    }

    static int run(PlayCommand c) throws IOException {
        for (String o : new String[] {"--book", "--no-book"}) {
            if (c.spec.commandLine().getParseResult().hasMatchedOption(o)) {
                throw new ParameterException(c.spec.commandLine(), o + " is not for --game gomoku");
            }
        }
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
                    return GomokuPlay.picture(p);
                }

                @Override
                public String engineMove() {
                    String why = p.player() == 0 && p.stones() > 0 ? engine.whyLost(p) : null;
                    String yours = p.stones() > 0 ? game.board().name(p.move(p.stones() - 1)) : null;
                    String said = p.player() == 0 ? engine.blackMove(p) : engine.whiteMove(p);
                    return why == null ? said : "your " + yours + " loses: " + why + "\n" + said;
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

    /** The program's moves, and why a white move lost. */
    static final class Engine {
        private final GomokuGame game;
        private final GomokuBoard board;
        private final GomokuSolutions store;

        Engine(GomokuGame game, GomokuSolutions store) {
            this.game = game;
            this.board = game.board();
            this.store = store;
        }

        /** Black's move, played; returns what to print. */
        String blackMove(GomokuPosition p) {
            if (p.stones() == 0) {
                int centre = board.square(board.width() / 2, board.height() / 2);
                p.play(centre);
                return "black plays " + board.name(centre) + " (the centre)";
            }
            int m = winInOne(p, 0);
            String how = "makes five";
            if (m < 0) {
                m = winInOne(p, 1);
                how = "blocks white's five";
            }
            if (m < 0) {
                m = storeMove(p);
                how = "the solution store's winning move";
            }
            if (m < 0) {
                GomokuThreatSpace.Result r = new GomokuThreatSpace(p, GomokuSolve.TSS_BUDGET).search();
                if (r.wins()) {
                    m = threatsFirst(r);
                    how = "wins by threats: " + GomokuThreatSpace.describe(board, r.threats());
                }
            }
            if (m < 0) {
                GomokuProver prover = new GomokuProver(board, game.rule(), 0, ENGINE_NODES, GomokuSolve.TSS_BUDGET, store);
                GomokuProver.Result r = prover.prove(p);
                if (r.outcome() == Outcome.PROVED && r.move() >= 0) {
                    m = r.move();
                    how = "proved to win by Victoria in " + r.nodes() + " nodes";
                } else {
                    m = bestScore(p);
                    how = "not proved (Victoria, " + r.nodes() + " nodes): the best move score, a guess";
                }
            }
            p.play(m);
            return "black plays " + board.name(m) + " (" + how + ")";
        }

        /** White's move, played; returns what to print. */
        String whiteMove(GomokuPosition p) {
            int m = winInOne(p, 1);
            String how = "makes five";
            if (m < 0) {
                m = winInOne(p, 0);
                how = "blocks black's five";
            }
            if (m < 0) {
                GomokuThreatSpace.Result r = GomokuThreatSpace.forAttacker(p, 0, GomokuSolve.TSS_BUDGET).search();
                int best = best(p, new GomokuMoveScore(board).scores(p), r.wins() ? r : null);
                m = best;
                how = r.wins() ? "against black's threat " + GomokuThreatSpace.describe(board, r.threats()) + ": a guess"
                        : "a guess";
            }
            p.play(m);
            return "white plays " + board.name(m) + " (" + how + ")";
        }

        /** Why white's last move loses (black to move), or null if black's win is not proved at once. */
        String whyLost(GomokuPosition p) {
            if (storeMove(p) >= 0) {
                return "black's win is in the solution store";
            }
            GomokuThreatSpace.Result r = new GomokuThreatSpace(p, GomokuSolve.TSS_BUDGET).search();
            if (r.wins()) {
                return "black wins by threats: " + GomokuThreatSpace.describe(board, r.threats());
            }
            return null;
        }

        private int threatsFirst(GomokuThreatSpace.Result r) {
            return zugzwang.games.gomoku.GomokuThreats.of(board).gain(r.threats()[0]);
        }

        private int storeMove(GomokuPosition p) {
            if (store == null) {
                return -1;
            }
            long[] canon = new long[2 * board.words()];
            int t = p.canonical(canon);
            int m = store.move(canon);
            if (m < 0) {
                return -1;
            }
            int s = board.map(m, board.inverse(t));
            return p.isEmpty(s) ? s : -1;
        }

        private int winInOne(GomokuPosition p, int side) {
            GomokuWinSquares w = new GomokuWinSquares(board, game.rule());
            for (int i = 0; i < p.stones(); i++) {
                w.place(p.move(i), i & 1);
            }
            int[] one = new int[1];
            return w.winSquares(side, one, 1) > 0 ? one[0] : -1;
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

    /** The board, rows from the top, columns a.. at the bottom. */
    static String picture(GomokuPosition p) {
        GomokuBoard b = p.board();
        StringBuilder sb = new StringBuilder();
        for (int y = b.height() - 1; y >= 0; y--) {
            sb.append(String.format(java.util.Locale.ROOT, "%2d ", y + 1));
            for (int x = 0; x < b.width(); x++) {
                int s = b.square(x, y);
                sb.append(' ').append(p.has(0, s) ? 'x' : p.has(1, s) ? 'o' : '.');
            }
            sb.append('\n');
        }
        sb.append("   ");
        for (int x = 0; x < b.width(); x++) {
            sb.append(' ').append((char) ('a' + x));
        }
        return sb.append('\n').toString();
    }
}
