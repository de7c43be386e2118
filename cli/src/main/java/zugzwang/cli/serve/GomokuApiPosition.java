package zugzwang.cli.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import zugzwang.cli.shared.Output;
import zugzwang.core.store.SolutionStore;
import zugzwang.games.Games;
import zugzwang.games.gomoku.GomokuAnalyzer;
import zugzwang.games.gomoku.GomokuBoard;
import zugzwang.games.gomoku.GomokuDefinition;
import zugzwang.games.gomoku.GomokuGame;
import zugzwang.games.gomoku.GomokuNotation;
import zugzwang.games.gomoku.GomokuPosition;
import zugzwang.games.gomoku.GomokuProver;
import zugzwang.games.gomoku.GomokuSolutions;
import zugzwang.games.gomoku.GomokuThreatSpace;
import zugzwang.games.gomoku.GomokuThreats;

/**
 * A go-moku position of an API request ({@code game=gomoku}, {@code w} x {@code h} from 5 to 19,
 * default 15 x 15, {@code rule} {@code freestyle} or {@code standard}, {@code pos} in the thesis'
 * notation {@code h8,h9,i8} or a diagram). Black is the first player.
 *
 * <p>Victoria proves black's wins only, so a square's score is 1 where black, to move, wins by
 * playing there, −1 where white, to move, loses by playing there (black's win after it is proved),
 * and null otherwise — never "white holds". {@code /api/analyze} decides the squares in two
 * passes of {@link GomokuAnalyzer}: first the solution store the server was given
 * ({@code serve --store}, when it holds this board and rule), the rules and threat-space search
 * ({@value #TSS_BUDGET} db-search nodes each), which answer most decided squares at once; then
 * Victoria with {@value #VICTORIA_NODES} nodes a square for the rest, and for black to move with no
 * winning square yet a third pass with {@value #LAST_NODES} (which the time limit may stop). Each square is reported as it
 * is decided, so the time limit's partial answer has them; the squares left are reported null at
 * the end. Black to move, the first pass reports every winning square it finds (the first threat of
 * his winning sequence, when threat-space search finds one, decided first); once one is known no
 * Victoria pass runs, and in a Victoria pass the first winning square found ends it. A later pass leaves out the
 * squares an earlier one proved. When black is to move and threat-space search finds his win, {@code threats} lists it:
 * each step black's move ({@code attack}) and white's forced replies ({@code replies}: threat-space
 * search lets her play all of them at once).
 */
final class GomokuApiPosition extends StoneApiPosition {
    /** Each threat-space search's budget (as {@code analyze}). */
    static final long TSS_BUDGET = GomokuProver.LARGE_TSS_BUDGET;
    /** Victoria's node budget per square in the second pass. */
    static final long VICTORIA_NODES = 2_000;
    /** Black to move and no winning square known: the third pass's budget (until the time limit). */
    static final long LAST_NODES = 10_000;

    private final GomokuGame game;
    private final GomokuBoard board;
    private final GomokuPosition position;

    /**
     * @throws IllegalArgumentException for a board or rule go-moku does not allow, or a position
     *                                  that does not parse (the message is the client's)
     */
    GomokuApiPosition(int width, int height, String pos, String rule) {
        this((GomokuGame) Games.create(GomokuDefinition.NAME, width, height, null, false, null, rule).game(), pos);
    }

    private GomokuApiPosition(GomokuGame game, String pos) {
        this(game, GomokuNotation.parse(game.board(), game.rule(), pos));
    }

    private GomokuApiPosition(GomokuGame game, GomokuPosition position) {
        super(position, game.board().width(), game.board().height());
        this.game = game;
        this.board = game.board();
        this.position = position;
    }

    @Override
    public void header(ObjectNode answer) {
        answer.put("rule", game.rule().id());
    }

    @Override
    public void analyze(boolean weak, ApiEngines engines, ApiJob job, ApiAnalysis answer) {
        if (position.isOver()) {
            job.update(o -> o.putNull("threats"));
            answer.finish(finishedScore(), 0);
            return;
        }
        job.update(o -> o.putNull("threats"));
        Squares squares = decide(engines, job, answer);
        for (int s = 0; s < board.squares(); s++) {
            if (position.isEmpty(s) && !squares.reported[s]) {
                answer.move(board.name(s), null, squares.work);
            }
        }
        answer.finish(squares.score(), squares.work);
    }

    /** What the passes found: per square whether it was reported (as proved), and the work done. */
    private final class Squares {
        final boolean[] reported = new boolean[board.squares()];
        /** Black's winning threat sequence found by the first pass, or empty. */
        int[] threats = new int[0];
        int proved;
        long work;

        /** The position's score for the side to move: black wins (1), white loses everywhere (−1), or null. */
        Integer score() {
            if (position.player() == 0) {
                return proved > 0 ? Integer.valueOf(1) : null;
            }
            return proved == board.squares() - position.stones() ? Integer.valueOf(-1) : null;
        }
    }

    /**
     * The passes: the store, the rules and threat-space search, then Victoria for the squares
     * still open (none once black's winning move is known); each proved square reported to
     * {@code answer} (if not null) as it is decided. Stops early, with what it has, when the job is
     * cancelled.
     */
    private Squares decide(ApiEngines engines, ApiJob job, ApiAnalysis answer) {
        SolutionStore raw = engines.store(GomokuSolutions.kind(board, game.rule()));
        GomokuSolutions store = raw == null ? null : new GomokuSolutions(raw, board);
        int sign = position.player() == 0 ? 1 : -1;
        Squares found = new Squares();
        long[] passes = position.player() == 0 ? new long[] {0, VICTORIA_NODES, LAST_NODES} : new long[] {0, VICTORIA_NODES};
        for (int pass = 0; pass < passes.length; pass++) {
            long nodes = passes[pass];
            if (job.cancelled() || (pass > 0 && position.player() == 0 && found.proved > 0)) {
                break;
            }
            GomokuAnalyzer analyzer = new GomokuAnalyzer(board, game.rule(), store, nodes, TSS_BUDGET);
            job.running(analyzer::cancel, () -> "");
            if (job.cancelled()) {
                break; // a cancellation that came before the analyzer was registered
            }
            long before = found.work;
            // later passes leave out the squares already proved
            GomokuAnalyzer.Analysis a = analyzer.analyzeSquares(position, 1, found.reported.clone(), (square, blackWins) -> {
                if (blackWins && !found.reported[square]) {
                    found.reported[square] = true;
                    found.proved++;
                    if (answer != null) {
                        answer.move(board.name(square), sign, before);
                    }
                    if (sign > 0 && nodes > 0) {
                        analyzer.cancel(); // black's winning move is known: no more Victoria searches
                    }
                }
            });
            if (pass == 0) {
                found.threats = a.threats(); // (the first pass looks for black's sequence)
                putThreats(job, a.threats());
            }
            found.work += a.searches() + a.nodes();
        }
        return found;
    }

    /**
     * {@code threats}: black's winning threat sequence (he is to move), or null: each step his move
     * ({@code attack}) and white's forced replies ({@code replies}), and the sequence as
     * {@code analyze --game gomoku} writes it ({@code text}).
     */
    private void putThreats(ApiJob job, int[] sequence) {
        if (sequence.length == 0) {
            return;
        }
        GomokuThreats t = GomokuThreats.of(board);
        job.update(o -> {
            ObjectNode threats = o.putObject("threats");
            ArrayNode steps = threats.putArray("steps");
            for (int f : sequence) {
                ObjectNode step = steps.addObject();
                step.put("attack", board.name(t.gain(f)));
                ArrayNode replies = step.putArray("replies");
                for (int r : t.cost(f)) {
                    replies.add(board.name(r));
                }
            }
            threats.put("text", GomokuThreatSpace.describe(board, sequence));
        });
    }

    /**
     * {@code /api/solve}: the analysis' passes, summed up: black to move wins (1) with a winning
     * move ({@code best}) and the threat sequence from it as {@code pv} where threat-space search
     * found one; white to move loses (−1) if black's win is proved after every move; else null.
     */
    @Override
    public void solve(boolean weak, ApiEngines engines, ApiJob job, long start) {
        if (position.isOver()) {
            finishSolve(job, start, finishedScore(), "", 0);
            return;
        }
        Squares found = decide(engines, job, null);
        Integer score = found.score();
        String pv = "";
        if (score != null && score > 0) {
            GomokuThreats t = GomokuThreats.of(board);
            if (found.threats.length > 0 && found.reported[t.gain(found.threats[0])]) {
                StringBuilder sb = new StringBuilder();
                for (int f : found.threats) {
                    sb.append(sb.length() == 0 ? "" : ",").append(board.name(t.gain(f)));
                }
                pv = sb.toString();
            } else {
                for (int s = 0; s < board.squares() && pv.isEmpty(); s++) {
                    if (found.reported[s]) {
                        pv = board.name(s);
                    }
                }
            }
        }
        if (score == null) {
            long work = found.work;
            job.update(o -> {
                o.put("nodes", work);
                o.put("millis", Output.millis(System.nanoTime() - start));
            });
            return;
        }
        finishSolve(job, start, score, pv, found.work);
    }

    private static void finishSolve(ApiJob job, long start, int score, String pv, long nodes) {
        job.update(o -> {
            ApiAnswers.putScore(o, score);
            ArrayNode best = o.putArray("best");
            if (!pv.isEmpty()) {
                best.add(pv.split(",")[0]);
            }
            o.put("pv", pv);
            o.put("nodes", nodes);
            o.put("millis", Output.millis(System.nanoTime() - start));
        });
    }
}
