package zugzwang.cli.commands;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import zugzwang.cli.shared.Console;
import zugzwang.cli.shared.Output;
import zugzwang.cli.shared.Progress;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.DfpnSearch;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofResult;
import zugzwang.core.proof.ProofSearch;
import zugzwang.core.proof.StrategyException;
import zugzwang.core.proof.StrategyHeader;
import zugzwang.core.proof.StrategyProver;
import zugzwang.core.proof.StrategyWriter;
import zugzwang.core.proof.WeakValue;

/**
 * The generic side of {@code solve}: the win / draw / loss value of a position of any game by a
 * proof search ({@code --algorithm pn|pn2|dfpn|alphabeta}), with what each question proved and
 * the search statistics.
 */
final class ProofSolve {
    /** Player names in output: the first player moves first. */
    static final String[] PLAYERS = {"first", "second"};

    private ProofSolve() {
    }

    /** Solves one position and prints its line; returns the value, or null if undecided. */
    static Integer solve(Console main, ProofSearch search, String text, GameState state, boolean json, boolean progress) {
        PrintWriter out = main.out();
        long start = System.nanoTime();
        WeakValue w;
        String what = text.isEmpty() ? "start position" : text;
        try (Progress shown = Progress.start(main.err(), progress, () -> String.format(Locale.ROOT,
                "%s: %s, %.1f M nodes, %.0f s", what, search.name(), search.nodes() / 1e6,
                (System.nanoTime() - start) / 1e9))) {
            w = WeakValue.of(search, state);
        }
        out.println(json ? json(text, state, search.name(), w) : plain(text, state, search.name(), w));
        out.flush();
        return w.value();
    }

    /**
     * Writes the proof of a solved position's value as a strategy file: a win of the side to
     * move, a win of the other side, or for a draw that the side to move at least draws. The
     * strategy is built with DF-PN (its table keeps the proofs between the questions); the file
     * appears only when complete. Reports on standard error.
     */
    static void writeProof(Console main, Game game, String text, GameState state, int value, ProofLimits limits,
                           Path file, boolean progress) throws java.io.IOException {
        int me = state.player();
        int attacker = value >= 0 ? me : 1 - me;
        Goal goal = value == 0 ? Goal.AT_LEAST_DRAW : Goal.WIN;
        String root = text.isEmpty() || text.equals("''") ? StrategyHeader.START : text;
        DfpnSearch prover = new DfpnSearch(limits);
        long start = System.nanoTime();
        StrategyWriter.Written w;
        try (Progress shown = Progress.start(main.err(), progress, () -> String.format(Locale.ROOT,
                "writing the proof: %.1f M nodes, %.0f s", prover.nodes() / 1e6, (System.nanoTime() - start) / 1e9))) {
            w = new StrategyWriter(StrategyProver.of(prover)).write(game, root, attacker, goal, file);
        } catch (StrategyException e) {
            main.error("--proof " + file + ": not written: " + e.getMessage());
            return;
        }
        main.err().println("proof: " + file + " (" + PLAYERS[attacker] + " " + (goal == Goal.WIN ? "wins" : "at least draws")
                + "): " + w.lines() + " lines, " + w.bytes() + " bytes, " + w.defenderPositions() + " defender positions, "
                + w.terminalPositions() + " terminal positions, " + Output.millis1(w.nanos()) + "ms; check it with"
                + " 'zugzwang verify " + file + "'");
        main.err().flush();
    }

    static String result(Integer value) {
        return value == null ? "unknown" : value > 0 ? "win" : value < 0 ? "loss" : "draw";
    }

    private static String best(GameState state, WeakValue w) {
        int m = w.decisive().move();
        return m < 0 ? "-" : state.moveName(m);
    }

    private static String plain(String text, GameState state, String algorithm, WeakValue w) {
        ProofResult d = w.decisive();
        StringBuilder sb = new StringBuilder(text.isEmpty() ? "''" : text).append(' ');
        sb.append(w.value() == null ? "?" : Integer.toString(w.value())).append(' ').append(result(w.value()));
        sb.append(" proved=\"").append(w.proved(PLAYERS)).append('"');
        if (w.value() == null) {
            sb.append(" stopped=\"").append(d.stopReason()).append('"')
                    .append(" pn=").append(d.proof()).append(" dn=").append(d.disproof());
        }
        sb.append(" best=").append(best(state, w));
        sb.append(" algorithm=").append(algorithm);
        sb.append(" questions=").append(w.questions().size());
        sb.append(" created=").append(w.created());
        sb.append(" expanded=").append(w.expanded());
        sb.append(" max-tree=").append(w.maxTreeSize());
        sb.append(" time=").append(Output.millis1(w.nanos())).append("ms");
        return sb.toString();
    }

    private static String json(String text, GameState state, String algorithm, WeakValue w) {
        var o = Output.object();
        o.put("position", text);
        o.put("game", state.game().name());
        o.put("algorithm", algorithm);
        if (w.value() == null) {
            o.putNull("value");
        } else {
            o.put("value", w.value());
        }
        o.put("result", result(w.value()));
        o.put("proved", w.proved(PLAYERS));
        int m = w.decisive().move();
        if (m < 0) {
            o.putNull("bestMove");
        } else {
            o.put("bestMove", state.moveName(m));
        }
        ArrayNode qs = o.putArray("questions");
        for (ProofResult r : w.questions()) {
            var q = qs.addObject();
            q.put("attacker", PLAYERS[r.attacker()]);
            q.put("goal", r.goal().label());
            q.put("outcome", r.outcome().name().toLowerCase(Locale.ROOT));
            q.put("proof", r.proof());
            q.put("disproof", r.disproof());
            if (r.stopReason() != null) {
                q.put("stopped", r.stopReason());
            }
            q.put("created", r.created());
            q.put("expanded", r.expanded());
            q.put("maxTreeSize", r.maxTreeSize());
            q.put("millis", Output.millis(r.nanos()));
        }
        o.put("created", w.created());
        o.put("expanded", w.expanded());
        o.put("maxTreeSize", w.maxTreeSize());
        o.put("millis", Output.millis(w.nanos()));
        return Output.json(o);
    }
}
