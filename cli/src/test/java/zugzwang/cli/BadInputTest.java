package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every kind of bad input gives one clean line on standard error and a non-zero exit code. */
class BadInputTest {
    static Stream<Arguments> cases() {
        return Stream.of(
                // usage errors: exit code 2
                bad(2, "board 0x6 is impossible", "solve", "--width", "0", ""),
                bad(2, "board 13x9 is too large: width * (height + 1) = 130 exceeds the 128 bits", "solve", "--width", "13", "--height", "9", "1"),
                bad(2, "board 9x7 is too large: width * (height + 1) = 72 exceeds the 64 bits of a bitboard (explain takes boards beyond 64 bits only", "explain", "--width", "9", "--height", "7", "1"),
                bad(2, "board 4x0 is impossible", "analyze", "-w", "4", "-H", "0", ""),
                bad(2, "board 65x1 is too large", "play", "--width", "65", "--height", "1"),
                // height + 1 must not overflow into a size that passes (it looped for ever)
                bad(2, "board 1x2147483647 is too large: width * (height + 1) = 2147483648", "solve", "-w", "1",
                        "-H", "2147483647", ""),
                bad(2, "board 2147483647x2147483647 is too large", "analyze", "-w", "2147483647", "-H", "2147483647", ""),
                bad(2, "--memory 999 TiB is too large: a table holds at most", "worker", "-t", "1", "-m", "999t"),
                bad(2, "--share-nodes must be 0 (none) or more, not -1", "worker", "-t", "1", "--share-nodes", "-1"),
                bad(2, "bind address '8.8.8.8' (8.8.8.8): not an address of this machine", "worker", "-t", "1",
                        "-m", "64m", "--bind", "8.8.8.8"),
                bad(2, "--bind: bind address '8.8.8.8' (8.8.8.8): not an address of this machine", "solve", "-w", "5",
                        "-H", "4", "-m", "64m", "--cluster", "127.0.0.1:5701", "--bind", "8.8.8.8", ""),
                bad(2, "--game connect4: connect4 is four in a line: k must be 4", "solve", "-w", "5", "-H", "4", "--k", "3", "1"),
                bad(2, "--each-move is for --algorithm", "solve", "-w", "5", "-H", "4", "--each-move", "1"),
                bad(2, "--limit is for --algorithm solver of --game connect4-3d", "solve", "-w", "5", "-H", "4",
                        "--limit", "5", "1"),
                bad(2, "--jobs is for --algorithm solver (--proof takes --algorithm dfpn)", "solve", "-w", "5", "-H", "4",
                        "--jobs", "--proof", "p.txt", ""),
                // options that would be ignored where they are given are refused
                bad(2, "--no-etc is a switch of Connect-4's exact solver, not for --algorithm dfpn", "solve", "--game",
                        "tictactoe", "--no-etc", ""),
                bad(2, "--symmetry-plies is a switch of Connect-4's exact solver, not for the job-level solve", "solve",
                        "-w", "4", "-H", "4", "-m", "32m", "--jobs", "--symmetry-plies", "2", ""),
                bad(2, "--rules is a switch of Connect-4's exact solver, not for --game qubic", "analyze", "--game",
                        "qubic", "--rules=3", "0,4,1,5,2,6,3"),
                bad(2, "--no-defer is a switch of Connect-4's exact solver, not for --game gomoku", "analyze", "--game",
                        "gomoku", "-w", "5", "-H", "5", "--no-defer", ""),
                bad(2, "--rules-work is a switch of Connect-4's exact solver, not for --game connect4-3d", "solve",
                        "--game", "connect4-3d", "--rules", "--rules-work", "5", ""),
                bad(2, "--no-collapse is a switch of Connect-4's exact solver, not for --algorithm handicap", "solve",
                        "--game", "popout", "-w", "4", "-H", "4", "--algorithm", "handicap", "--depth", "4",
                        "--no-collapse", ""),
                bad(2, "--no-follow-up is a switch of Connect-4's exact solver, not for --game qubic", "bench", "--game",
                        "qubic", "--no-follow-up"),
                bad(2, "--no-book is not for --game qubic", "solve", "--game", "qubic", "--no-book", "0,4,1,5,2,6"),
                bad(2, "--book is not for --game gomoku", "analyze", "--game", "gomoku", "-w", "5", "-H", "5",
                        "--book", "b.txt", ""),
                bad(2, "--memory is not for --game gomoku", "analyze", "--game", "gomoku", "-w", "5", "-H", "5",
                        "-m", "32m", ""),
                bad(2, "--no-book is not for --game connect4-3d", "analyze", "--game", "connect4-3d", "--no-book", ""),
                bad(2, "--threads is not for --game qubic", "play", "--game", "qubic", "-t", "1"),
                bad(2, "--max-depth bounds the search for the smallest depth: not with --depth 3", "solve", "--game",
                        "popout", "-w", "4", "-H", "4", "--algorithm", "handicap", "--depth", "3", "--max-depth", "5", ""),
                bad(2, "--threads must be between 1 and 256, not 100000", "worker", "-t", "100000", "-m", "32m"),
                bad(2, "--seed goes with --openings", "match", "--first", "alphabeta:2", "--second", "alphabeta:2",
                        "-w", "4", "-H", "4", "--seed", "99"),
                bad(2, "--repetition: retrograde analysis values positions, not histories", "retro", "--game", "popout",
                        "-w", "3", "-H", "3", "--repetition", "3"),
                bad(2, "--sample goes with --check", "book", "-w", "4", "-H", "4", "--stones", "2", "--sample", "5"),
                bad(2, "--seed goes with --check", "book", "-w", "4", "-H", "4", "--stones", "2", "--seed", "5"),
                bad(2, "--cluster-name, --bind and --port are for --cluster", "solve", "-w", "5", "-H", "4", "-m", "64m",
                        "--bind", "127.0.0.1", ""),
                bad(2, "--cluster: HOST:PORT,... expected, not an empty list", "solve", "-w", "5", "-H", "4", "-m", "64m",
                        "--cluster", "", ""),
                bad(2, "'abc' is not an int", "solve", "--width", "abc", "1"),
                bad(2, "memory size '12x' is not valid", "solve", "--memory", "12x", "-w", "4", "-H", "4", ""),
                bad(2, "memory size '0m' must be more than zero", "solve", "--memory", "0m", "-w", "4", "-H", "4", ""),
                bad(2, "is too large", "analyze", "--memory", "100g", "-w", "4", "-H", "4", ""),
                bad(2, "not enough memory", "solve", "--memory", "8g", "-w", "4", "-H", "4", ""),
                bad(2, "too small", "solve", "--memory", "0.01k", "-w", "4", "-H", "4", ""),
                bad(2, "--threads must be between 1 and", "solve", "--threads", "0", "-w", "4", "-H", "4", ""),
                bad(2, "--rules must not be negative", "solve", "--rules=-2", "-w", "4", "-H", "4", ""),
                bad(2, "'x' is not an int", "bench", "--rules=x", "Test_L3_R1"),
                bad(2, "--rules-work needs --rules", "bench", "--rules-work", "5", "Test_L3_R1"),
                bad(2, "--rules-work must not be negative", "solve", "--rules", "--rules-work", "-1", "1"),
                bad(2, "Unknown option: '--frobnicate'", "solve", "--frobnicate", "-w", "4", "-H", "4", ""),
                bad(2, "Unknown option: '-x'", "bench", "-x"),
                bad(2, "unknown suite 'Test_L9'", "bench", "Test_L9"),
                bad(2, "--runs must be at least 1", "bench", "--runs", "0", "Test_L3_R1"),
                bad(2, "--limit must be at least 1", "bench", "--limit", "0", "Test_L3_R1"),
                bad(2, "mutually exclusive", "play", "--first", "--second"),
                bad(2, "unknown command 'frobnicate'", "frobnicate"),
                bad(2, "missing command", new String[0]),
                // bad positions: exit code 1
                bad(1, "argument 1: '8': move 1: column 8 is out of range 1..7", "solve", "8"),
                bad(1, "argument 1: '44444445': move 7: column 4 is full", "solve", "44444445"),
                bad(1, "argument 1: '12121211': move 8 (column 1): the game was already won by move 7",
                        "solve", "-w", "4", "-H", "4", "12121211"),
                bad(1, "is not a column number", "analyze", "4a53"),
                bad(1, "on boards wider than 9 columns separate moves with commas", "solve", "-w", "10",
                        "-H", "4", "10"),
                bad(1, "floating", "solve", "-w", "4", "-H", "4", "..x./..../..../x..."),
                bad(1, "x must have as many stones as o or one more", "solve", "-w", "4", "-H", "4", "..../..../..../oo.."),
                bad(1, "no order of moves reaches this position", "solve", "x....../x....../x....../xoo..../xoo...."),
                bad(1, "diagram has 5 rows", "analyze", "-w", "4", "-H", "4", "..../..../..../..../...."));
    }

    private static Arguments bad(int exit, String message, String... args) {
        return Arguments.of(exit, message, args);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void oneCleanErrorLine(int exit, String message, String[] args) {
        Run r = Run.of(args);
        assertThat(r.exit()).as("exit code of %s", String.join(" ", args)).isEqualTo(exit);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).hasSize(1);
        String line = r.errLines().get(0);
        assertThat(line).startsWith("zugzwang: error: ").contains(message)
                .doesNotContain("Exception").doesNotContain("at zugzwang").doesNotContain("at picocli");
    }
}
