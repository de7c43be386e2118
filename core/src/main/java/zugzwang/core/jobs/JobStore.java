package zugzwang.core.jobs;

import zugzwang.core.game.GameState;

/**
 * What a job-level search knows before it searches, and keeps after: facts "the side to move's
 * score at this position reaches t" (true or false), for positions up to the store's own identity
 * (a canonical key). A {@link JobSearch} with a store asks it for every position it adds to its
 * DAG (a known one is decided at once and never becomes a task) and records every position it
 * decides for real — each job's answer <em>before</em> the answer is used — so a search killed at
 * any moment and started again re-solves no job that had finished, and a duplicated fact is
 * harmless. Called from the search's thread only.
 */
public interface JobStore {
    /** Whether the side to move's score at {@code position} is known to reach {@code t}; null if unknown. */
    Boolean reaches(GameState position, int t);

    /** Records that the side to move's score at {@code position} reaches {@code t}, or not. Lasts once it returns. */
    void record(GameState position, int t, boolean reached);
}
