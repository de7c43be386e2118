package zugzwang.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** One in-process run of the command line: exit code, standard output and standard error. */
public record Run(int exit, String out, String err) {
    /** Runs {@code zugzwang args...} through picocli's {@code execute}, with {@code stdin} as input. */
    public static Run input(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        var in = new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
        int exit = Main.commandLine(in, out, err, false).execute(args);
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Runs with empty standard input. */
    public static Run of(String... args) {
        return input("", args);
    }

    public List<String> outLines() {
        return out.lines().toList();
    }

    public List<String> errLines() {
        return err.lines().toList();
    }
}
