package zugzwang.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A request whose client goes away is cancelled: its worker is free again at once, not at the
 * time limit. The client is a real TCP connection that sends a request and closes, as a browser
 * does when the page aborts a fetch.
 */
class AbandonedRequestTest {
    /** The empty 7x6 board without a book: an analysis that takes far longer than the test. */
    private static final String SLOW = "GET /api/analyze?pos= HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

    @Test
    void aDisconnectedClientsAnalysisIsCancelledAndItsWorkerFreed() throws Exception {
        try (ApiServer server = new ApiServer(0, 64L << 20, 1, 600, board -> null)) {
            try (Socket s = new Socket("127.0.0.1", server.port())) {
                s.getOutputStream().write(SLOW.getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
                waitUntil(() -> server.computing() == 1, 10_000);
            } // closed: the client has gone
            waitUntil(() -> server.computing() == 0, 5_000);
            assertThat(server.computing()).as("the worker is free").isZero();
            assertThat(server.abandoned()).isEqualTo(1);
            // the one worker answers the next request
            try (Socket s = new Socket("127.0.0.1", server.port())) {
                OutputStream out = s.getOutputStream();
                out.write("GET /api/analyze?pos=4444443 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
                        .getBytes(StandardCharsets.US_ASCII));
                out.flush();
                InputStream in = s.getInputStream();
                String answer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                assertThat(answer).startsWith("HTTP/1.1 200").contains("\"moves\"");
            }
        }
    }

    @Test
    void aClientThatWaitsGetsItsAnswer() throws Exception {
        try (ApiServer server = new ApiServer(0, 64L << 20, 1, 600, board -> null)) {
            // an analysis of about a second: several polls of the connection, none may cancel it
            try (Socket s = new Socket("127.0.0.1", server.port())) {
                s.getOutputStream().write("GET /api/analyze?pos=44444433 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
                        .getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
                String answer = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertThat(answer).startsWith("HTTP/1.1 200").contains("\"moves\"");
            }
            assertThat(server.abandoned()).isZero();
        }
    }

    private static void waitUntil(java.util.function.BooleanSupplier condition, long millis) throws InterruptedException {
        long end = System.currentTimeMillis() + millis;
        while (!condition.getAsBoolean() && System.currentTimeMillis() < end) {
            Thread.sleep(10);
        }
    }
}
