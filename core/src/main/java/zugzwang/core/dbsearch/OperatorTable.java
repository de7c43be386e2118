package zugzwang.core.dbsearch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The operators of a domain (Def. 3.2: f = ⟨pre, del, add⟩ with del ⊆ pre) as bit sets, and for
 * each operator the operators that <em>depend</em> on it (Def. 3.15): f2 depends on f1 when f1
 * supports f2 (f1 adds an attribute f2 needs) or f1 precedes f2 (f2 deletes an attribute f1
 * needs, so f1 must come first). Built once per operator set and shared by every search over it
 * (qubic's 912 operators serve every position).
 */
public final class OperatorTable {
    private final int attributes;
    private final int words;
    private final int count;
    private final long[][] pre;
    private final long[][] del;
    private final long[][] add;
    /**
     * dependents[f], made on first use (go-moku's 23,596 operators would need hundreds of MB for
     * all of them, a search uses a few hundred); a race makes the same array twice, harmlessly.
     */
    private final AtomicReferenceArray<int[]> dependents;
    /** followers[f], made on first use like dependents[f]. */
    private final AtomicReferenceArray<int[]> followers;
    /** screens[f]: followers[f] grouped by their first word of pre ({@link Screen}), made on first use. */
    private final AtomicReferenceArray<Screen> screens;
    /** Each thread's {@link FollowerMemo} for this table (tables of more than {@link #DENSE_WORDS} words), made on first use. */
    private final ThreadLocal<FollowerMemo> memos;
    /**
     * The words where pre[f] (after its first, {@link #firstWord}) and add[f] have attributes, with
     * those words' bits, for all operators in three flat arrays: {@link #applicable} is the engine's
     * innermost test, and an operator's few attributes lie in a few of many words (go-moku: at most
     * 4 of 12). Operator f's pre words are entries {@code testFrom[2f] .. testFrom[2f+1]-1} of
     * {@link #testWord} and {@link #testBits}, its add words {@code testFrom[2f+1] .. testFrom[2f+2]-1}:
     * one operator's test reads one run of two arrays, not four arrays of its own.
     */
    private final int[] testFrom;
    private final int[] testWord;
    private final long[] testBits;
    /**
     * The words where del[f] has attributes, with those words' bits, flat as {@link #testWord}:
     * entries {@code delFrom[f] .. delFrom[f+1]-1}. Applying an operator ({@link #apply}), adding
     * what it deletes to a set ({@link #consume}) and asking whether it deletes any of a set
     * ({@link #deletesAny}) touch its few words, not all (go-moku: 1 or 2 of 12).
     */
    private final int[] delFrom;
    private final int[] delWord;
    private final long[] delBits;
    /** Up to this many words a plain loop over all of them is as fast (qubic: measured). */
    private static final int DENSE_WORDS = 4;
    /**
     * Each operator's first word of pre (its lowest non-zero one) and that word's bits, in flat
     * arrays: the first test of {@link #applicable}, with no array of the operator's own to load
     * (go-moku: the attacker's stones the threat needs, the condition that fails most often).
     */
    private final int[] firstWord;
    private final long[] firstBits;
    /** attribute -> operators that need it (pre), and operators that delete it (del). */
    private final int[][] needing;
    private final int[][] deleting;
    private final int[][] adding;

    private OperatorTable(int attributes, List<long[][]> ops) {
        this.attributes = attributes;
        this.words = AttributeSet.words(attributes);
        this.count = ops.size();
        pre = new long[count][];
        del = new long[count][];
        add = new long[count][];
        for (int f = 0; f < count; f++) {
            pre[f] = ops.get(f)[0];
            del[f] = ops.get(f)[1];
            add[f] = ops.get(f)[2];
        }
        firstWord = new int[count];
        firstBits = new long[count];
        testFrom = new int[2 * count + 1];
        int entries = 0;
        for (int f = 0; f < count; f++) {
            int[] preAt = nonZero(pre[f]);
            if (preAt.length > 0) {
                firstWord[f] = preAt[0];
                firstBits[f] = pre[f][preAt[0]];
            }
            entries += Math.max(0, preAt.length - 1) + nonZero(add[f]).length;
        }
        testWord = new int[entries];
        testBits = new long[entries];
        int k = 0;
        for (int f = 0; f < count; f++) {
            testFrom[2 * f] = k;
            int[] preAt = nonZero(pre[f]);
            for (int i = 1; i < preAt.length; i++) {
                testWord[k] = preAt[i];
                testBits[k++] = pre[f][preAt[i]];
            }
            testFrom[2 * f + 1] = k;
            for (int w : nonZero(add[f])) {
                testWord[k] = w;
                testBits[k++] = add[f][w];
            }
        }
        testFrom[2 * count] = k;
        delFrom = new int[count + 1];
        int dels = 0;
        for (int f = 0; f < count; f++) {
            dels += nonZero(del[f]).length;
        }
        delWord = new int[dels];
        delBits = new long[dels];
        int d = 0;
        for (int f = 0; f < count; f++) {
            delFrom[f] = d;
            for (int w : nonZero(del[f])) {
                delWord[d] = w;
                delBits[d++] = del[f][w];
            }
        }
        delFrom[count] = d;
        needing = index(pre);
        deleting = index(del);
        dependents = new AtomicReferenceArray<>(count);
        followers = new AtomicReferenceArray<>(count);
        screens = new AtomicReferenceArray<>(count);
        int memoWords = words;
        memos = ThreadLocal.withInitial(() -> new FollowerMemo(memoWords));
        adding = index(add);
    }

    private static int[] nonZero(long[] set) {
        int n = 0;
        for (long w : set) {
            n += w != 0 ? 1 : 0;
        }
        int[] at = new int[n];
        n = 0;
        for (int i = 0; i < set.length; i++) {
            if (set[i] != 0) {
                at[n++] = i;
            }
        }
        return at;
    }

    /** Starts a table over attributes {@code 0 .. attributes-1}. */
    public static Builder builder(int attributes) {
        return new Builder(attributes);
    }

    /** Collects operators; ids are given in order from 0. */
    public static final class Builder {
        private final int attributes;
        private final List<long[][]> ops = new ArrayList<>();

        private Builder(int attributes) {
            if (attributes < 1) {
                throw new IllegalArgumentException("a domain needs at least one attribute");
            }
            this.attributes = attributes;
        }

        /** Adds ⟨pre, del, add⟩ (attribute numbers) and returns its id. */
        public int add(int[] pre, int[] del, int[] add) {
            int w = AttributeSet.words(attributes);
            long[] p = set(w, pre);
            long[] d = set(w, del);
            long[] a = set(w, add);
            if (!AttributeSet.containsAll(p, d)) {
                throw new IllegalArgumentException("operator " + ops.size() + ": del must be part of pre (Def. 3.2)");
            }
            ops.add(new long[][] {p, d, a});
            return ops.size() - 1;
        }

        private long[] set(int w, int[] attrs) {
            for (int a : attrs) {
                if (a < 0 || a >= attributes) {
                    throw new IllegalArgumentException("attribute " + a + " out of range 0.." + (attributes - 1));
                }
            }
            return AttributeSet.of(w, attrs);
        }

        public OperatorTable build() {
            return new OperatorTable(attributes, ops);
        }
    }

    /** The operators that depend on k: those needing what it adds, and those deleting what it needs. */
    private int[] computeDependents(int k) {
        int[] buffer = new int[count];
        boolean[] seen = new boolean[count];
        int n = 0;
        for (int a : AttributeSet.toArray(add[k])) {
            for (int f : needing[a]) {
                if (f != k && !seen[f]) {
                    seen[f] = true;
                    buffer[n++] = f;
                }
            }
        }
        for (int a : AttributeSet.toArray(pre[k])) {
            for (int f : deleting[a]) {
                if (f != k && !seen[f]) {
                    seen[f] = true;
                    buffer[n++] = f;
                }
            }
        }
        int[] out = Arrays.copyOf(buffer, n);
        Arrays.sort(out);
        return out;
    }

    private int[][] index(long[][] sets) {
        int[] counts = new int[attributes];
        for (long[] s : sets) {
            for (int a : AttributeSet.toArray(s)) {
                counts[a]++;
            }
        }
        int[][] idx = new int[attributes][];
        for (int a = 0; a < attributes; a++) {
            idx[a] = new int[counts[a]];
        }
        int[] fill = new int[attributes];
        for (int f = 0; f < sets.length; f++) {
            for (int a : AttributeSet.toArray(sets[f])) {
                idx[a][fill[a]++] = f;
            }
        }
        return idx;
    }

    public int attributes() {
        return attributes;
    }

    public int words() {
        return words;
    }

    public int size() {
        return count;
    }

    public long[] pre(int f) {
        return pre[f];
    }

    public long[] del(int f) {
        return del[f];
    }

    public long[] add(int f) {
        return add[f];
    }

    /** The operators that depend on {@code f} (it supports or precedes them), ascending. */
    public int[] dependents(int f) {
        int[] d = dependents.get(f);
        if (d == null) {
            d = computeDependents(f);
            dependents.set(f, d);
        }
        return d;
    }

    /**
     * The dependents of {@code f} that can apply once f has been applied: those needing none of
     * the attributes f deletes (a deleted attribute is never re-created, so they never could),
     * ascending. Go-moku: an operator that needs the square f's threat filled empty is a dependent
     * (f precedes it) but never a follower — some of every key's 270 dependents, each an
     * applicability test the search need not make.
     */
    public int[] followers(int f) {
        int[] d = followers.get(f);
        if (d == null) {
            int[] all = dependents(f);
            int[] out = new int[all.length];
            int n = 0;
            for (int g : all) {
                if (!AttributeSet.intersects(pre[g], del[f])) {
                    out[n++] = g;
                }
            }
            d = n == all.length ? all : Arrays.copyOf(out, n);
            followers.set(f, d);
        }
        return d;
    }

    /**
     * An operator list grouped by each member's first word of pre ({@link #firstWord}, its bits
     * {@link #firstBits}): members with the same word and bits (go-moku: threats needing the same
     * attacker stones in that word, differing in gain and replies) form a group, tested once. On
     * 15×15 go-moku (measured over every 97th operator) a key's 379 followers fall in 79 groups on
     * average, and about one follower in 650 applies where the search asks.
     */
    private record Screen(int[] word, long[] bits, int[] start, int[] members, long[] scope) {
    }

    private Screen screen(int f) {
        Screen sc = screens.get(f);
        if (sc == null) {
            // the followers sorted by first word and its bits: each group a run
            int[] members = Arrays.stream(followers(f)).boxed()
                    .sorted(Comparator.comparingInt((Integer g) -> firstWord[g]).thenComparingLong(g -> firstBits[g]))
                    .mapToInt(Integer::intValue).toArray();
            int[] start = new int[members.length + 1];
            int groups = 0;
            for (int i = 0; i < members.length; i++) {
                if (i == 0 || firstWord[members[i]] != firstWord[members[i - 1]]
                        || firstBits[members[i]] != firstBits[members[i - 1]]) {
                    start[groups++] = i;
                }
            }
            start[groups] = members.length;
            int[] word = new int[groups];
            long[] bits = new long[groups];
            for (int k = 0; k < groups; k++) {
                word[k] = firstWord[members[start[k]]];
                bits[k] = firstBits[members[start[k]]];
            }
            // the key's scope: every attribute a follower needs or adds (FollowerMemo)
            long[] scope = new long[words];
            for (int g : members) {
                AttributeSet.addAll(scope, pre[g]);
                AttributeSet.addAll(scope, add[g]);
            }
            sc = new Screen(word, bits, Arrays.copyOf(start, groups + 1), members, scope);
            screens.set(f, sc);
        }
        return sc;
    }

    /**
     * The followers of {@code f} ({@link #followers}) applicable in {@code state}, ascending, in
     * {@code out} (room for every follower); returns how many. The same set as testing each
     * follower, with one test of the first word per group of followers that share it (tables of
     * more than {@link #DENSE_WORDS} words; the others test each).
     */
    public int applicableFollowers(long[] state, int f, int[] out) {
        int n = 0;
        if (words <= DENSE_WORDS) {
            for (int g : followers(f)) {
                if (applicable(state, g)) {
                    out[n++] = g;
                }
            }
            return n;
        }
        return screenedFollowers(state, f, out);
    }

    /**
     * {@link #applicableFollowers}, answered from {@code memo} (this thread's, {@link #memo}) where
     * it holds the key and the state within the key's scope; null: worked out.
     */
    public int applicableFollowers(long[] state, int f, int[] out, FollowerMemo memo) {
        if (memo == null || words <= DENSE_WORDS) {
            return applicableFollowers(state, f, out);
        }
        return memo.applicable(this, state, f, screen(f).scope(), out);
    }

    /**
     * This thread's memo of {@link #applicableFollowers} answers for this table, or null where the
     * table has too few words to screen (each follower tested: as fast).
     */
    public FollowerMemo memo() {
        return words <= DENSE_WORDS ? null : memos.get();
    }

    /** {@link #applicableFollowers} by the screen (tables of more than {@link #DENSE_WORDS} words). */
    int screenedFollowers(long[] state, int f, int[] out) {
        int n = 0;
        Screen sc = screen(f);
        int[] start = sc.start();
        int[] members = sc.members();
        long[] bits = sc.bits();
        int[] word = sc.word();
        for (int i = 0; i < word.length; i++) {
            if ((bits[i] & ~state[word[i]]) != 0) {
                continue; // the group's first word of pre is missing: none of it applies
            }
            for (int j = start[i]; j < start[i + 1]; j++) {
                if (applicableBeyondFirstWord(state, members[j])) {
                    out[n++] = members[j];
                }
            }
        }
        // the groups' order is not the operators': sort the few found (insertion sort)
        for (int i = 1; i < n; i++) {
            int v = out[i];
            int j = i - 1;
            for (; j >= 0 && out[j] > v; j--) {
                out[j + 1] = out[j];
            }
            out[j + 1] = v;
        }
        return n;
    }

    /**
     * Applies {@code f} to {@code state} in place: {@code state := (state − del[f]) ∪ add[f]}
     * ({@link AttributeSet#apply} of its sets), touching only the words where f has attributes.
     */
    public void apply(long[] state, int f) {
        for (int i = delFrom[f]; i < delFrom[f + 1]; i++) {
            state[delWord[i]] &= ~delBits[i];
        }
        for (int i = testFrom[2 * f + 1]; i < testFrom[2 * f + 2]; i++) {
            state[testWord[i]] |= testBits[i]; // add[f]'s words (the second run of f's tests)
        }
    }

    /** {@code set := set ∪ del[f]}, touching only the words where f deletes. */
    public void consume(long[] set, int f) {
        for (int i = delFrom[f]; i < delFrom[f + 1]; i++) {
            set[delWord[i]] |= delBits[i];
        }
    }

    /** Whether {@code f} deletes an attribute of {@code set} (del[f] ∩ set ≠ ∅), from its few words. */
    public boolean deletesAny(int f, long[] set) {
        for (int i = delFrom[f]; i < delFrom[f + 1]; i++) {
            if ((delBits[i] & set[delWord[i]]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The operators that add {@code attribute}, ascending. */
    public int[] adding(int attribute) {
        return adding[attribute];
    }

    /** Whether {@code f} depends on {@code k} (Def. 3.15). */
    public boolean dependsOn(int f, int k) {
        return Arrays.binarySearch(dependents(k), f) >= 0;
    }

    /**
     * Whether {@code f} is defined in {@code state} (pre ⊆ state) and creates nothing that
     * holds already (monotony, Def. 3.12).
     */
    public boolean applicable(long[] state, int f) {
        if (words <= DENSE_WORDS) {
            return AttributeSet.containsAll(state, pre[f]) && !AttributeSet.intersects(state, add[f]);
        }
        if ((firstBits[f] & ~state[firstWord[f]]) != 0) {
            return false; // the first word's pre-conditions are missing (read from the flat arrays)
        }
        return applicableBeyondFirstWord(state, f);
    }

    /**
     * {@link #applicable} of an operator whose first word of pre holds in {@code state} (a screened
     * group's member: the group's test was that word), for tables of more than {@link #DENSE_WORDS}.
     */
    private boolean applicableBeyondFirstWord(long[] state, int f) {
        int i = testFrom[2 * f];
        int adds = testFrom[2 * f + 1];
        int end = testFrom[2 * f + 2];
        for (; i < adds; i++) {
            if ((testBits[i] & ~state[testWord[i]]) != 0) {
                return false; // a pre-condition is missing
            }
        }
        for (; i < end; i++) {
            if ((testBits[i] & state[testWord[i]]) != 0) {
                return false; // it would create what holds already
            }
        }
        return true;
    }
}
