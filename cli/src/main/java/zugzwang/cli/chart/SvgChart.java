package zugzwang.cli.chart;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import zugzwang.core.util.AtomicFile;

/**
 * A line chart with a logarithmic y axis, written as SVG by hand: one polyline with markers per
 * series over a common list of x categories (e.g. search depths), axis labels, ticks at the powers
 * of ten, a legend and a title. Values that are not positive (no log) are left out of their line.
 *
 * <pre>
 *   SvgChart chart = new SvgChart("nodes by depth", "depth", "nodes", List.of("1", "2", "3"));
 *   chart.add("minimax", new double[] {8, 57, 400});
 *   chart.write(Path.of("nodes.svg"));
 * </pre>
 */
public final class SvgChart {
    /** Line colours (colour-blind friendly, after Okabe and Ito), then repeated with dashes. */
    private static final String[] COLOURS = {
        "#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#882255"};
    private static final String[] DASHES = {null, "6 3", "2 3", "8 3 2 3"};

    private static final int WIDTH = 820;
    private static final int HEIGHT = 500;
    private static final int LEFT = 80;
    private static final int RIGHT = 640;
    private static final int TOP = 50;
    private static final int BOTTOM = 430;

    /** One line of the chart. */
    public record Series(String name, double[] values) {
    }

    private final String title;
    private final String xLabel;
    private final String yLabel;
    private final List<String> categories;
    private final List<Series> series = new ArrayList<>();

    /**
     * @param categories the x positions, left to right, by their labels (at least one)
     */
    public SvgChart(String title, String xLabel, String yLabel, List<String> categories) {
        if (categories.isEmpty()) {
            throw new IllegalArgumentException("a chart needs at least one x category");
        }
        this.title = title;
        this.xLabel = xLabel;
        this.yLabel = yLabel;
        this.categories = List.copyOf(categories);
    }

    /**
     * Adds a line: one value per category (a value that is not positive is no point).
     *
     * @throws IllegalArgumentException if the number of values is not the number of categories
     */
    public SvgChart add(String name, double[] values) {
        if (values.length != categories.size()) {
            throw new IllegalArgumentException("series '" + name + "' has " + values.length + " values for "
                    + categories.size() + " categories");
        }
        series.add(new Series(name, values.clone()));
        return this;
    }

    public List<Series> series() {
        return List.copyOf(series);
    }

    /** The chart as an SVG document. */
    public String render() {
        // the y range: whole decades around every positive value
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (Series s : series) {
            for (double v : s.values) {
                if (v > 0 && Double.isFinite(v)) {
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                }
            }
        }
        if (min > max) { // no point at all
            min = 1;
            max = 10;
        }
        int lo = (int) Math.floor(Math.log10(min) + 1e-9);
        int hi = (int) Math.ceil(Math.log10(max) - 1e-9);
        if (hi <= lo) {
            hi = lo + 1;
        }
        final int decadeLo = lo;
        final int decadeHi = hi;

        StringBuilder svg = new StringBuilder(8192);
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH).append("\" height=\"")
                .append(HEIGHT).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" font-family=\"sans-serif\" font-size=\"13\">\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        svg.append("<text class=\"title\" x=\"").append((LEFT + RIGHT) / 2).append("\" y=\"28\" text-anchor=\"middle\""
                + " font-size=\"16\" font-weight=\"bold\">").append(escape(title)).append("</text>\n");

        // grid and y ticks at the powers of ten
        svg.append("<g class=\"y-axis\">\n");
        for (int d = decadeLo; d <= decadeHi; d++) {
            double y = yOf(d, decadeLo, decadeHi);
            svg.append("  <line x1=\"").append(LEFT).append("\" y1=\"").append(num(y)).append("\" x2=\"").append(RIGHT)
                    .append("\" y2=\"").append(num(y)).append("\" stroke=\"#dddddd\"/>\n");
            svg.append("  <line x1=\"").append(LEFT - 5).append("\" y1=\"").append(num(y)).append("\" x2=\"")
                    .append(LEFT).append("\" y2=\"").append(num(y)).append("\" stroke=\"#000000\"/>\n");
            svg.append("  <text class=\"tick\" x=\"").append(LEFT - 8).append("\" y=\"").append(num(y + 4))
                    .append("\" text-anchor=\"end\">").append(powerOfTen(d)).append("</text>\n");
        }
        svg.append("  <text class=\"label\" transform=\"translate(20 ").append((TOP + BOTTOM) / 2)
                .append(") rotate(-90)\" text-anchor=\"middle\">").append(escape(yLabel))
                .append(" (log scale)</text>\n");
        svg.append("</g>\n");

        // x ticks at the categories
        svg.append("<g class=\"x-axis\">\n");
        for (int i = 0; i < categories.size(); i++) {
            double x = xOf(i);
            svg.append("  <line x1=\"").append(num(x)).append("\" y1=\"").append(BOTTOM).append("\" x2=\"")
                    .append(num(x)).append("\" y2=\"").append(BOTTOM + 5).append("\" stroke=\"#000000\"/>\n");
            svg.append("  <text class=\"tick\" x=\"").append(num(x)).append("\" y=\"").append(BOTTOM + 20)
                    .append("\" text-anchor=\"middle\">").append(escape(categories.get(i))).append("</text>\n");
        }
        svg.append("  <text class=\"label\" x=\"").append((LEFT + RIGHT) / 2).append("\" y=\"").append(BOTTOM + 45)
                .append("\" text-anchor=\"middle\">").append(escape(xLabel)).append("</text>\n");
        svg.append("</g>\n");

        // the axes themselves
        svg.append("<path class=\"axes\" d=\"M").append(LEFT).append(' ').append(TOP).append(" V").append(BOTTOM)
                .append(" H").append(RIGHT).append("\" fill=\"none\" stroke=\"#000000\"/>\n");

        // one line per series, with a marker per point
        for (int s = 0; s < series.size(); s++) {
            Series line = series.get(s);
            String colour = COLOURS[s % COLOURS.length];
            String dash = DASHES[(s / COLOURS.length) % DASHES.length];
            svg.append("<g class=\"series\" data-name=\"").append(escape(line.name)).append("\" stroke=\"")
                    .append(colour).append("\" fill=\"").append(colour).append("\">\n");
            svg.append("  <title>").append(escape(line.name)).append("</title>\n");
            StringBuilder points = new StringBuilder();
            List<double[]> marks = new ArrayList<>();
            for (int i = 0; i < line.values.length; i++) {
                double v = line.values[i];
                if (!(v > 0) || !Double.isFinite(v)) {
                    continue;
                }
                double x = xOf(i);
                double y = yOf(Math.log10(v), decadeLo, decadeHi);
                if (points.length() > 0) {
                    points.append(' ');
                }
                points.append(num(x)).append(',').append(num(y));
                marks.add(new double[] {x, y, v, i});
            }
            svg.append("  <polyline points=\"").append(points).append("\" fill=\"none\" stroke-width=\"")
                    .append(num(strokeWidth(s))).append('"');
            if (dash != null) {
                svg.append(" stroke-dasharray=\"").append(dash).append('"');
            }
            svg.append("/>\n");
            for (double[] m : marks) {
                String tip = line.name + ", " + categories.get((int) m[3]) + ": " + value(m[2]);
                svg.append("  ").append(marker(s, markerSize(s), m[0], m[1], tip)).append('\n');
            }
            svg.append("</g>\n");
        }

        // the legend, right of the plot
        svg.append("<g class=\"legend\">\n");
        for (int s = 0; s < series.size(); s++) {
            Series line = series.get(s);
            String colour = COLOURS[s % COLOURS.length];
            String dash = DASHES[(s / COLOURS.length) % DASHES.length];
            int y = TOP + 10 + 22 * s;
            svg.append("  <g stroke=\"").append(colour).append("\" fill=\"").append(colour).append("\">");
            svg.append("<line x1=\"").append(RIGHT + 20).append("\" y1=\"").append(y).append("\" x2=\"")
                    .append(RIGHT + 50).append("\" y2=\"").append(y).append("\" stroke-width=\"")
                    .append(num(strokeWidth(s))).append('"');
            if (dash != null) {
                svg.append(" stroke-dasharray=\"").append(dash).append('"');
            }
            svg.append("/>").append(marker(s, markerSize(s), RIGHT + 35, y, null)).append("</g>\n");
            svg.append("  <text x=\"").append(RIGHT + 58).append("\" y=\"").append(y + 4).append("\">")
                    .append(escape(line.name)).append("</text>\n");
        }
        svg.append("</g>\n");
        svg.append("</svg>\n");
        return svg.toString();
    }

    /**
     * Writes the chart to {@code file} (replacing it): first to a temporary file in the same
     * directory, then moved into place, so that a failure never leaves a half-written chart.
     */
    public void write(Path file) throws IOException {
        byte[] svg = render().getBytes(StandardCharsets.UTF_8);
        AtomicFile.write(file.toAbsolutePath(), false, out -> {
            out.write(svg);
            return null;
        });
    }

    /**
     * Lines drawn earlier are wider, so that a line hidden under a later one with the same values
     * (minimax and negamax visit the same nodes) still shows as a rim around it.
     */
    private double strokeWidth(int s) {
        return 2 + 0.5 * (series.size() - 1 - s);
    }

    /** The half-size of the markers of series s: like the lines, larger for earlier series. */
    private double markerSize(int s) {
        return 3.5 + 0.5 * (series.size() - 1 - s);
    }

    /**
     * A marker shape per series (circle, square, diamond, triangle) of half-size r, centred on
     * (x, y).
     */
    private static String marker(int s, double r, double x, double y, String tooltip) {
        String tip = tooltip == null ? "" : "<title>" + escape(tooltip) + "</title>";
        String open;
        String close;
        switch (s % 4) {
            case 0:
                open = "<circle class=\"marker\" cx=\"" + num(x) + "\" cy=\"" + num(y) + "\" r=\"" + num(r) + "\"";
                close = "</circle>";
                break;
            case 1:
                open = "<rect class=\"marker\" x=\"" + num(x - 0.85 * r) + "\" y=\"" + num(y - 0.85 * r)
                        + "\" width=\"" + num(1.7 * r) + "\" height=\"" + num(1.7 * r) + "\"";
                close = "</rect>";
                break;
            case 2:
                open = "<polygon class=\"marker\" points=\"" + num(x) + "," + num(y - 1.2 * r) + " " + num(x + 1.2 * r)
                        + "," + num(y) + " " + num(x) + "," + num(y + 1.2 * r) + " " + num(x - 1.2 * r) + "," + num(y)
                        + "\"";
                close = "</polygon>";
                break;
            default:
                open = "<polygon class=\"marker\" points=\"" + num(x) + "," + num(y - 1.25 * r) + " " + num(x + 1.2 * r)
                        + "," + num(y + r) + " " + num(x - 1.2 * r) + "," + num(y + r) + "\"";
                close = "</polygon>";
                break;
        }
        return tip.isEmpty() ? open + "/>" : open + ">" + tip + close;
    }

    /** The x coordinate of category i: evenly spread, a margin at both ends. */
    private double xOf(int i) {
        int n = categories.size();
        double step = (double) (RIGHT - LEFT) / n;
        return LEFT + step * (i + 0.5);
    }

    /** The y coordinate of log10(value) = e on the axis spanning the decades lo..hi. */
    private static double yOf(double e, int lo, int hi) {
        return BOTTOM - (e - lo) / (hi - lo) * (BOTTOM - TOP);
    }

    /** 10^d as a tick label: 1, 10, 100, 1k, 10k, 100k, 1M, ... (1e-3 and the like below 1). */
    static String powerOfTen(int d) {
        if (d < 0) {
            return "1e" + d;
        }
        String[] suffixes = {"", "k", "M", "G", "T", "P", "E"};
        int group = d / 3;
        if (group >= suffixes.length) {
            return "1e" + d;
        }
        return "1" + "0".repeat(d % 3) + suffixes[group];
    }

    private static String value(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v)
                : String.format(Locale.ROOT, "%.4g", v);
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    /** Text for XML content and attributes. */
    static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                default -> {
                    // characters XML 1.0 does not allow are dropped
                    if (c >= 0x20 || c == '\t' || c == '\n' || c == '\r') {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
