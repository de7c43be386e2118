package zugzwang.core.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The job log of a real search, and the list schedules projected from a log. */
class ScheduleReplayTest {
    @Test
    void listSchedulesEachSearchAndAddsThemUp() {
        List<String> log = List.of(JobLog.HEADER,
                "1,1,5,3,0.0,10.0,10.000,yes,0 1 2",
                "1,2,6,3,0.1,4.0,4.000,yes,0 1 3",
                "1,3,7,3,0.2,6.0,6.000,no,0 2 1",
                "0,4,5,3,20.0,28.0,8.000,yes,0 1 2");
        ScheduleReplay r = ScheduleReplay.parse(log);
        assertThat(r.jobs()).isEqualTo(4);
        assertThat(r.searches()).isEqualTo(2);
        assertThat(r.totalMillis()).isCloseTo(28, within(1e-9));
        ScheduleReplay.Projection one = r.project(1);
        assertThat(one.makespanMs()).isCloseTo(28, within(1e-9));
        assertThat(one.idleFraction()).isCloseTo(0, within(1e-9));
        // two workers: 10 | 4 + 6 = 10, then 8 alone
        ScheduleReplay.Projection two = r.project(2);
        assertThat(two.makespanMs()).isCloseTo(18, within(1e-9));
        assertThat(two.idealMs()).isCloseTo(14, within(1e-9));
        assertThat(two.criticalMs()).isCloseTo(18, within(1e-9));
        assertThat(two.efficiency()).isCloseTo(28.0 / 36, within(1e-9));
        assertThat(r.project(64).makespanMs()).isCloseTo(18, within(1e-9));
    }

    @Test
    void theNextQuestionsJobsRunAheadDoNotCutTheSearchBeforeThem() {
        // the log of the empty 7x7 board with an idle worker running "at least a draw?" ahead:
        // its answers come before the first question's long job's; that job (submitted first)
        // still belongs to the first search. A later search of threshold 1 (another position's
        // first question, submitted after the draw question began) is a search of its own
        List<String> log = List.of(JobLog.HEADER,
                "1,2,9,2,0.0,28.0,28.000,no,2 3",
                "1,3,16,2,28.0,51.0,23.000,no,1 3",
                "0,5,5,2,66.0,75.0,9.000,yes,3 3",
                "0,6,6,2,75.0,76.0,1.000,yes,3 2",
                "1,1,5,2,0.0,78.0,78.000,no,3 3",
                "1,9,33,3,77.0,78.0,1.000,cancelled,3 3 0",
                "1,10,5,2,80.0,90.0,10.000,no,3 3");
        ScheduleReplay r = ScheduleReplay.parse(log);
        assertThat(r.jobs()).isEqualTo(6);
        assertThat(r.searches()).isEqualTo(3);
        // two workers: 78 | 28 + 23, then 9 | 1, then 10
        assertThat(r.project(2).makespanMs()).isCloseTo(78 + 9 + 10, within(1e-9));
    }

    @Test
    void refusesWhatIsNotAJobLog() {
        assertThatThrownBy(() -> ScheduleReplay.parse(List.of("a,b"))).hasMessageStartingWith("not a job log");
        assertThatThrownBy(() -> ScheduleReplay.parse(List.of(JobLog.HEADER, "1,2,3"))).hasMessage(
                "line 2: 9 fields expected, not 3");
        // logs written before the moves column are read too
        assertThat(ScheduleReplay.parse(List.of(JobLog.HEADER_8, "1,1,5,3,0.0,10.0,10.000,yes")).jobs()).isEqualTo(1);
    }

    @Test
    void logsEveryAnsweredJobOfASearch() {
        MnkGame game = new MnkGame(3, 3, 3);
        StringWriter out = new StringWriter();
        JobResult r;
        try (JobLog log = new JobLog(new LocalExecutor(game, 1, w -> new MemoMinimax()), out)) {
            r = new JobSearch(game, log, JobOptions.cutoff(2)).solve(new int[0], 0);
            assertThat(log.error()).isNull();
        }
        List<String> lines = out.toString().lines().toList();
        assertThat(lines.get(0)).isEqualTo(JobLog.HEADER);
        List<String> answered = lines.subList(1, lines.size()).stream()
                .filter(l -> !l.split(",")[7].equals(JobLog.CANCELLED)).toList();
        assertThat(answered).hasSize((int) r.tasksSolved());
        ScheduleReplay replay = ScheduleReplay.parse(lines);
        assertThat(replay.jobs()).isEqualTo(r.tasksSolved());
        assertThat(replay.cancelled()).isEqualTo(lines.size() - 1 - answered.size());
        assertThat(lines.subList(1, lines.size())).allMatch(l -> l.startsWith("1,") && l.split(",")[3].equals("2")
                && l.split(",")[8].split(" ").length == 2);
    }

    @Test
    void logsTheJobsCancelledBeforeTheirAnswersAndTheReplayLeavesThemOut() {
        // two workers and virtual wins on tic-tac-toe (nobody wins): the second worker's jobs are
        // speculation that the corrections cancel; the log has a line for each, marked cancelled
        MnkGame game = new MnkGame(3, 3, 3);
        StringWriter out = new StringWriter();
        JobSolver slow = (position, a, stop) -> {
            long end = System.nanoTime() + 3_000_000;
            while (System.nanoTime() - end < 0) {
                if (stop.getAsBoolean()) {
                    return null;
                }
                Thread.onSpinWait();
            }
            return new MemoMinimax().attackerWins(position, a, stop);
        };
        long solved = 0;
        long dropped = 0;
        long calls = 0;
        try (JobLog log = new JobLog(new LocalExecutor(game, 2, w -> slow), out)) {
            JobSearch search = new JobSearch(game, log, JobOptions.cutoff(2));
            for (int[] moves : new int[][] {{}, {4}, {0}, {1}}) {
                for (int attacker = 0; attacker < 2; attacker++) {
                    JobResult r = search.solve(moves, attacker);
                    assertThat(r.attackerWins()).isEqualTo(JobChecks.expected(game, moves, attacker));
                    solved += r.tasksSolved();
                    dropped += r.tasksDropped();
                    calls += r.solverCalls();
                }
            }
            assertThat(log.error()).isNull();
        }
        List<String> rows = out.toString().lines().skip(1).toList();
        List<String> cancelled = rows.stream().filter(l -> l.split(",")[7].equals(JobLog.CANCELLED)).toList();
        // one line per job handed to the executor; an answer that reached the log before the
        // search cancelled its job (no longer needed) is an answered line the search did not use
        assertThat((long) rows.size()).isEqualTo(calls);
        int answered = rows.size() - cancelled.size();
        assertThat((long) answered).isBetween(solved, solved + dropped);
        assertThat(cancelled).isNotEmpty().hasSizeLessThanOrEqualTo((int) dropped);
        for (String l : cancelled) {
            String[] f = l.split(",");
            assertThat(Double.parseDouble(f[5]) - Double.parseDouble(f[4])).isCloseTo(Double.parseDouble(f[6]),
                    within(0.01));
        }
        ScheduleReplay replay = ScheduleReplay.parse(out.toString().lines().toList());
        assertThat(replay.jobs()).isEqualTo(answered);
        assertThat(replay.cancelled()).isEqualTo(cancelled.size());
        assertThat(replay.cancelledMillis()).isPositive();
    }
}
