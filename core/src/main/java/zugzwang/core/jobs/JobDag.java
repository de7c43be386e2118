package zugzwang.core.jobs;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.PriorityQueue;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.MoveOrdering;

/**
 * The top of the game tree of one {@link JobSearch}, as a DAG of {@link JobNode}s keyed by the
 * caller's canonical identity, built by a minimax-ordered depth-first search down to the cutoff
 * depth and valued with virtual values at the tasks. See {@code docs/jobs.md}.
 *
 * <h2>Values</h2>
 * A node's value says whether the attacker wins; it is real when it depends on no virtual value.
 * The mover's good value is a win at an OR node (attacker to move), a not-win at an AND node. An
 * INNER node is valued from its children in move order:
 * <ol>
 * <li>a child good for the mover with a real value: the node is real and good;</li>
 * <li>else a child good for the mover (virtually): the node is virtually good;</li>
 * <li>else, if a child has not been reached yet, the first such child is reached (valued, which
 *     builds its subtree down to the cutoff depth) and the rules are applied again;</li>
 * <li>else every child is bad for the mover: so is the node, real if they all are.</li>
 * </ol>
 * Children are created all at once, with consecutive creation numbers, when their parent is
 * expanded, and reached only when rule 3 needs them: so a sibling reached after a correction has
 * a creation number smaller than everything built below its elder siblings.
 *
 * <h2>Dependencies</h2>
 * A node that is not real depends on: if it is good for the mover, its first child (in move
 * order) that is good for the mover (virtually); if bad, every child that is virtually bad. The
 * tasks reachable from the root by such dependencies are exactly the ones whose answers can
 * change the root's value: the needed tasks ({@link #neededTasks()}).
 *
 * <p>Not thread-safe: the coordinator's thread only.
 */
final class JobDag {
    /** Thrown out of the building when the search is stopped. */
    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("stopped", null, false, false);
        }
    }

    private final Game game;
    private final int[] rootMoves;
    private final int attacker;
    /** How a finished game inside the DAG is valued: does the attacker reach the threshold? */
    private final JobQuestion question;
    /** Facts known before the search and recorded as nodes become real; null for none. */
    private final JobStore store;
    /** Nodes decided by the store when created, and facts recorded in it. */
    private long fromStore;
    private long recorded;
    private final int cutoffDepth;
    private final boolean virtualWin;
    private final MoveOrdering ordering;
    private final Function<GameState, Object> identity;
    private final BooleanSupplier stop;

    private final Map<Object, JobNode> nodes = new HashMap<>();
    private final JobNode root;
    private long nextId;
    private long expansions;
    /** Nodes to value again, deepest first. */
    private final PriorityQueue<JobNode> dirty = new PriorityQueue<>(
            Comparator.comparingInt((JobNode n) -> -n.depth).thenComparingLong(n -> n.id));
    private int stamp;

    /**
     * Creates the root (it is valued by {@link #build()}).
     *
     * @throws IllegalArgumentException if a root move is illegal
     */
    JobDag(Game game, int[] rootMoves, int attacker, int cutoffDepth, VirtualValue virtualValue,
           MoveOrdering ordering, Function<GameState, Object> identity, JobQuestion question, JobStore store,
           BooleanSupplier stop) {
        this.question = question;
        this.store = store;
        this.game = game;
        this.rootMoves = rootMoves.clone();
        this.attacker = attacker;
        this.cutoffDepth = cutoffDepth;
        this.virtualWin = virtualValue.attackerWins();
        this.ordering = ordering;
        this.identity = identity;
        this.stop = stop;
        GameState s = game.start();
        for (int m : this.rootMoves) {
            s.play(m);
        }
        root = create(s, identityOf(s), null, -1, 0);
    }

    JobNode root() {
        return root;
    }

    /** The number of nodes (positions up to identity) created. */
    int size() {
        return nodes.size();
    }

    /** The number of nodes whose children were created. */
    long expansions() {
        return expansions;
    }

    /** Nodes the store decided when they were created (they never became tasks). */
    long fromStore() {
        return fromStore;
    }

    /** Facts recorded in the store (nodes decided for real by answers or by their children). */
    long recorded() {
        return recorded;
    }

    /** The attacker. */
    int attacker() {
        return attacker;
    }

    /**
     * Values the root: builds the DAG depth-first down to the cutoff depth until the root is
     * (virtually) decided.
     *
     * @throws Stopped if the stop flag rose meanwhile (the DAG is then unusable)
     */
    void build() {
        evaluate(root);
        propagate();
    }

    /**
     * Records the exact answer of a task; {@link #propagate()} then carries it to the root.
     */
    void solved(JobNode task, boolean attackerWins) {
        if (task.kind != JobNode.Kind.TASK || task.real) {
            throw new IllegalStateException("not an unsolved task: " + task);
        }
        set(task, attackerWins, true);
    }

    /**
     * Splits an unsolved task: it becomes an INNER node, its children are created (tasks, one ply
     * deeper, or terminal or known nodes) and it is valued from them, building as {@link #build()}
     * does; {@link #propagate()} then carries a change of its value to the root.
     *
     * @throws Stopped if the stop flag rose meanwhile (the DAG is then unusable)
     */
    void split(JobNode task) {
        if (task.kind != JobNode.Kind.TASK || task.real) {
            throw new IllegalStateException("not an unsolved task: " + task);
        }
        task.kind = JobNode.Kind.INNER;
        expand(task);
        resolve(task);
    }

    /**
     * Records the answer of the job of a split task that ran on (an INNER node not yet real); its
     * children's tasks are then no longer needed.
     */
    void solvedSplit(JobNode n, boolean attackerWins) {
        if (n.kind != JobNode.Kind.INNER || n.real) {
            throw new IllegalStateException("not an unsolved split task: " + n);
        }
        set(n, attackerWins, true);
    }

    /**
     * Reverses the queue order of the tasks a split made below {@code n} (its children created
     * by the split): its job, which runs on, searches them first to last, the other workers
     * take them last to first, and the two meet in the middle.
     */
    void reverseTaskOrder(JobNode n) {
        List<JobNode> mine = new ArrayList<>();
        for (JobNode c : n.children) {
            if (c.via == n && c.kind == JobNode.Kind.TASK) {
                mine.add(c);
            }
        }
        for (int i = 0, j = mine.size() - 1; i < j; i++, j--) {
            long r = mine.get(i).rank;
            mine.get(i).rank = mine.get(j).rank;
            mine.get(j).rank = r;
        }
    }

    /**
     * Values again every node whose children changed, towards the root, building below nodes that
     * must now try further children (corrections); until nothing changes.
     *
     * @throws Stopped if the stop flag rose meanwhile (the DAG is then unusable)
     */
    void propagate() {
        JobNode n;
        while ((n = dirty.poll()) != null) {
            n.dirty = false;
            if (n.kind == JobNode.Kind.INNER && n.value != null && !n.real) {
                resolve(n);
            }
        }
    }

    /**
     * The tasks the root's value depends on (see the class comment), each unsolved and valued by
     * the virtual value; empty once the root is real. Marks them for {@link #isNeeded} until the
     * next call.
     */
    List<JobNode> neededTasks() {
        stamp++;
        List<JobNode> tasks = new ArrayList<>();
        Deque<JobNode> stack = new ArrayDeque<>();
        if (!root.real) {
            stack.push(root);
        }
        while (!stack.isEmpty()) {
            JobNode n = stack.pop();
            if (n.neededStamp == stamp) {
                continue;
            }
            n.neededStamp = stamp;
            if (n.kind == JobNode.Kind.TASK) {
                tasks.add(n);
                continue;
            }
            boolean good = n.attackerToMove;
            if (n.value == good) {
                for (JobNode c : n.children) {
                    if (c.value != null && c.value == good) {
                        stack.push(c); // not real, or n would be
                        break;
                    }
                }
            } else {
                for (JobNode c : n.children) {
                    if (!c.real) {
                        stack.push(c); // valued, and bad for the mover, or n would be good
                    }
                }
            }
        }
        return tasks;
    }

    /** Whether the last {@link #neededTasks()} found this node. */
    boolean isNeeded(JobNode n) {
        return n.neededStamp == stamp;
    }

    /** The move codes from the game's start position to the node's position. */
    int[] movesOf(JobNode n) {
        int[] moves = new int[rootMoves.length + n.depth];
        System.arraycopy(rootMoves, 0, moves, 0, rootMoves.length);
        int i = moves.length;
        for (JobNode x = n; x.via != null; x = x.via) {
            moves[--i] = x.viaMove;
        }
        return moves;
    }

    /** The node's position (its representative: the one of the path that created it). */
    GameState stateOf(JobNode n) {
        GameState s = game.start();
        for (int m : movesOf(n)) {
            s.play(m);
        }
        return s;
    }

    // --- building and valuing

    private Object identityOf(GameState s) {
        return Objects.requireNonNull(identity.apply(s), "the identity of a position is null");
    }

    private JobNode create(GameState s, Object id, JobNode via, int viaMove, int depth) {
        boolean toMove = s.player() == attacker;
        JobNode n;
        if (s.isTerminal()) {
            n = new JobNode(nextId++, id, JobNode.Kind.TERMINAL, depth, toMove, via, viaMove);
            n.value = question.reachedAt(s, attacker);
            n.real = true;
        } else if (question.exhausted().test(s)) {
            // the question's limits are used up here (a handicap): a failure, as final as a lost game
            n = new JobNode(nextId++, id, JobNode.Kind.TERMINAL, depth, toMove, via, viaMove);
            n.value = false;
            n.real = true;
        } else {
            Boolean known = store == null ? null : known(s, toMove);
            if (known != null) {
                // decided by the store: as final as a finished game
                n = new JobNode(nextId++, id, JobNode.Kind.TERMINAL, depth, toMove, via, viaMove);
                n.value = known;
                n.real = true;
                fromStore++;
            } else {
                JobNode.Kind kind = depth >= cutoffDepth ? JobNode.Kind.TASK : JobNode.Kind.INNER;
                n = new JobNode(nextId++, id, kind, depth, toMove, via, viaMove);
            }
        }
        nodes.put(id, n);
        return n;
    }

    /** Values a node the DFS reaches for the first time. */
    private void evaluate(JobNode n) {
        switch (n.kind) {
            case TERMINAL:
                return;
            case TASK:
                set(n, virtualWin, false);
                return;
            default:
                if (n.children != null) {
                    throw new IllegalStateException("a position repeats on a path (the DAG has a cycle): "
                            + "the identity must tell positions apart, and the game must not repeat positions");
                }
                expand(n);
                resolve(n);
        }
    }

    /** Creates the children of an INNER node, in the (re)ordered move order. */
    private void expand(JobNode n) {
        if (stop.getAsBoolean()) {
            throw new Stopped();
        }
        GameState s = stateOf(n);
        int[] moves = new int[game.maxMoves()];
        int count = s.moves(moves);
        ordering.order(s, moves, count);
        List<JobNode> children = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            s.play(moves[i]);
            Object id = identityOf(s);
            JobNode c = nodes.get(id);
            if (c == null) {
                c = create(s, id, n, moves[i], n.depth + 1);
            }
            s.undo();
            if (!children.contains(c)) {
                children.add(c);
                c.parents.add(n);
            }
        }
        n.children = children;
        expansions++;
    }

    /** Values an expanded INNER node from its children (the rules of the class comment). */
    private void resolve(JobNode n) {
        boolean good = n.attackerToMove;
        while (true) {
            JobNode virtuallyGood = null;
            JobNode unreached = null;
            boolean allReal = true;
            for (JobNode c : n.children) {
                if (c.value == null) {
                    if (unreached == null) {
                        unreached = c;
                    }
                } else if (c.value == good) {
                    if (c.real) {
                        set(n, good, true);
                        return;
                    }
                    if (virtuallyGood == null) {
                        virtuallyGood = c;
                    }
                } else if (!c.real) {
                    allReal = false;
                }
            }
            if (virtuallyGood != null) {
                set(n, good, false);
                return;
            }
            if (unreached == null) {
                set(n, !good, allReal);
                return;
            }
            evaluate(unreached);
        }
    }

    /** Sets a node's value; if it changed, its parents must be valued again. */
    private void set(JobNode n, boolean value, boolean real) {
        if (n.value != null && n.value == value && n.real == real) {
            return;
        }
        if (real && !n.real && store != null && n.kind != JobNode.Kind.TERMINAL) {
            record(n, value); // before anything depends on it
        }
        n.value = value;
        n.real = real;
        for (JobNode p : n.parents) {
            if (!p.dirty && !p.real) {
                p.dirty = true;
                dirty.add(p);
            }
        }
    }

    /**
     * Whether the attacker reaches the threshold at s, as the store knows it (null: unknown). The
     * store speaks of the side to move ({@link JobQuestion#moverThreshold}).
     */
    private Boolean known(GameState s, boolean attackerToMove) {
        Boolean r = store.reaches(s, JobQuestion.moverThreshold(attackerToMove, question.atLeast()));
        return r == null ? null : r == attackerToMove;
    }

    /** Records a node's real value in the store, in the store's terms (see {@link #known}). */
    private void record(JobNode n, boolean attackerReaches) {
        store.record(stateOf(n), JobQuestion.moverThreshold(n.attackerToMove, question.atLeast()),
                attackerReaches == n.attackerToMove);
        recorded++;
    }
}
