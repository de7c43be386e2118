/**
 * Dependency-based search (db-search), Allis 1994, chapter 3: a single-agent search over
 * <em>key classes</em> of operator paths instead of over all paths.
 *
 * <p>A {@link zugzwang.core.dbsearch.DbDomain} describes a state space in Allis' framework
 * (§3.3): a set of attributes (a state is the set of attributes that hold), and operators
 * ⟨pre, del, add⟩. {@link zugzwang.core.dbsearch.OperatorTable} holds the operators as bit
 * sets and the dependency relations between them (Def. 3.15: f1 <em>supports</em> f2 when f1
 * adds an attribute f2 needs; f1 <em>precedes</em> f2 when f2 deletes an attribute f1 needs).
 * {@link zugzwang.core.dbsearch.DbSearch} applies the meta-operator F(N, f) (Def. 3.19) level
 * by level, each level a dependency stage and a combination stage (Tables 3.2–3.6).
 *
 * <p>The package knows no game: the double-letter puzzle and qubic's threat space are domains in
 * {@code games}.
 */
package zugzwang.core.dbsearch;
