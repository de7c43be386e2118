package zugzwang.core.search;

/**
 * SCOUT (Pearl 1980; seed 003, Algorithm 4), negamax form: the first move is evaluated
 * (recursively by SCOUT); each other move is first <em>tested</em> — TEST answers whether its
 * value beats the best so far, a yes/no question that needs only one refutation per node — and
 * only a move that passes is evaluated. TEST and SCOUT both count as nodes.
 *
 * <p>TEST in negamax form, with integer values: a position is worth more than v iff some child
 * is worth less than -v, i.e. not at least -v; it is worth at least v iff some child is worth at
 * most -v, i.e. not more than -v. So a strict test asks its children non-strict ones and back.
 */
public final class Scout extends Search {
    public Scout(Settings settings) {
        super(settings);
    }

    @Override
    public String name() {
        return "scout";
    }

    @Override
    protected int run(int depth) {
        return scout(depth, 0);
    }

    /** The exact value of the current position for its player to move. */
    private int scout(int depth, int ply) {
        visit();
        if (isLeaf(depth)) {
            return leafValue();
        }
        int slot = probe();
        if (usable(slot, depth) && table.lower(slot) == table.upper(slot)) {
            if (ply == 0) {
                bestMove = table.move(slot);
            }
            return table.lower(slot);
        }
        int n = generate(ply, tableMove(slot));
        int[] moves = moves(ply);
        state.play(moves[0]);
        int v = -scout(next(depth), ply + 1);
        state.undo();
        int bestM = moves[0];
        for (int i = 1; i < n; i++) {
            int move = moves[i];
            state.play(move);
            // better than v for us iff the child is worth less than -v: not (child >= -v)
            if (!test(-v, false, next(depth), ply + 1)) {
                v = -scout(next(depth), ply + 1);
                bestM = move;
            }
            state.undo();
        }
        store(depth, v, v, bestM);
        if (ply == 0) {
            bestMove = bestM;
        }
        return v;
    }

    /**
     * TEST: whether the current position is worth more than v ({@code strict}) or at least v
     * (not strict), for its player to move.
     */
    private boolean test(int v, boolean strict, int depth, int ply) {
        visit();
        if (isLeaf(depth)) {
            int e = leafValue();
            return strict ? e > v : e >= v;
        }
        // the answer as bounds: "more than v" means at least v + 1; "at least v - 1 ... " etc.
        int yesFrom = strict ? v + 1 : v; // the value is >= yesFrom iff the answer is yes
        int slot = probe();
        if (usable(slot, depth)) {
            if (table.lower(slot) >= yesFrom) {
                return true;
            }
            if (table.upper(slot) < yesFrom) {
                return false;
            }
        }
        int n = generate(ply, tableMove(slot));
        int[] moves = moves(ply);
        for (int i = 0; i < n; i++) {
            state.play(moves[i]);
            // worth more than v iff a child is worth less than -v (not at least -v), and
            // worth at least v iff a child is worth at most -v (not more than -v)
            boolean refutes = !test(-v, !strict, next(depth), ply + 1);
            state.undo();
            if (refutes) {
                store(depth, yesFrom, INFINITY, moves[i]);
                return true;
            }
        }
        store(depth, -INFINITY, yesFrom - 1, -1);
        return false;
    }
}
