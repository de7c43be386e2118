package zugzwang.core.proof;

import zugzwang.core.game.GameState;

/**
 * PN² (Allis 1994, seed 004 §2.3.1 "Pn²-search"; seed 000 §3.1.3): two levels of proof-number
 * search, trading time for memory. The first level is a {@link ProofNumberSearch} whose
 * development of a most-proving node J is a second-level proof-number search from J's position.
 *
 * <ul>
 *   <li><b>Bound</b>: Allis' choice, "N is chosen to be the current size of the pn₁ search tree":
 *       the second level develops nodes while its tree holds at most as many nodes as the first
 *       level's tree holds now (live nodes); it always develops J itself, so that a first
 *       level of one node still makes progress. (Seed 000 mentions Breuker's refinement — a
 *       second-level size growing gradually — without a formula; not used.)</li>
 *   <li><b>Result</b> (the usual formulation, Breuker 1998): if the second level solved J, J
 *       becomes a solved leaf of the first level (except the root, which keeps its children for
 *       the proving move); otherwise J gets the second-level root's children, each with the
 *       numbers the second level found for it (a child already in a first-level DAG is linked and
 *       keeps its own numbers), and J's numbers follow from them. The second-level tree is then
 *       forgotten (its arrays are reused by the next second-level search).</li>
 *   <li><b>Memory</b>: each level gets half of {@link ProofLimits#memoryBytes()}.</li>
 *   <li><b>Statistics</b>: {@code created} counts the nodes of both levels (the second level's
 *       nodes, its roots excepted as they are first-level nodes, plus the first-level copies of
 *       the children); {@code expanded} counts the second level's expansions (each first-level
 *       development is the expansion of a second-level root); {@code maxTreeSize} is the most
 *       nodes held by both levels at once. The node budget counts {@code created}.</li>
 * </ul>
 *
 * <p>Both levels use the same {@link ProofNumberInit} and the same DAG rule as
 * {@link ProofNumberSearch}.
 */
public final class Pn2Search implements ProofSearch {
    private final ProofNumberSearch first;

    /** PN² with uniform initialisation. */
    public Pn2Search(ProofLimits limits) {
        this(limits, ProofNumberInit.UNIFORM);
    }

    /** PN² with the given initialisation at both levels. */
    public Pn2Search(ProofLimits limits, ProofNumberInit init) {
        this.first = new ProofNumberSearch(limits, init, new ProofNumberSearch(limits, init));
    }

    @Override
    public String name() {
        return "pn2";
    }

    @Override
    public ProofResult prove(GameState state, int attacker, Goal goal) {
        return first.prove(state, attacker, goal);
    }

    @Override
    public void cancel() {
        first.cancel();
    }

    @Override
    public long nodes() {
        return first.nodes();
    }
}
