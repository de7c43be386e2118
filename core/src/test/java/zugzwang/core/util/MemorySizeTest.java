package zugzwang.core.util;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class MemorySizeTest {

    @ParameterizedTest(name = "{0} = {1} bytes")
    @CsvSource({
        "512m, 536870912",
        "1g, 1073741824",
        "1G, 1073741824",
        "1.5g, 1610612736",
        "64MiB, 67108864",
        "64mib, 67108864",
        "64MB, 67108864",
        "300k, 307200",
        "300K, 307200",
        "16 m, 16777216",
        "' 2g ', 2147483648",
        "1t, 1099511627776",
        "0.5k, 512",
    })
    void parses(String text, long bytes) {
        assertThat(MemorySize.parse(text)).isEqualTo(bytes);
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"12x", "abc", "512", "-1m", "", "m", "1.g", "1,5g", "1gb2", "1 g i b"})
    void rejects(String text) {
        assertThatThrownBy(() -> MemorySize.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + text + "'");
    }

    @Test
    void rejectsNull() {
        assertThatThrownBy(() -> MemorySize.parse(null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void rejectsSizesBeyondALong() {
        assertThatThrownBy(() -> MemorySize.parse("99999999t"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too large");
    }

    @Test
    void formats() {
        assertThat(MemorySize.format(256L << 20)).isEqualTo("256 MiB");
        assertThat(MemorySize.format(1L << 30)).isEqualTo("1 GiB");
        assertThat(MemorySize.format(3L << 29)).isEqualTo("1.5 GiB");
        assertThat(MemorySize.format(300 << 10)).isEqualTo("300 KiB");
        assertThat(MemorySize.format(17)).isEqualTo("17 B");
        assertThat(MemorySize.format(1L << 40)).isEqualTo("1 TiB");
        for (String s : new String[] {"512m", "1g", "300k", "1.5g"}) {
            assertThat(MemorySize.parse(MemorySize.format(MemorySize.parse(s)).replace(" ", ""))).isEqualTo(MemorySize.parse(s));
        }
    }
}
