package zugzwang.games.connect4.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.TestPositions;

class SolverOptionsTest {
    @Test
    void validationAndWithers() {
        SolverOptions d = SolverOptions.defaults();
        assertThat(d.memoryBytes()).isEqualTo(256L << 20);
        assertThat(d.threads()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(d.followUp()).isTrue();
        assertThat(d.etc()).isTrue();
        assertThat(d.deferBusy()).isTrue();
        assertThat(d.withDeferBusy(false).withThreads(2).deferBusy()).isFalse();
        SolverOptions o = d.withMemory(1 << 20).withThreads(3).withSymmetryPlies(5).withFollowUp(false).withEtc(false);
        assertThat(o).isEqualTo(new SolverOptions(1 << 20, 3, 5, false, false));
        assertThat(d.oddThreat()).isTrue();
        assertThat(d.withOddThreat(false).withCollapse(false).withThreads(2).oddThreat()).isFalse();
        assertThat(d.withOddThreat(false).withRules(12, 5).collapse()).isTrue();
        assertThatThrownBy(() -> d.withSymmetryPlies(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(d.rules()).isFalse();
        assertThat(d.withRules(12).rules()).isTrue();
        assertThat(d.withRules(12, 5).rulesStones()).isEqualTo(12);
        assertThat(d.withRules(12, 5).withThreads(2).rulesWork()).isEqualTo(5);
        assertThat(d.withRules(12).rulesWork()).isEqualTo(SolverOptions.DEFAULT_RULES_WORK);
        assertThatThrownBy(() -> d.withRules(-2)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rules");
        assertThatThrownBy(() -> d.withRules(3, -1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("work");
        assertThatThrownBy(() -> d.withThreads(0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("threads");
        assertThatThrownBy(() -> d.withMemory(0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("memory");
    }

    @Test
    void solverRejectsABudgetTooSmallForItsTable() {
        assertThatThrownBy(() -> new Solver(Board.STANDARD, SolverOptions.defaults().withMemory(16).withThreads(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too small");
    }

    @Test
    void validateNamesTheSmallestBudgetThatWorks() {
        // 8x7 has 64-bit keys: a 1 MiB table cannot hold them
        assertThatThrownBy(() -> Solver.validate(Board.of(8, 7), SolverOptions.defaults().withMemory(1 << 20).withThreads(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("give at least");
        Solver.validate(Board.of(8, 7), SolverOptions.defaults().withMemory(256L << 20).withThreads(2));
        Solver.validate(Board.STANDARD, SolverOptions.defaults().withMemory(1 << 20).withThreads(1));
    }

    @Test
    void solverKeepsItsBoardAndOptions() {
        SolverOptions o = TestPositions.small();
        try (Solver s = new Solver(Board.of(5, 4), o)) {
            assertThat(s.board()).isEqualTo(Board.of(5, 4));
            assertThat(s.options()).isEqualTo(o);
            assertThat(s.table().bytes()).isLessThanOrEqualTo(16L << 20);
            s.solveScore(Position.empty(Board.of(5, 4)), false);
            assertThat(s.nodes()).isPositive();
        }
    }
}
