package zugzwang.cli.commands;

import zugzwang.games.qubic.QubicDefinition;

/**
 * How the commands run qubic: its solver for {@code solve} ({@link QubicSolve}: PN search with
 * threat-space search, proofs from the empty board), the generic algorithms of the game API
 * ({@code solve --algorithm}, {@code compare}, {@code match}, {@code verify}) and {@code bench}
 * over Allis' 195 four-ply positions ({@link QubicBench}).
 */
final class QubicCommands extends GameCommands {
    QubicCommands() {
        super(QubicDefinition.NAME, new QubicSolve());
    }

    @Override
    int analyze(AnalyzeCommand command) throws Exception {
        return QubicAnalysis.run(command);
    }

    @Override
    int play(PlayCommand command) throws Exception {
        return QubicPlay.run(command);
    }

    @Override
    int bench(BenchCommand command) {
        return QubicBench.run(command);
    }
}
