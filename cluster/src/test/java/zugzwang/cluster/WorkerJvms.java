package zugzwang.cluster;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Worker JVMs started by a test on 127.0.0.1 ({@link WorkerProcess}), stopped at the end. */
final class WorkerJvms implements AutoCloseable {
    private final List<Process> processes = new ArrayList<>();
    private final List<String> addresses = new ArrayList<>();

    /** Starts one worker JVM and waits until it is a member; returns its address. */
    String start(String cluster, int port, int threads, int memoryMib, String join) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx" + (memoryMib + 192) + "m", "-Xss16m",
                // what Hazelcast asks for on Java 9 and newer (else it warns and runs a little slower)
                "--add-modules", "java.se", "--add-exports", "java.base/jdk.internal.ref=ALL-UNNAMED",
                "--add-opens", "java.base/java.lang=ALL-UNNAMED", "--add-opens", "java.base/sun.nio.ch=ALL-UNNAMED",
                "--add-opens", "java.management/sun.management=ALL-UNNAMED",
                "--add-opens", "jdk.management/com.sun.management.internal=ALL-UNNAMED",
                "-cp", System.getProperty("java.class.path"), WorkerProcess.class.getName(), cluster,
                Integer.toString(port), Integer.toString(threads), Integer.toString(memoryMib)));
        if (join != null) {
            command.add(join);
        }
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        processes.add(p);
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        CompletableFuture<String> ready = CompletableFuture.supplyAsync(() -> {
            try {
                for (String line; (line = out.readLine()) != null;) {
                    if (line.startsWith("ready ")) {
                        return line.substring(6);
                    }
                    seen.append(line).append('\n');
                }
                return null;
            } catch (IOException e) {
                return null;
            }
        });
        String address;
        try {
            address = ready.get(60, TimeUnit.SECONDS);
        } catch (Exception e) {
            address = null;
        }
        if (address == null) {
            throw new IOException("the worker JVM did not start (exit " + (p.isAlive() ? "none" : p.exitValue()) + "):\n" + seen);
        }
        // keep draining its output so that it never blocks on a full pipe
        Thread drain = new Thread(() -> {
            try {
                while (out.readLine() != null) {
                    // discard
                }
            } catch (IOException ignored) {
                // the process ended
            }
        });
        drain.setDaemon(true);
        drain.start();
        addresses.add(address);
        return address;
    }

    Process process(int i) {
        return processes.get(i);
    }

    List<String> addresses() {
        return addresses;
    }

    @Override
    public void close() {
        for (Process p : processes) {
            p.destroyForcibly();
        }
        for (Process p : processes) {
            try {
                p.waitFor(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
