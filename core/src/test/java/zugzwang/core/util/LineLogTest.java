package zugzwang.core.util;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class LineLogTest {
    @Test
    void writesEachLineAndStopsAtTheFirstFailedWrite() {
        // a writer whose third flush fails, as a full disk would
        StringWriter out = new StringWriter();
        java.io.Writer failing = new java.io.FilterWriter(out) {
            int flushes;

            @Override
            public void flush() throws IOException {
                if (++flushes == 3) {
                    throw new IOException("disk full");
                }
            }
        };
        LineLog log = new LineLog(failing);
        log.line("a,b");
        log.line("1,2");
        assertThat(log.error()).isNull();
        assertThat(out.toString()).isEqualTo("a,b\n1,2\n");
        log.line("3,4");
        assertThat(log.error()).hasMessage("disk full");
        log.line("5,6");
        assertThat(out.toString()).isEqualTo("a,b\n1,2\n3,4\n"); // written, not flushed; nothing after
    }
}
