package zugzwang.cli.serve;

import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.nio.ByteBuffer;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.BufferUtil;

/**
 * Whether the client of a request still waits for its answer. Neither the servlet API nor
 * Javalin tells: a server notices a closed connection only when it reads or writes. While a
 * request is computed nothing reads its connection (HTTP/1.1 without a body: Jetty reads the next
 * request only after this answer), so a non-blocking read of one byte tells: -1 means the client
 * closed its side (a browser does when a fetch is aborted), 0 that nothing came. A byte that does
 * come would be the start of a pipelined request (no browser pipelines): the connection is then
 * closed after the answer, since that byte is gone.
 */
final class ClientConnection {
    private ClientConnection() {
    }

    /** True if the request's client has closed its connection (or it failed). */
    static boolean gone(HttpServletRequest request) {
        Request base = Request.getBaseRequest(request);
        if (base == null || base.getHttpChannel() == null) {
            return false; // not a Jetty connection: cannot tell
        }
        EndPoint endPoint = base.getHttpChannel().getEndPoint();
        if (!endPoint.isOpen() || endPoint.isInputShutdown()) {
            return true;
        }
        ByteBuffer probe = BufferUtil.allocate(1); // empty, in Jetty's "flush mode", ready for fill
        try {
            int n = endPoint.fill(probe);
            if (n > 0) {
                base.getResponse().setHeader("Connection", "close");
            }
            return n < 0;
        } catch (IOException e) {
            return true; // reset by the peer
        }
    }
}
