package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MainTest {
    @Test
    void version() {
        Run r = Run.of("--version");
        assertThat(r.exit()).isZero();
        assertThat(r.out().strip()).isEqualTo("zugzwang 0.1.0");
    }

    @Test
    void helpListsTheCommands() {
        Run r = Run.of("--help");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("solve", "analyze", "play", "bench");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void everyCommandHasHelpWithTheBoardOptions() {
        for (String command : new String[] {"solve", "analyze", "play", "bench"}) {
            Run r = Run.of(command, "--help");
            assertThat(r.exit()).isZero();
            assertThat(r.out()).contains("--width", "--height", "--memory", "--threads");
        }
        assertThat(Run.of("bench", "--help").out()).contains("deterministic");
    }

    @Test
    void runNeverThrows() {
        var out = new java.io.ByteArrayOutputStream();
        var err = new java.io.ByteArrayOutputStream();
        int exit = Main.run(new java.io.ByteArrayInputStream(new byte[0]), out, err, false, "solve", "--width", "0");
        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).startsWith("zugzwang: error: board 0x6 is impossible");
    }
}
