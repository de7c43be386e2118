package zugzwang.cluster;

import java.io.IOException;
import java.util.Objects;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import zugzwang.games.GameParameters;

/**
 * What a worker needs besides a job's moves to answer it: the game, by its {@code --game} name
 * and parameters. The worker builds the game's rules and its declared leaf solvers
 * ({@code GameDefinition.jobSolvers}) from these alone, with its own threads and memory; no code
 * travels.
 *
 * @param game       a {@code --game} name
 * @param parameters the game's parameters as the user gave them
 * @param settings   what the game's leaf solvers need besides a job's moves (PopOut's handicap,
 *                   {@code depth=21,pops=0,root=12}), as {@code GameDefinition.jobSolvers} takes
 *                   it; empty for none
 */
public record JobSpec(String game, GameParameters parameters, String settings) {
    public JobSpec {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(parameters, "parameters");
        settings = settings == null ? "" : settings;
    }

    /** A game whose jobs need no settings. */
    public JobSpec(String game, GameParameters parameters) {
        this(game, parameters, "");
    }

    void write(ObjectDataOutput out) throws IOException {
        out.writeString(game);
        writeInteger(out, parameters.width());
        writeInteger(out, parameters.height());
        writeInteger(out, parameters.k());
        out.writeBoolean(parameters.gravity());
        writeInteger(out, parameters.repetition());
        out.writeString(parameters.rule());
        out.writeString(settings);
    }

    static JobSpec read(ObjectDataInput in) throws IOException {
        String game = in.readString();
        Integer width = readInteger(in);
        Integer height = readInteger(in);
        Integer k = readInteger(in);
        boolean gravity = in.readBoolean();
        Integer repetition = readInteger(in);
        String rule = in.readString();
        String settings = in.readString();
        return new JobSpec(game, new GameParameters(width, height, k, gravity, repetition, rule), settings);
    }

    private static void writeInteger(ObjectDataOutput out, Integer v) throws IOException {
        out.writeBoolean(v != null);
        if (v != null) {
            out.writeInt(v);
        }
    }

    private static Integer readInteger(ObjectDataInput in) throws IOException {
        return in.readBoolean() ? in.readInt() : null;
    }
}
