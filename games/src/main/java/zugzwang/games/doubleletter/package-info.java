/**
 * The double-letter puzzle (Allis 1994, §3.2 and Appendix A), db-search's first domain: an axiom
 * is a string over {a, b, c, d, e}; a double letter may be replaced by its circular predecessor
 * or successor (aa → e|b, bb → a|c, cc → b|d, dd → c|e, ee → d|a); any theorem of one letter is a
 * solution. {@link zugzwang.games.doubleletter.DoubleLetterPuzzle} is the db-search domain,
 * {@link zugzwang.games.doubleletter.Triangle} Allis' CYK-style algorithm,
 * {@link zugzwang.games.doubleletter.DepthFirst} the conventional searches of §3.6, and
 * {@link zugzwang.games.doubleletter.DoubleLetterExperiment} the experiment of §3.6.
 */
package zugzwang.games.doubleletter;
