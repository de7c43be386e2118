/**
 * The HTTP server of {@code zugzwang serve}: the JSON API ({@code /api/analyze}, {@code /api/solve},
 * {@code /api/explain}) and the web page, on Javalin. The games it plays and how it reads their
 * positions: {@link zugzwang.cli.serve.ServedGames}. It knows nothing of the commands; the
 * {@code serve} command starts it.
 */
package zugzwang.cli.serve;
