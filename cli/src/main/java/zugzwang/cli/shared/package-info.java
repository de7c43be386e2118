/**
 * What the commands and the server share: the streams and one-line errors
 * ({@link zugzwang.cli.shared.Console}), the option groups (board, engine, book, query, the cube's),
 * reading positions from arguments or standard input, and printing (text, JSON, progress, output
 * files written whole or not at all).
 */
package zugzwang.cli.shared;
