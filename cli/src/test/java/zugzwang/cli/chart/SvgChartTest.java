package zugzwang.cli.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class SvgChartTest {
    private static final String SVG = "http://www.w3.org/2000/svg";

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Element> elements(Document doc, String name) {
        NodeList list = doc.getElementsByTagNameNS(SVG, name);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < list.getLength(); i++) {
            out.add((Element) list.item(i));
        }
        return out;
    }

    /** The points of a polyline as {x, y} pairs. */
    private static double[][] points(Element polyline) {
        String[] items = polyline.getAttribute("points").trim().split("\\s+");
        double[][] p = new double[items.length][];
        for (int i = 0; i < items.length; i++) {
            String[] xy = items[i].split(",");
            p[i] = new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])};
        }
        return p;
    }

    private static SvgChart example() {
        return new SvgChart("Nodes by depth: connect4 7x6", "depth", "nodes", List.of("1", "2", "3", "4"))
                .add("minimax", new double[] {8, 57, 400, 2801})
                .add("alphabeta", new double[] {8, 27, 182, 419})
                .add("pvs", new double[] {9, 29, 241, 456});
    }

    @Test
    void oneValidPolylinePerSeries() throws Exception {
        Document doc = parse(example().render());
        Element root = doc.getDocumentElement();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo(SVG);
        List<Element> lines = elements(doc, "polyline");
        assertThat(lines).hasSize(3);
        for (Element line : lines) {
            double[][] p = points(line);
            assertThat(p).hasNumberOfRows(4);
            // x grows with the category; larger values are higher up (smaller y)
            for (int i = 1; i < p.length; i++) {
                assertThat(p[i][0]).isGreaterThan(p[i - 1][0]);
                assertThat(p[i][1]).isLessThan(p[i - 1][1]);
            }
        }
        // the same value is at the same height in every line (depth 1: 8 and 8)
        assertThat(points(lines.get(0))[0][1]).isEqualTo(points(lines.get(1))[0][1]);
        // the series groups carry the names; the legend and title are text
        List<String> names = elements(doc, "g").stream().filter(g -> g.hasAttribute("data-name"))
                .map(g -> g.getAttribute("data-name")).toList();
        assertThat(names).containsExactly("minimax", "alphabeta", "pvs");
        String text = root.getTextContent();
        assertThat(text).contains("Nodes by depth: connect4 7x6", "depth", "nodes (log scale)", "minimax",
                "alphabeta", "pvs");
        // a marker per point
        assertThat(elements(doc, "circle").size() + elements(doc, "rect").size() + elements(doc, "polygon").size())
                .isGreaterThanOrEqualTo(12);
    }

    @Test
    void logScaleTicksArePowersOfTen() throws Exception {
        Document doc = parse(example().render());
        List<String> ticks = elements(doc, "text").stream().filter(t -> t.getAttribute("class").equals("tick"))
                .map(Element::getTextContent).toList();
        // y: from 1 (below 8) to 10k (above 2801); x: the categories
        assertThat(ticks).containsExactly("1", "10", "100", "1k", "10k", "1", "2", "3", "4");
        // a value of 10^k lies exactly on its tick: 1 decade = the same distance everywhere
        SvgChart c = new SvgChart("t", "x", "y", List.of("a", "b", "c")).add("s", new double[] {10, 100, 1000});
        double[][] p = points(elements(parse(c.render()), "polyline").get(0));
        assertThat(p[0][1] - p[1][1]).isCloseTo(p[1][1] - p[2][1], org.assertj.core.data.Offset.offset(0.11));
    }

    @Test
    void tickLabels() {
        assertThat(SvgChart.powerOfTen(0)).isEqualTo("1");
        assertThat(SvgChart.powerOfTen(2)).isEqualTo("100");
        assertThat(SvgChart.powerOfTen(3)).isEqualTo("1k");
        assertThat(SvgChart.powerOfTen(7)).isEqualTo("10M");
        assertThat(SvgChart.powerOfTen(9)).isEqualTo("1G");
        assertThat(SvgChart.powerOfTen(-2)).isEqualTo("1e-2");
    }

    @Test
    void onePointChartsAndMissingValues() throws Exception {
        SvgChart c = new SvgChart("exact", "depth", "nodes", List.of("exact"))
                .add("minimax", new double[] {549946})
                .add("nothing", new double[] {0});
        Document doc = parse(c.render());
        List<Element> lines = elements(doc, "polyline");
        assertThat(lines).hasSize(2);
        assertThat(points(lines.get(0))).hasNumberOfRows(1);
        assertThat(lines.get(1).getAttribute("points")).isEmpty();
    }

    @Test
    void textIsEscaped() throws Exception {
        SvgChart c = new SvgChart("a < b & \"c\" 'd' \u0001", "x > y", "nodes", List.of("<1>"))
                .add("a&b", new double[] {5});
        Document doc = parse(c.render());
        assertThat(doc.getDocumentElement().getTextContent()).contains("a < b & \"c\" 'd' ", "x > y", "<1>", "a&b");
    }

    @Test
    void valuesMustMatchTheCategories() {
        SvgChart c = new SvgChart("t", "x", "y", List.of("1", "2"));
        assertThatThrownBy(() -> c.add("s", new double[] {1})).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 values for 2 categories");
        assertThatThrownBy(() -> new SvgChart("t", "x", "y", List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void writeReplacesTheFileAndLeavesNoTemporaryFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("chart.svg");
        Files.writeString(file, "old");
        example().write(file);
        assertThat(Files.readString(file)).isEqualTo(example().render());
        parse(Files.readString(file));
        try (var files = Files.list(dir)) {
            assertThat(files.toList()).containsExactly(file);
        }
    }

    @Test
    void aFailedWriteLeavesNothingBehind(@TempDir Path dir) throws IOException {
        // the target is a directory that is not empty: moving the chart onto it fails
        Path target = dir.resolve("chart.svg");
        Files.createDirectory(target);
        Files.writeString(target.resolve("keep"), "x");
        assertThatThrownBy(() -> example().write(target)).isInstanceOf(IOException.class);
        try (var files = Files.list(dir)) {
            assertThat(files.toList()).containsExactly(target);
        }
        assertThat(Files.readString(target.resolve("keep"))).isEqualTo("x");
        // a missing directory: an error, no file
        Path missing = dir.resolve("no/such/dir/chart.svg");
        assertThatThrownBy(() -> example().write(missing)).isInstanceOf(IOException.class);
        assertThat(missing.getParent()).doesNotExist();
    }
}
