package zugzwang.core.jobs;

/**
 * The value a {@link JobSearch} assumes for a task before a worker has solved it (Wu et al. 2010:
 * "virtual win" / "virtual loss"), from the attacker's point of view. The search pretends the
 * assumption holds, and corrects the DAG above a task whose exact answer contradicts it.
 *
 * <p>A virtual win suits a position the attacker is expected to win (the defender's every answer
 * must then be refuted, and all of them become tasks at once: much parallel work); a virtual loss
 * suits a position the attacker is expected not to win.
 */
public enum VirtualValue {
    /** Every unsolved task counts as a win for the attacker (the default). */
    WIN,
    /** Every unsolved task counts as a not-win (a loss or a draw) for the attacker. */
    LOSS;

    /** Whether this assumption says the attacker wins. */
    public boolean attackerWins() {
        return this == WIN;
    }
}
