package zugzwang.games.connect4.solver;

/**
 * What a solver and its root windows see of one search thread, whatever its bitboards
 * ({@code Negamax}: one word, {@code WideNegamax}: two): its counters and the flags other
 * threads set. Fields only, no methods: the search reads and writes them in its hot path, and a
 * field of a superclass costs what a field of the class does (no call).
 */
abstract class SearchThread {
    /** Nodes visited by this thread (calls of its search). */
    long nodes;
    /** Moves deferred because another thread was searching them (for measurements and tests). */
    long deferrals;
    /** Calls of VICTOR's rules (for measurements; the wide search has none). */
    long ruleCalls;
    /** Set by another thread to make this one unwind (checked every 4096 nodes). */
    volatile boolean abort;
    /** Run once, on this thread, when {@link #nodes} reaches {@link #bigAt} (checked every 4096 nodes). */
    Runnable onBig;
    long bigAt = Long.MAX_VALUE;
    /** The positions being searched by the threads of a multi-threaded solver (null: one thread). */
    BusyNodes busy;
}
