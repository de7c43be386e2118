/**
 * The {@code zugzwang} command line: {@link zugzwang.cli.Main} builds it from the commands and runs
 * it. Below it, one direction: {@code commands} (each command, and how it runs each game) uses
 * {@code serve} (the HTTP server, for {@code serve}) and {@code shared} (options, input and output
 * shared by the commands and the server); {@code serve} uses {@code shared}; {@code shared} uses
 * only the library. See docs/architecture.md.
 */
package zugzwang.cli;
