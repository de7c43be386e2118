package zugzwang.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import picocli.CommandLine;
import zugzwang.cli.commands.ServeCommand;
import zugzwang.games.connect4.Board;
import zugzwang.games.connect4.Notation;
import zugzwang.games.connect4.Position;
import zugzwang.games.connect4.rules.Evaluator;
import zugzwang.games.connect4.solver.OpeningBook;
import zugzwang.games.connect4.solver.Solver;
import zugzwang.games.connect4.solver.SolverOptions;
import zugzwang.games.cube.CubeNotation;
import zugzwang.games.cube.CubePosition;
import zugzwang.games.cube.CubeSolver;
import zugzwang.games.cube.CubeSolverOptions;
import zugzwang.games.cube.DifficultySet;
import zugzwang.games.gomoku.GomokuBoard;
import zugzwang.games.gomoku.GomokuNotation;
import zugzwang.games.gomoku.GomokuPosition;
import zugzwang.games.gomoku.GomokuRule;
import zugzwang.games.gomoku.GomokuThreatSpace;
import zugzwang.games.qubic.Qubic;
import zugzwang.games.qubic.QubicNotation;
import zugzwang.games.qubic.QubicPosition;
import zugzwang.games.qubic.QubicThreatSpace;

/**
 * The web page in a real browser: {@code serve} in-process on a free port, Debian's headless
 * Chromium driven through {@code /usr/bin/chromedriver}. Moves are played by clicking columns; the
 * scores the page shows are checked against the exact solver run here, independently of the
 * server. Skipped (not failed) where Chromium or its driver is not installed; {@code .ci/run}
 * installs both. Screenshots go to {@code cli/target/e2e/}.
 */
@Timeout(120)
class WebPageE2ETest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    /** The 7×6 requests take seconds on a loaded machine: wait well past them. */
    private static final Duration SOLVE_WAIT = Duration.ofSeconds(50);

    /** The solver's answers by "WxH:pos", so that a position seen again is not solved again. */
    private static final Map<String, Integer[]> SOLVED = new HashMap<>();

    private static ApiServer server;
    private static ChromeDriver browser;
    private static String base;

    /** Whether Chromium and its driver are installed (else every test is skipped). */
    private static boolean browserInstalled() {
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
    }

    @BeforeAll
    static void start() {
        if (!browserInstalled()) {
            return; // each test reports the skip (surefire does not report a class-level one)
        }
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs("--port", "0", "--threads", "2", "--memory", "128m", "--time-limit", "45");
        server = serve.start();
        base = "http://127.0.0.1:" + server.port() + "/";

        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        // a phone-sized window: the board must fit it
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=412,915");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
    }

    @BeforeEach
    void needsTheBrowser() {
        assumeTrue(browserInstalled(), "SKIPPED: the end-to-end test of the web page needs " + CHROMIUM
                + " and " + CHROMEDRIVER + " (Debian: apt-get install chromium chromium-driver)");
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void clickingColumnsPlaysMovesShowsTheSolversScoresAndUndoRedoWalkTheGame() throws IOException {
        browser.get(base + "?w=5&h=4");
        check("", 5, 4);
        for (String pos : List.of("3", "33", "332")) {
            column(pos.charAt(pos.length() - 1) - '0').click();
            check(pos, 5, 4);
        }
        assertThat(browser.getCurrentUrl()).contains("pos=332").contains("w=5").contains("h=4");
        assertThat(owner(3, 1)).isEqualTo("first");
        assertThat(owner(3, 2)).isEqualTo("second");
        assertThat(owner(2, 1)).isEqualTo("first");
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("Yellow (second) to move");
        screenshot("5x4-332");

        browser.findElement(By.id("undo")).click();
        check("33", 5, 4);
        assertThat(owner(2, 1)).isEmpty();
        browser.findElement(By.id("undo")).click();
        check("3", 5, 4);
        browser.findElement(By.id("redo")).click();
        check("33", 5, 4);
        browser.findElement(By.id("redo")).click();
        check("332", 5, 4);
        assertThat(browser.findElement(By.id("redo")).isEnabled()).isFalse();
        // a different move after an undo drops the taken-back future
        browser.findElement(By.id("undo")).click();
        check("33", 5, 4);
        column(5).click();
        check("335", 5, 4);
        assertThat(browser.findElement(By.id("redo")).isEnabled()).isFalse();

        // a pasted sequence replaces the position
        WebElement input = browser.findElement(By.id("pos-input"));
        input.clear();
        input.sendKeys("3323");
        browser.findElement(By.id("pos-go")).click();
        check("3323", 5, 4);
        assertThat(owner(3, 3)).isEqualTo("second");
        assertThat(browser.getCurrentUrl()).contains("pos=3323&");
    }

    @Test
    void aSharedUrlRestoresThePositionWithItsScoresAndAnExplanation() throws IOException {
        browser.get(base + "?pos=4453&w=7&h=6&game=connect4");
        check("4453", 7, 6);
        assertThat(owner(4, 1)).isEqualTo("first");
        assertThat(owner(4, 2)).isEqualTo("second");
        assertThat(owner(5, 1)).isEqualTo("first");
        assertThat(owner(3, 1)).isEqualTo("second");
        assertThat(owner(3, 2)).isEmpty();
        assertThat(browser.findElement(By.id("pos-input")).getDomProperty("value")).isEqualTo("4453");
        assertThat(browser.findElement(By.id("value")).getDomAttribute("data-result")).isEqualTo("loss");
        screenshot("7x6-4453");

        browser.findElement(By.id("explain")).click();
        WebElement verdict = new WebDriverWait(browser, SOLVE_WAIT)
                .until(d -> d.findElements(By.id("explain-verdict")).stream().findFirst().orElse(null));
        Board board = Board.of(7, 6);
        assertThat(verdict.getDomAttribute("data-verdict"))
                .isEqualTo(new Evaluator(board).evaluate(Notation.parse("4453", board)).verdict().label());

        // a click on 7x6, then undo and redo through the positions
        column(3).click();
        check("44533", 7, 6);
        assertThat(owner(3, 2)).isEqualTo("first");
        browser.findElement(By.id("undo")).click();
        check("4453", 7, 6);
        browser.findElement(By.id("redo")).click();
        check("44533", 7, 6);
        assertThat(browser.getCurrentUrl()).contains("pos=44533&");
    }

    @Test
    void theStandardGameShowsItsScoresFromTheFirstMove() throws IOException {
        browser.get(base + "?w=7&h=6");
        // published (Allis 1988; Pons' solver): only the centre wins, on move 41
        check("", 7, 10, new Integer[] {-2, -1, 0, 1, 0, -1, -2});
        assertThat(browser.findElement(By.id("value")).getDomAttribute("data-result")).isEqualTo("win");
        screenshot("7x6-start");
        // the opening book answers the next moves as quickly; the scores are the book's
        OpeningBook book = OpeningBook.bundled(Board.STANDARD);
        for (String pos : List.of("4", "44", "443")) {
            column(pos.charAt(pos.length() - 1) - '0').click();
            Position p = Notation.parse(pos, Board.STANDARD);
            Integer[] expected = new Integer[7];
            for (int c = 0; c < 7; c++) {
                p.play(c);
                expected[c] = -book.score(p);
                p.undo();
            }
            check(pos, 7, 10, expected);
        }
    }

    /**
     * A board beyond 64 bits (10x6, Steininger's listed position): the page shows the two-word
     * solver's scores, offers 10 columns with 6 rows, hides the explanation (one-word rules) and
     * plays a clicked column.
     */
    @Test
    void aBoardBeyond64BitsShowsTheTwoWordSolversScores() throws IOException {
        String pos = zugzwang.games.connect4.Suite.load("10x6_endgame_L1").entries().get(0).sequence();
        browser.get(base + "?w=10&h=6&pos=" + pos);
        check(pos, 10, (int) SOLVE_WAIT.getSeconds(), wideScores(pos));
        assertThat(new Select(browser.findElement(By.id("width"))).getFirstSelectedOption().getText()).isEqualTo("10");
        assertThat(new Select(browser.findElement(By.id("height"))).getFirstSelectedOption().getText()).isEqualTo("6");
        assertThat(browser.findElement(By.id("explain")).isDisplayed()).isFalse();
        screenshot("10x6-endgame");
        zugzwang.games.connect4.WidePosition p = Notation.parseWide(pos, zugzwang.games.connect4.WideBoard.of(10, 6));
        int free = 0;
        while (!p.canPlay(free)) {
            free++;
        }
        column(free + 1).click();
        String next = pos + "," + (free + 1);
        check(next, 10, (int) SOLVE_WAIT.getSeconds(), wideScores(next));
    }

    /** The two-word solver's score of every column of a 10x6 position, here in the test. */
    private static Integer[] wideScores(String pos) {
        zugzwang.games.connect4.WideBoard board = zugzwang.games.connect4.WideBoard.of(10, 6);
        try (zugzwang.games.connect4.solver.WideSolver solver = new zugzwang.games.connect4.solver.WideSolver(board,
                SolverOptions.defaults().withMemory(64L << 20).withThreads(1))) {
            return solver.analyze(Notation.parseWide(pos, board), false);
        }
    }

    @Test
    void theComputerPlaysABestMove() {
        browser.get(base + "?w=5&h=4");
        check("", 5, 4);
        new Select(browser.findElement(By.id("computer"))).selectByValue("first");
        WebDriverWait wait = new WebDriverWait(browser, SOLVE_WAIT);
        String reply = wait.until(d -> {
            String pos = d.findElement(By.id("board")).getDomAttribute("data-pos");
            return pos != null && pos.length() == 1 ? pos : null;
        });
        Integer[] scores = solverScores("", 5, 4);
        int best = Integer.MIN_VALUE;
        for (Integer s : scores) {
            best = Math.max(best, s);
        }
        assertThat(scores[reply.charAt(0) - '1']).as("the computer's first move %s", reply).isEqualTo(best);
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("Yellow (second) to move");
    }

    @Test
    void connectFour3dShowsTheCubeSolversValuesPlaysAClickedColumnAndUndoes() throws IOException {
        // seed 001's third position of 44 stones (difficulty set d44): its columns win, draw and lose
        String pos = DifficultySet.generate(44, 3, DifficultySet.DEFAULT_SEED).game(2);
        CubePosition p = CubeNotation.parse(pos);
        browser.get(base + "?game=connect4-3d&pos=" + pos);
        checkCube(pos);
        for (int c = 0; c < 16; c++) {
            for (int z = 0; z < 4; z++) {
                long bit = 1L << (16 * z + c);
                String owner = (p.first() & bit) != 0 ? "first" : (p.second() & bit) != 0 ? "second" : "";
                assertThat(cubeOwner(c, z + 1)).as("column %X, layer %d", c, z + 1).isEqualTo(owner);
            }
        }
        String mover = p.player() == 0 ? "first" : "second";
        assertThat(browser.findElement(By.id("status")).getText())
                .isEqualTo(p.player() == 0 ? "Red (first) to move" : "Yellow (second) to move");
        assertThat(browser.findElement(By.id("cube")).isDisplayed()).isTrue();
        assertThat(browser.findElement(By.id("board-wrap")).isDisplayed()).isFalse();
        assertThat(browser.findElement(By.id("width")).isDisplayed()).isFalse();
        screenshot("3d-44");

        // a click on the top layer of a column that does not end the game: the stone drops to the
        // column's lowest empty layer, the URL holds the new position, its values are the solver's
        Integer[] values = cubeValues(pos);
        int column = -1;
        for (int c = 0; c < 16 && column < 0; c++) {
            if (values[c] != null && !p.isWinningMove(c)) {
                column = c;
            }
        }
        assertThat(column).as("a column that does not end the game").isNotNegative();
        int layer = p.height(column) + 1;
        String next = pos + CubeNotation.column(column);
        cubeCell(column, 4).click();
        checkCube(next);
        assertThat(browser.getCurrentUrl()).endsWith("?game=connect4-3d&pos=" + next);
        assertThat(cubeOwner(column, layer)).isEqualTo(mover);
        assertThat(browser.findElement(By.id("pos-input")).getDomProperty("value")).isEqualTo(next);

        // undo restores the position (URL, stones, values), redo replays the move
        browser.findElement(By.id("undo")).click();
        checkCube(pos);
        assertThat(browser.getCurrentUrl()).endsWith("?game=connect4-3d&pos=" + pos);
        assertThat(cubeOwner(column, layer)).isEmpty();
        browser.findElement(By.id("redo")).click();
        checkCube(next);
        browser.findElement(By.id("undo")).click();
        checkCube(pos);

        // reopened from its URL (no redo left: the computer plays only at the end of the game), the
        // computer, given the side to move, plays one of the best columns
        browser.get(browser.getCurrentUrl());
        checkCube(pos);
        new Select(browser.findElement(By.id("computer"))).selectByValue(mover);
        String reply = new WebDriverWait(browser, SOLVE_WAIT).until(d -> {
            String shown = d.findElement(By.id("cube")).getDomAttribute("data-pos");
            return shown != null && shown.length() == pos.length() + 1 ? shown : null;
        });
        int best = Integer.MIN_VALUE;
        for (Integer v : values) {
            best = v == null ? best : Math.max(best, v);
        }
        int played = Character.digit(reply.charAt(pos.length()), 16);
        assertThat(values[played]).as("the computer's move %s", reply).isEqualTo(best);
    }

    @Test
    void connectFour3dHighlightsTheWinningLine() {
        String pos = DifficultySet.generate(44, 3, DifficultySet.DEFAULT_SEED).game(2);
        String end;
        try (CubeSolver solver = new CubeSolver(CubeSolverOptions.of(64L << 20, 1))) {
            end = pos + CubeNotation.sequence(solver.solve(CubeNotation.parse(pos), true).pv());
        }
        CubePosition p = CubeNotation.parse(end);
        assertThat(p.isWon()).as(end).isTrue();
        browser.get(base + "?game=connect4-3d&pos=" + end);
        waitForCube(end);
        String winner = p.player() == 0 ? "Yellow (second)" : "Red (first)";
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("Game over: " + winner + " wins");
        assertThat(browser.findElements(By.cssSelector("#cube .disk.four"))).hasSizeGreaterThanOrEqualTo(4);
        // no more moves
        int free = 0;
        while (p.height(free) == 4) {
            free++;
        }
        cubeCell(free, 4).click();
        assertThat(browser.findElement(By.id("cube")).getDomAttribute("data-pos")).isEqualTo(end);
    }

    @Test
    void qubicShowsTheWinningThreatSequenceAndClickingItsCellsWinsTheGame() throws IOException {
        // docs/qubic.md's explain example: the first player wins by seven threats
        String pos = "0,17,3,40,14,43,25,58,39,61,44,62";
        QubicPosition p = QubicNotation.parse(pos);
        int[] seq = new QubicThreatSpace(p.current(), p.opponent()).search(QubicApiPosition.THREAT_NODES).sequence();
        assertThat(seq).hasSize(15);
        browser.get(base + "?game=qubic&pos=" + pos);
        waitForQubic(pos);
        for (int cell = 0; cell < Qubic.CELLS; cell++) {
            String owner = (p.first() >>> cell & 1) != 0 ? "first" : (p.second() >>> cell & 1) != 0 ? "second" : "";
            assertThat(qubicCell(cell).getDomAttribute("data-owner")).as("cell %d", cell).isEqualTo(owner);
        }
        assertThat(browser.findElement(By.id("qubic")).isDisplayed()).isTrue();
        assertThat(browser.findElement(By.id("board-wrap")).isDisplayed()).isFalse();
        assertThat(browser.findElement(By.id("cube")).isDisplayed()).isFalse();
        assertThat(browser.findElement(By.id("width")).isDisplayed()).isFalse();
        assertThat(browser.findElement(By.id("value")).getText()).isEqualTo("Game value: Red (first) wins with perfect play");
        // the sequence: as a list (7 threats, then the winning cell) and on the cells
        WebElement threats = browser.findElement(By.id("threats"));
        assertThat(threats.isDisplayed()).isTrue();
        assertThat(threats.getText()).contains("Red (first) wins by a threat sequence of 7 threats");
        List<WebElement> steps = threats.findElements(By.cssSelector("li"));
        assertThat(steps).hasSize(8);
        assertThat(steps.get(0).getText()).isEqualTo(seq[0] + " threatens " + seq[1] + "; forced reply " + seq[1]);
        assertThat(steps.get(7).getText()).isEqualTo("then " + seq[14] + " completes a line");
        assertThat(qubicCell(seq[0]).getDomAttribute("data-step")).isEqualTo("attack");
        assertThat(qubicCell(seq[1]).getDomAttribute("data-step")).isEqualTo("reply");
        assertThat(qubicCell(seq[14]).getDomAttribute("data-step")).isEqualTo("win");
        assertThat(qubicCell(seq[0]).getDomAttribute("data-result")).isEqualTo("win");
        screenshot("qubic-threats");

        // the cells clicked one after the other: after each threat the reply is forced, after each
        // reply the attacker still wins by threats, and the last cell makes four in a line
        String shown = pos;
        for (int i = 0; i < seq.length; i++) {
            if (i == 0) {
                qubicCell(seq[i]).sendKeys(Keys.ENTER); // the keyboard plays too, and the focus stays on the cell
            } else {
                qubicCell(seq[i]).click();
            }
            shown += "," + seq[i];
            waitForQubic(shown);
            if (i == 0) {
                assertThat(browser.switchTo().activeElement().getDomAttribute("data-cell")).isEqualTo(Integer.toString(seq[0]));
            }
            assertThat(browser.getCurrentUrl()).endsWith("?game=qubic&pos=" + shown);
            assertThat(qubicCell(seq[i]).getDomAttribute("data-owner")).isEqualTo(i % 2 == 0 ? "first" : "second");
            if (i % 2 == 1 && i < seq.length - 1) {
                assertThat(browser.findElement(By.id("threats")).isDisplayed()).as("after %s", shown).isTrue();
            }
        }
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("Game over: Red (first) wins");
        assertThat(browser.findElements(By.cssSelector("#qubic .disk.four"))).hasSizeGreaterThanOrEqualTo(4);
        assertThat(browser.findElement(By.id("threats")).isDisplayed()).isFalse();
        int empty = Long.numberOfTrailingZeros(~QubicNotation.parse(shown).filled());
        qubicCell(empty).click(); // no more moves
        assertThat(browser.findElement(By.id("qubic")).getDomAttribute("data-pos")).isEqualTo(shown);

        // undo walks back to the start; redo replays; the computer, given the side to move, plays a winning cell
        for (int i = 0; i < seq.length; i++) {
            browser.findElement(By.id("undo")).click();
        }
        waitForQubic(pos);
        assertThat(qubicCell(seq[0]).getDomAttribute("data-owner")).isEmpty();
        browser.findElement(By.id("redo")).click();
        waitForQubic(pos + "," + seq[0]);
        browser.get(base + "?game=qubic&pos=" + pos);
        waitForQubic(pos);
        List<String> winning = new ArrayList<>();
        browser.findElements(By.cssSelector(".qubic-cell[data-result=\"win\"]")).forEach(c -> winning.add(c.getDomAttribute("data-cell")));
        new Select(browser.findElement(By.id("computer"))).selectByValue("first");
        String reply = new WebDriverWait(browser, SOLVE_WAIT).until(d -> {
            String now = d.findElement(By.id("qubic")).getDomAttribute("data-pos");
            return now != null && !now.equals(pos) ? now : null;
        });
        assertThat(reply).startsWith(pos + ",");
        assertThat(winning).contains(reply.substring(pos.length() + 1));
    }

    @Test
    void goMokuShowsBlacksProvedWinsAndClickingOneEndsTheGameWithTheFiveOutlined() throws IOException {
        // 9x9, black to move with an open four e5-h5: d5 and i5 make five at once
        String pos = "e5,a1,f5,a2,g5,a9,h5,b9";
        GomokuPosition p = gomoku(9, 9, GomokuRule.FREESTYLE, pos);
        GomokuBoard board = p.board();
        assertThat(p.wins(GomokuNotation.square(board, "d5"), 0)).isTrue();
        assertThat(p.wins(GomokuNotation.square(board, "i5"), 0)).isTrue();
        browser.get(base + "?game=gomoku&w=9&h=9&pos=" + pos);
        waitForGomoku(pos);
        assertThat(browser.findElement(By.id("gomoku")).isDisplayed()).isTrue();
        assertThat(browser.findElement(By.id("board-wrap")).isDisplayed()).isFalse();
        assertThat(browser.findElement(By.id("rule")).isDisplayed()).isTrue();
        assertThat(browser.findElements(By.cssSelector(".gomoku-square"))).hasSize(81);
        assertThat(browser.findElements(By.cssSelector("#gomoku-board .stone.first"))).hasSize(4);
        assertThat(browser.findElements(By.cssSelector("#gomoku-board .stone.second"))).hasSize(4);
        for (int s = 0; s < board.squares(); s++) {
            String owner = p.isEmpty(s) ? "" : p.owner(s) == 0 ? "first" : "second";
            assertThat(square(board.name(s)).getDomAttribute("data-owner")).as(board.name(s)).isEqualTo(owner);
        }
        assertThat(square("b9").findElement(By.className("stone")).getDomAttribute("class")).contains("last");
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("Black (first) to move");
        assertThat(browser.findElement(By.id("value")).getText()).isEqualTo("Game value: Black (first) wins with perfect play");
        for (String win : List.of("d5", "i5")) {
            assertThat(square(win).getDomAttribute("data-result")).as(win).isEqualTo("win");
            assertThat(square(win).findElement(By.className("value")).getText()).as(win).isEqualTo("W");
        }
        assertThat(browser.findElements(By.cssSelector(".gomoku-square[data-result=\"loss\"]"))).isEmpty();
        screenshot("gomoku-9x9-four");

        // d5 makes five: the game is over, the five outlined, the URL holds the game, no more moves
        String end = pos + ",d5";
        square("d5").click();
        waitForGomoku(end);
        assertThat(browser.getCurrentUrl()).endsWith("?game=gomoku&pos=" + end + "&w=9&h=9&rule=freestyle");
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("Game over: Black (first) wins");
        assertThat(square("d5").getDomAttribute("data-owner")).isEqualTo("first");
        List<String> five = new ArrayList<>();
        browser.findElements(By.cssSelector(".gomoku-square .stone.five"))
                .forEach(st -> five.add(st.findElement(By.xpath("..")).getDomAttribute("data-square")));
        assertThat(five).containsExactlyInAnyOrder("d5", "e5", "f5", "g5", "h5");
        assertThat(browser.findElement(By.id("pos-input")).getDomProperty("value")).isEqualTo(end);
        screenshot("gomoku-9x9-five");
        square("i5").click();
        assertThat(browser.findElement(By.id("gomoku-board")).getDomAttribute("data-pos")).isEqualTo(end);

        // undo and redo walk the game; a bad pasted game is refused with the move it names
        browser.findElement(By.id("undo")).click();
        waitForGomoku(pos);
        assertThat(square("d5").getDomAttribute("data-owner")).isEmpty();
        assertThat(browser.getCurrentUrl()).endsWith("?game=gomoku&pos=" + pos + "&w=9&h=9&rule=freestyle");
        browser.findElement(By.id("redo")).click();
        waitForGomoku(end);
        browser.findElement(By.id("undo")).click();
        waitForGomoku(pos);
        WebElement input = browser.findElement(By.id("pos-input"));
        input.clear();
        input.sendKeys("e5, a1, e5");
        browser.findElement(By.id("pos-go")).click();
        assertThat(browser.findElement(By.id("error")).getText()).isEqualTo("Moves: move 3: e5 is taken");
        input.clear();
        input.sendKeys("e5,j1");
        browser.findElement(By.id("pos-go")).click();
        assertThat(browser.findElement(By.id("error")).getText())
                .isEqualTo("Moves: move 2: 'j1' is not a square of the 9x9 board (columns a-i, rows 1-9)");
        assertThat(browser.findElement(By.id("gomoku-board")).getDomAttribute("data-pos")).isEqualTo(pos);

        // the computer, given black, plays a proved win: here a five
        browser.get(base + "?game=gomoku&w=9&h=9&pos=" + pos);
        waitForGomoku(pos);
        new Select(browser.findElement(By.id("computer"))).selectByValue("first");
        String reply = new WebDriverWait(browser, SOLVE_WAIT).until(d -> {
            String now = d.findElement(By.id("gomoku-board")).getDomAttribute("data-pos");
            return now != null && !now.equals(pos) ? now : null;
        });
        assertThat(reply.substring(pos.length() + 1)).isIn("d5", "i5");
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("Game over: Black (first) wins");
    }

    @Test
    void goMokuShowsBlacksWinningThreatSequenceOnTheBoardAndAsAList() throws IOException {
        // 9x9, black to move with the open three e5-g5: he wins by threats, not at once
        String pos = "e5,a1,f5,a2,g5,a9";
        GomokuPosition p = gomoku(9, 9, GomokuRule.FREESTYLE, pos);
        assertThat(p.winningSquare()).isNegative();
        assertThat(new GomokuThreatSpace(p, 10_000).search().wins()).isTrue();
        browser.get(base + "?game=gomoku&w=9&h=9&pos=" + pos);
        waitForGomoku(pos);
        WebElement threats = browser.findElement(By.id("threats"));
        assertThat(threats.isDisplayed()).isTrue();
        assertThat(threats.getText()).contains("Black (first) wins by a threat sequence");
        List<WebElement> steps = threats.findElements(By.cssSelector("li"));
        assertThat(steps).isNotEmpty();
        // the first step: black's threat numbered 1 on its square, white's replies with a hollow 1
        List<String> first = List.of(steps.get(0).getDomAttribute("data-cells").split(","));
        String attack = first.get(0);
        assertThat(p.isEmpty(GomokuNotation.square(p.board(), attack))).as(attack).isTrue();
        assertThat(steps.get(0).getText()).startsWith(attack);
        assertThat(square(attack).getDomAttribute("data-step")).isEqualTo("attack");
        assertThat(square(attack).findElement(By.className("step")).getText()).isEqualTo("1");
        for (String reply : first.subList(1, first.size())) {
            assertThat(square(reply).getDomAttribute("data-step")).as(reply).isEqualTo("reply");
            assertThat(square(reply).findElement(By.className("step")).getText()).as(reply).isEqualTo("1");
        }
        assertThat(threats.findElement(By.cssSelector(".threat-text code")).getText()).startsWith(attack);
        // pointing at a step lights its squares
        new Actions(browser).moveToElement(steps.get(0)).perform();
        List<String> lit = new ArrayList<>();
        browser.findElements(By.cssSelector(".gomoku-square.lit")).forEach(sq -> lit.add(sq.getDomAttribute("data-square")));
        assertThat(lit).containsExactlyInAnyOrderElementsOf(first);
        screenshot("gomoku-9x9-threats");

        // the first threat played: white to move, no threat list (it is black's)
        square(attack).click();
        waitForGomoku(pos + "," + attack);
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("White (second) to move");
        assertThat(browser.findElement(By.id("threats")).isDisplayed()).isFalse();
        assertThat(browser.findElements(By.cssSelector(".gomoku-square[data-step]"))).isEmpty();
    }

    @Test
    void goMokusStandardRuleIsKeptInTheUrlAndSentAndAnOverlineDoesNotWin() throws IOException {
        // black's d5 joins a5-c5 and e5-f5 into six in a row: under the standard rule no win, but
        // e5-e8 threatens e4 and e9, so every move of white's loses
        String pos = "a5,a1,b5,c1,c5,e1,e5,g1,f5,i1,e6,a3,e7,c3,e8,g3,d5";
        GomokuPosition p = gomoku(9, 9, GomokuRule.STANDARD, pos);
        assertThat(p.isOver()).isFalse();
        assertThat(gomoku(9, 9, GomokuRule.FREESTYLE, pos).isWon()).isTrue();
        browser.get(base + "?game=gomoku&w=9&h=9&rule=standard&pos=" + pos);
        waitForGomoku(pos);
        Select rule = new Select(browser.findElement(By.id("rule")));
        assertThat(rule.getFirstSelectedOption().getDomAttribute("value")).isEqualTo("standard");
        WebElement board = browser.findElement(By.id("gomoku-board"));
        assertThat(board.getDomAttribute("data-rule")).isEqualTo("standard");
        assertThat(board.getDomAttribute("data-answer-rule")).as("the rule of the server's answer").isEqualTo("standard");
        assertThat(browser.getCurrentUrl()).endsWith("?game=gomoku&pos=" + pos + "&w=9&h=9&rule=standard");
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("White (second) to move");
        assertThat(browser.findElements(By.cssSelector(".gomoku-square .stone.five"))).isEmpty();
        // white's blocks lose too: L (red), as every other square the server decided
        for (String block : List.of("e4", "e9")) {
            assertThat(square(block).getDomAttribute("data-result")).as(block).isEqualTo("loss");
            assertThat(square(block).findElement(By.className("value")).getText()).as(block).isEqualTo("L");
        }
        assertThat(browser.findElements(By.cssSelector(".gomoku-square[data-result=\"win\"]"))).isEmpty();
        screenshot("gomoku-9x9-standard");

        // a move keeps the rule in the URL and in the request
        square("e9").click();
        String next = pos + ",e9";
        waitForGomoku(next);
        assertThat(browser.getCurrentUrl()).endsWith("?game=gomoku&pos=" + next + "&w=9&h=9&rule=standard");
        assertThat(browser.findElement(By.id("gomoku-board")).getDomAttribute("data-answer-rule")).isEqualTo("standard");
        assertThat(square("e4").getDomAttribute("data-result")).isEqualTo("win");

        // free-style: the overline wins, the game ends at d5 and the later move is dropped (no redo)
        rule.selectByValue("freestyle");
        waitForGomoku(pos);
        assertThat(browser.getCurrentUrl()).endsWith("?game=gomoku&pos=" + pos + "&w=9&h=9&rule=freestyle");
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("Game over: Black (first) wins");
        assertThat(browser.findElements(By.cssSelector(".gomoku-square .stone.five"))).hasSize(6);
        assertThat(square("e9").getDomAttribute("data-owner")).isEmpty();
        assertThat(browser.findElement(By.id("redo")).isEnabled()).isFalse();

        // other games take no rule: back to Connect-4 on its own board
        new Select(browser.findElement(By.id("game"))).selectByValue("connect4");
        assertThat(browser.findElement(By.id("rule")).isDisplayed()).isFalse();
        assertThat(browser.getCurrentUrl()).endsWith("?pos=&w=7&h=6&game=connect4");
    }

    /** A go-moku position read as the server reads it. */
    private static GomokuPosition gomoku(int w, int h, GomokuRule rule, String pos) {
        return GomokuNotation.parse(new GomokuBoard(w, h), rule, pos);
    }

    private static void waitForGomoku(String pos) {
        new WebDriverWait(browser, SOLVE_WAIT).until(d ->
                pos.equals(d.findElement(By.id("gomoku-board")).getDomAttribute("data-analyzed"))
                        && "false".equals(d.findElement(By.tagName("body")).getDomAttribute("data-busy")));
    }

    private static WebElement square(String name) {
        return browser.findElement(By.cssSelector(".gomoku-square[data-square=\"" + name + "\"]"));
    }

    private static void waitForQubic(String pos) {
        new WebDriverWait(browser, SOLVE_WAIT).until(d ->
                pos.equals(d.findElement(By.id("qubic")).getDomAttribute("data-analyzed"))
                        && "false".equals(d.findElement(By.tagName("body")).getDomAttribute("data-busy")));
    }

    private static WebElement qubicCell(int cell) {
        return browser.findElement(By.cssSelector(".qubic-cell[data-cell=\"" + cell + "\"]"));
    }

    /** Waits until the page shows the analysis of a cube position, then compares every column's value with the solver's. */
    private static void checkCube(String pos) {
        waitForCube(pos);
        Integer[] expected = cubeValues(pos);
        List<Integer> shown = new ArrayList<>();
        for (int c = 0; c < 16; c++) {
            WebElement value = browser.findElement(By.cssSelector(".cube-score[data-col=\"" + CubeNotation.column(c) + "\"]"));
            String s = value.getDomAttribute("data-score");
            shown.add(s == null || s.isEmpty() ? null : Integer.valueOf(s));
            if (expected[c] != null) {
                String word = expected[c] > 0 ? "win" : expected[c] < 0 ? "loss" : "draw";
                assertThat(value.getDomAttribute("data-result")).as("colour of column %X", c).isEqualTo(word);
            }
        }
        assertThat(shown).as("values shown for '%s'", pos).containsExactly(expected);
    }

    private static void waitForCube(String pos) {
        new WebDriverWait(browser, SOLVE_WAIT).until(d ->
                pos.equals(d.findElement(By.id("cube")).getDomAttribute("data-analyzed"))
                        && "false".equals(d.findElement(By.tagName("body")).getDomAttribute("data-busy")));
    }

    /** CubeSolver's value of every column (null: full), here in the test, not through the server. */
    private static Integer[] cubeValues(String pos) {
        return SOLVED.computeIfAbsent("3d:" + pos, k -> {
            try (CubeSolver solver = new CubeSolver(CubeSolverOptions.of(64L << 20, 1))) {
                return solver.analyze(CubeNotation.parse(pos));
            }
        });
    }

    /** The cell of column c (0..15) in layer z (1 = bottom). */
    private static WebElement cubeCell(int c, int z) {
        return browser.findElement(By.cssSelector(".cube-cell[data-col=\"" + CubeNotation.column(c)
                + "\"][data-layer=\"" + z + "\"]"));
    }

    /** "first", "second" or "" for the cell of column c (0..15) in layer z (1 = bottom). */
    private static String cubeOwner(int c, int z) {
        return cubeCell(c, z).getDomAttribute("data-owner");
    }

    /** Waits until the page shows the analysis of pos, then compares every column's score with the solver's. */
    private static void check(String pos, int w, int h) {
        check(pos, w, (int) SOLVE_WAIT.getSeconds(), solverScores(pos, w, h));
    }

    /** Waits (at most {@code seconds}) until the page shows the analysis of pos, then compares the scores. */
    private static void check(String pos, int w, int seconds, Integer[] expected) {
        waitFor(pos, seconds);
        assertThat(browser.findElement(By.id("board")).getDomAttribute("data-pos")).isEqualTo(pos);
        List<Integer> shown = new ArrayList<>();
        List<String> results = new ArrayList<>();
        for (int c = 1; c <= w; c++) {
            WebElement score = browser.findElement(By.cssSelector(".score[data-col=\"" + c + "\"]"));
            String s = score.getDomAttribute("data-score");
            shown.add(s == null || s.isEmpty() ? null : Integer.valueOf(s));
            results.add(score.getDomAttribute("data-result"));
        }
        assertThat(shown).as("scores shown for '%s' on %d columns", pos, w).containsExactly(expected);
        for (int c = 0; c < w; c++) {
            if (expected[c] != null) {
                String word = expected[c] > 0 ? "win" : expected[c] < 0 ? "loss" : "draw";
                assertThat(results.get(c)).as("colour of column %d", c + 1).isEqualTo(word);
            }
        }
    }

    private static void waitFor(String pos, int seconds) {
        new WebDriverWait(browser, Duration.ofSeconds(seconds)).until(d ->
                pos.equals(d.findElement(By.id("board")).getDomAttribute("data-analyzed"))
                        && "false".equals(d.findElement(By.tagName("body")).getDomAttribute("data-busy")));
    }

    /** The exact solver's score of every column (null: full), here in the test, not through the server. */
    private static Integer[] solverScores(String pos, int w, int h) {
        return SOLVED.computeIfAbsent(w + "x" + h + ":" + pos, k -> solve(pos, w, h));
    }

    private static Integer[] solve(String pos, int w, int h) {
        Board board = Board.of(w, h);
        Position position = Notation.parse(pos, board);
        try (Solver solver = new Solver(board, SolverOptions.defaults().withMemory(64L << 20).withThreads(1))) {
            return solver.analyze(position, false);
        }
    }

    private static WebElement column(int c) {
        return browser.findElement(By.cssSelector(".column[data-col=\"" + c + "\"]"));
    }

    /** "first", "second" or "" for the cell of column c (1-based), row r (1 = bottom). */
    private static String owner(int c, int r) {
        return browser.findElement(By.cssSelector(".column[data-col=\"" + c + "\"] .cell[data-row=\"" + r + "\"]"))
                .getDomAttribute("data-owner");
    }

    private static void screenshot(String name) throws IOException {
        File shot = browser.getScreenshotAs(OutputType.FILE);
        Path dir = Path.of("target", "e2e");
        Files.createDirectories(dir);
        Files.copy(shot.toPath(), dir.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    /** Held so that the level sticks: java.util.logging keeps loggers only weakly. */
    private static final Logger CDP_LOG = Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

    static {
        // Selenium must not look for (or download) a driver: the test names /usr/bin/chromedriver itself.
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
        // the test uses no DevTools, so the warning that none matches this Chromium's version is noise
        CDP_LOG.setLevel(Level.SEVERE);
    }
}
