package zugzwang.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import zugzwang.cli.Run;
import zugzwang.core.search.Algorithms;

class CompareCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A row of the plain table: [position] algorithm depth value best nodes leaves millis. */
    private record Row(String position, String algorithm, String depth, String value, String best, long nodes,
                       long leaves, double millis) {
        static Row parse(String line, boolean withPosition) {
            String[] f = line.trim().split("\\s+");
            int o = withPosition ? 1 : 0;
            assertThat(f).as("fields of '%s'", line).hasSize(7 + o);
            return new Row(withPosition ? f[0] : null, f[o], f[o + 1], f[o + 2], f[o + 3], Long.parseLong(f[o + 4]),
                    Long.parseLong(f[o + 5]), Double.parseDouble(f[o + 6]));
        }
    }

    private static List<Row> rows(Run r, boolean withPosition) {
        List<String> lines = r.outLines();
        List<Row> rows = new ArrayList<>();
        // header, column titles, then the rows up to the first empty line
        for (int i = 2; i < lines.size() && !lines.get(i).isEmpty(); i++) {
            rows.add(Row.parse(lines.get(i), withPosition));
        }
        return rows;
    }

    private static List<JsonNode> json(Run r) throws IOException {
        List<JsonNode> nodes = new ArrayList<>();
        for (String line : r.outLines()) {
            nodes.add(JSON.readTree(line));
        }
        return nodes;
    }

    @Test
    void ticTacToeIsADrawForEveryAlgorithm() {
        Run r = Run.of("compare", "--game", "tictactoe", "--exact");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines().get(0)).startsWith("compare tictactoe").contains("start position", "exact",
                "order natural", "no table");
        assertThat(r.outLines().get(1).trim().split("\\s+"))
                .containsExactly("algorithm", "depth", "value", "best", "nodes", "leaves", "millis");
        List<Row> rows = rows(r, false);
        assertThat(rows).extracting(Row::algorithm).containsExactlyElementsOf(Algorithms.NAMES);
        for (Row row : rows) {
            assertThat(row.depth).isEqualTo("exact");
            assertThat(row.value).as(row.algorithm).isEqualTo("0");
            assertThat(Integer.parseInt(row.best)).isBetween(1, 9);
            assertThat(row.nodes).isPositive();
            assertThat(row.leaves).isPositive().isLessThanOrEqualTo(row.nodes);
        }
        // the whole tree of tic-tac-toe: 549,946 positions in all move orders
        assertThat(rows.get(0).nodes).isEqualTo(549_946);
        assertThat(rows.get(1).nodes).isEqualTo(549_946);
        // alpha-beta prunes
        assertThat(rows.get(2).nodes).isLessThan(549_946 / 10);
    }

    @Test
    void severalPositionsGetAPositionColumnAndTotals() {
        Run r = Run.of("compare", "--game", "tictactoe", "--exact", "--algorithms", "minimax,alphabeta,pvs",
                "5", "15", "12");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines().get(0)).contains("3 positions");
        List<Row> rows = rows(r, true);
        assertThat(rows).hasSize(9);
        Map<String, String> values = new HashMap<>();
        for (Row row : rows) {
            String previous = values.putIfAbsent(row.position, row.value);
            if (previous != null) {
                assertThat(row.value).as("every algorithm agrees on %s", row.position).isEqualTo(previous);
            }
        }
        // 5 and 15 draw; after 1 2 the first player wins with its 4th stone (move 7): (9 + 2 - 7) / 2
        assertThat(values).containsEntry("5", "0").containsEntry("15", "0").containsEntry("12", "2");
        // totals: nodes, then milliseconds, per depth and algorithm
        String out = r.out();
        assertThat(out).contains("total nodes over 3 positions", "total milliseconds over 3 positions");
        List<String> lines = r.outLines();
        int t = lines.indexOf("total nodes over 3 positions");
        assertThat(lines.get(t + 1).trim().split("\\s+")).containsExactly("depth", "minimax", "alphabeta", "pvs");
        String[] totals = lines.get(t + 2).trim().split("\\s+");
        assertThat(totals[0]).isEqualTo("exact");
        long minimaxTotal = rows.stream().filter(x -> x.algorithm.equals("minimax")).mapToLong(Row::nodes).sum();
        assertThat(Long.parseLong(totals[1])).isEqualTo(minimaxTotal);
    }

    @Test
    void connect4EveryAlgorithmAgreesAtEachDepthAndMinimaxVisitsTheWholeTree() {
        Run r = Run.of("compare", "--depth", "3");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines().get(0)).startsWith("compare connect4 7x6").contains("depth 1..3", "eval window");
        List<Row> rows = rows(r, false);
        assertThat(rows).hasSize(3 * Algorithms.NAMES.size());
        Map<String, String> valueAtDepth = new HashMap<>();
        for (Row row : rows) {
            String previous = valueAtDepth.putIfAbsent(row.depth, row.value);
            if (previous != null) {
                assertThat(row.value).as("%s at depth %s", row.algorithm, row.depth).isEqualTo(previous);
            }
            assertThat(Integer.parseInt(row.best)).isBetween(1, 7);
        }
        // 1 + 7 + ... + 7^d positions: no position of the first three plies is terminal
        long[] expected = {8, 57, 400};
        for (Row row : rows) {
            if (row.algorithm.equals("minimax") || row.algorithm.equals("negamax")) {
                assertThat(row.nodes).isEqualTo(expected[Integer.parseInt(row.depth) - 1]);
                assertThat(row.leaves).isEqualTo((long) Math.pow(7, Integer.parseInt(row.depth)));
            } else if (row.algorithm.startsWith("alphabeta")) {
                assertThat(row.nodes).isLessThanOrEqualTo(expected[Integer.parseInt(row.depth) - 1]);
            }
        }
    }

    @Test
    void jsonHasOneObjectPerRun() throws IOException {
        Run r = Run.of("compare", "--json", "--depth", "2", "--algorithms", "minimax,scout", "--order", "centre",
                "--table", "1m", "44", "");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        List<JsonNode> objects = json(r);
        assertThat(objects).hasSize(2 * 2 * 2);
        for (JsonNode o : objects) {
            assertThat(o.get("position").asText()).isIn("44", "");
            assertThat(o.get("game").asText()).isEqualTo("connect4 7x6");
            assertThat(o.get("algorithm").asText()).isIn("minimax", "scout");
            assertThat(o.get("depth").isInt()).isTrue();
            assertThat(o.get("depth").asInt()).isBetween(1, 2);
            assertThat(o.get("order").asText()).isEqualTo("centre");
            assertThat(o.get("eval").asText()).isEqualTo("window");
            assertThat(o.get("table").asLong()).isEqualTo(1 << 20);
            assertThat(o.get("value").isInt()).isTrue();
            assertThat(o.get("bestMove").asText()).matches("[1-7]");
            assertThat(o.get("nodes").asLong()).isPositive();
            assertThat(o.get("leaves").asLong()).isPositive();
            assertThat(o.get("millis").isNumber()).isTrue();
        }
        // the first object: the first position, depth 1, the first algorithm
        assertThat(objects.get(0).get("position").asText()).isEqualTo("44");
        assertThat(objects.get(0).get("algorithm").asText()).isEqualTo("minimax");
        assertThat(objects.get(0).get("depth").asInt()).isEqualTo(1);
    }

    @Test
    void jsonExactDepthIsAString() throws IOException {
        Run r = Run.of("compare", "--json", "--game", "tictactoe", "--exact", "--weak", "--algorithms", "alphabeta",
                "12");
        assertThat(r.exit()).isZero();
        JsonNode o = json(r).get(0);
        assertThat(o.get("depth").asText()).isEqualTo("exact");
        assertThat(o.get("weak").asBoolean()).isTrue();
        assertThat(o.get("value").asInt()).isEqualTo(1);
        assertThat(o.get("game").asText()).isEqualTo("tictactoe");
        assertThat(o.get("eval").isNull()).isTrue();
        assertThat(o.get("table").isNull()).isTrue();
    }

    /** With --exact only id evaluates (to order its iterations): --eval is taken when id runs. */
    @Test
    void exactTakesAnEvalForId() {
        Run r = Run.of("compare", "--game", "tictactoe", "--exact", "--algorithms", "id,pvs", "--eval", "zero");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines().get(0)).contains("eval zero (orders id's iterations)");
    }

    @Test
    void decidedGamesShowAsWinPlusScore() {
        // x to move wins at once in column 4 (its 4th stone, move 7): score (42 + 2 - 7) / 2 = 18
        Run r = Run.of("compare", "--depth", "1", "--algorithms", "alphabeta", "131313");
        assertThat(r.exit()).isZero();
        Row row = rows(r, false).get(0);
        assertThat(row.value).isEqualTo("WIN+18");
        assertThat(row.best).isEqualTo("1");
    }

    @Test
    void valueText() {
        assertThat(CompareCommand.value(1_000_018, 3)).isEqualTo("WIN+18");
        assertThat(CompareCommand.value(-1_000_002, 3)).isEqualTo("-WIN-2");
        assertThat(CompareCommand.value(-17, 3)).isEqualTo("-17");
        assertThat(CompareCommand.value(5, zugzwang.core.search.Search.EXACT)).isEqualTo("5");
    }

    @Test
    void aGameThatIsOverHasNoBestMove() {
        // x has won with 3 5 7
        Run r = Run.of("compare", "--game", "tictactoe", "--depth", "1", "--algorithms", "minimax", "1234567");
        assertThat(r.exit()).isZero();
        Row row = rows(r, false).get(0);
        assertThat(row.value).isEqualTo("-WIN-2");
        assertThat(row.best).isEqualTo("-");
        assertThat(row.nodes).isEqualTo(1);
    }

    @Test
    void aTableChangesNodesButNotValues() {
        Run plain = Run.of("compare", "--depth", "4", "--algorithms", "alphabeta,mtdf", "--order", "centre");
        Run table = Run.of("compare", "--depth", "4", "--algorithms", "alphabeta,mtdf", "--order", "centre",
                "--table", "4m");
        assertThat(table.exit()).isZero();
        assertThat(table.outLines().get(0)).contains("table 4 MiB");
        List<Row> a = rows(plain, false);
        List<Row> b = rows(table, false);
        assertThat(b).extracting(Row::value).isEqualTo(a.stream().map(Row::value).toList());
        // a table never costs MTD(f) nodes (its passes share it)
        long mtdfPlain = a.stream().filter(x -> x.algorithm.equals("mtdf")).mapToLong(Row::nodes).sum();
        long mtdfTable = b.stream().filter(x -> x.algorithm.equals("mtdf")).mapToLong(Row::nodes).sum();
        assertThat(mtdfTable).isLessThan(mtdfPlain);
    }

    @Test
    void runsAreIndependent() {
        // the same search twice gives the same counts: no table or state carries over
        Run once = Run.of("compare", "--depth", "3", "--algorithms", "mtdf", "--table", "1m", "4");
        Run twice = Run.of("compare", "--depth", "3", "--algorithms", "mtdf,mtdf,alphabeta,mtdf", "--table", "1m",
                "4", "4");
        List<Row> a = rows(once, false);
        List<Row> b = rows(twice, true);
        for (Row row : b) {
            if (row.algorithm.equals("mtdf")) {
                Row same = a.stream().filter(x -> x.depth.equals(row.depth)).findFirst().orElseThrow();
                assertThat(row.nodes).isEqualTo(same.nodes);
                assertThat(row.value).isEqualTo(same.value);
            }
        }
    }

    @Test
    void positionsFromAFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("positions.txt");
        Files.writeString(file, "5\n\n15\n");
        Run r = Run.of("compare", "--game", "tictactoe", "--exact", "--algorithms", "alphabeta", "--file",
                file.toString());
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(rows(r, true)).extracting(Row::position).containsExactly("5", "''", "15");
    }

    @Test
    void badPositionsInAFileAreEachReported(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("positions.txt");
        Files.writeString(file, "5\n55\n0\n");
        Run r = Run.of("compare", "--game", "tictactoe", "--exact", "--file", file.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).containsExactly(
                "zugzwang: error: positions.txt line 2: '55': move 2: cell 5 is taken",
                "zugzwang: error: positions.txt line 3: '0': move 1: cell 0 is out of range 1..9");
    }

    @Test
    void chartHasOneLinePerAlgorithm(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("nodes.svg");
        Run r = Run.of("compare", "--depth", "3", "--algorithms", "minimax,alphabeta,pvs", "--chart", svg.toString(),
                "", "4");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        Document doc = parse(svg);
        NodeList lines = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "polyline");
        assertThat(lines.getLength()).isEqualTo(3);
        for (int i = 0; i < lines.getLength(); i++) {
            String[] points = ((Element) lines.item(i)).getAttribute("points").trim().split("\\s+");
            assertThat(points).hasSize(3); // depths 1..3
        }
        assertThat(doc.getDocumentElement().getTextContent()).contains("connect4 7x6", "total over 2 positions",
                "minimax", "alphabeta", "pvs", "depth", "nodes");
        // nothing else was left in the directory (no temporary file)
        try (var files = Files.list(dir)) {
            assertThat(files.toList()).containsExactly(svg);
        }
    }

    @Test
    void exactChartHasOnePointPerLine(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("exact.svg");
        Run r = Run.of("compare", "--game", "tictactoe", "--exact", "--chart", svg.toString(), "--json");
        assertThat(r.exit()).isZero();
        Document doc = parse(svg);
        NodeList lines = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "polyline");
        assertThat(lines.getLength()).isEqualTo(Algorithms.NAMES.size());
        for (int i = 0; i < lines.getLength(); i++) {
            assertThat(((Element) lines.item(i)).getAttribute("points").trim().split("\\s+")).hasSize(1);
        }
    }

    @Test
    void mnkWithGravityAndCommas() {
        // 4 in a row on 10 x 4 with gravity: moves are columns, separated by commas
        Run r = Run.of("compare", "--game", "mnk", "-w", "10", "-H", "4", "--k", "4", "--gravity", "--depth", "2",
                "--algorithms", "alphabeta,negamax", "10,10,9");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines().get(0)).contains("mnk 10x4 k4 gravity", "position 10,10,9");
        for (Row row : rows(r, false)) {
            assertThat(Integer.parseInt(row.best)).isBetween(1, 10);
        }
    }

    @Test
    void helpListsTheGameOptions() {
        Run r = Run.of("compare", "--help");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("--game", "--width", "--height", "--k", "--gravity", "--algorithms", "--depth",
                "--exact", "--table", "--order", "--eval", "--chart", "--file");
    }

    private static Document parse(Path svg) throws Exception {
        assertThat(svg).exists();
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(svg.toFile());
    }

    /** --limit stops a search that runs too long and searches that algorithm no deeper. */
    @Test
    void limitStopsAnAlgorithmAndTheOthersGoOn() throws IOException {
        // minimax to depth 10 takes many seconds: it is surely stopped at 1 ms, at some depth
        Run r = Run.of("compare", "-a", "minimax,alphabeta", "--depth", "10", "--limit", "0.001", "--json", "");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        List<JsonNode> runs = json(r);
        Map<String, Integer> stoppedAt = new HashMap<>();
        for (JsonNode o : runs) {
            String name = o.get("algorithm").asText();
            int depth = o.get("depth").asInt();
            assertThat(stoppedAt.get(name)).as(name + " searched after it was stopped").isNull();
            if (o.path("stopped").asBoolean(false)) {
                assertThat(o.get("value").isNull()).isTrue();
                assertThat(o.get("millis").asDouble()).isGreaterThanOrEqualTo(1.0);
                stoppedAt.put(name, depth);
            } else {
                assertThat(o.get("value").isInt()).isTrue();
            }
        }
        assertThat(stoppedAt.get("minimax")).isBetween(1, 10);
        // the table form marks it, and the chart has no point for it
        Path svg = Files.createTempFile("limit", ".svg");
        Run t = Run.of("compare", "-a", "minimax", "--depth", "10", "--limit", "0.001", "--chart", svg.toString(), "");
        assertThat(t.exit()).isZero();
        assertThat(t.outLines().get(0)).contains("limit 0.001 s per search");
        assertThat(t.outLines()).filteredOn(l -> l.contains("stopped")).hasSize(1);
        Files.deleteIfExists(svg);
    }

    @Test
    void aLimitMustBePositive() {
        for (String bad : new String[] {"0", "-2", "NaN", "abc"}) {
            Run r = Run.of("compare", "--limit", bad, "");
            assertThat(r.exit()).as(bad).isEqualTo(2);
            assertThat(r.errLines()).as(bad).hasSize(1);
            assertThat(r.err()).as(bad).contains("--limit").doesNotContain("Exception");
        }
    }
}
