package zugzwang.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How DocsTest reads console blocks and matches what they show (its placeholders). */
class DocBlockTest {
    @Test
    void blocksAreReadWithTheirCommandsOutputsAndMarks() {
        String page = String.join("\n", "# A page", "```console", "$ ./zugzwang solve 4453",
                "4453 -2 best=3,6,7 [..]", "$ ./zugzwang solve --weak \\", "  4453", "4453 -1 [..]", "```", "",
                "```sh", "$ not a console block", "```", "```console slow", "$ ./zugzwang bench", "...", "```");
        List<DocBlock> blocks = DocBlock.parse("p.md", page);
        assertThat(blocks).hasSize(2);
        assertThat(blocks.get(0).name()).isEqualTo("p.md:2");
        assertThat(blocks.get(0).slow()).isFalse();
        assertThat(blocks.get(0).commands()).containsExactly(
                new DocBlock.Command("./zugzwang solve 4453", List.of("4453 -2 best=3,6,7 [..]")),
                new DocBlock.Command("./zugzwang solve --weak \n  4453", List.of("4453 -1 [..]")));
        assertThat(blocks.get(1).name()).isEqualTo("p.md:13");
        assertThat(blocks.get(1).slow()).isTrue();
        assertThatThrownBy(() -> DocBlock.parse("q.md", "```console\n$ ls\n")).hasMessage("q.md:1: console block not closed");
        assertThatThrownBy(() -> DocBlock.parse("q.md", "x\n```console\noutput\n$ ls\n```"))
                .hasMessage("q.md:3: output before the block's first $ command");
    }

    @Test
    void anyTextStandsForAnyTextWithinALine() {
        assertThat(DocBlock.lineMatches("nodes=[..] time=[..]ms", "nodes=5058215 time=680.5ms")).isTrue();
        assertThat(DocBlock.lineMatches("nodes=[..] time=[..]ms", "nodes=5058215 time=680.5s")).isFalse();
        assertThat(DocBlock.lineMatches("4453 -2 [..]", "4453 -3 best=3")).isFalse();
        assertThat(DocBlock.lineMatches("a.b (x)", "a.b (x)")).isTrue();
        assertThat(DocBlock.lineMatches("a.b (x)", "aXb (x)")).isFalse(); // no regex in the shown text
        assertThat(DocBlock.lineMatches("[..]", "")).isTrue();
    }

    @Test
    void outputMatchesLineByLineWithAnyLinesAndTrailingBlanksIgnored() {
        assertThat(DocBlock.mismatch(List.of("a", "b"), "a\nb\n")).isNull();
        assertThat(DocBlock.mismatch(List.of("a", "b  "), "a  \nb\n\n")).isNull();
        assertThat(DocBlock.mismatch(List.of("a", "...", "z"), "a\nb\nc\nz\n")).isNull();
        assertThat(DocBlock.mismatch(List.of("a", "...", "z"), "a\nz\n")).isNull();
        assertThat(DocBlock.mismatch(List.of("..."), "")).isNull();
        assertThat(DocBlock.mismatch(List.of(), "")).isNull();
        assertThat(DocBlock.mismatch(List.of("a", "b"), "a\nc\n")).isEqualTo("line 2: shown 'b', printed 'c'");
        assertThat(DocBlock.mismatch(List.of("a"), "a\nb\n")).isEqualTo("printed more lines than shown: 'b'");
        assertThat(DocBlock.mismatch(List.of("a", "b"), "a\n")).isEqualTo("shown 2 lines, printed 1");
        assertThat(DocBlock.mismatch(List.of("a", "...", "z"), "a\nb\n")).isEqualTo("the lines from line 2 (...) on do not match");
        assertThat(DocBlock.mismatch(List.of(), "unexpected\n")).isEqualTo("printed more lines than shown: 'unexpected'");
    }
}
