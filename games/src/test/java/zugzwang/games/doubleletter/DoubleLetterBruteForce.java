package zugzwang.games.doubleletter;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Independent brute force for the double-letter puzzle, sharing no code with the db-search
 * domain: the letters derivable from a string by memoised rewriting, and the path classes of
 * §3.3 counted by enumerating every applicable path of the operator encoding (segments with
 * letters), written here from the definitions.
 */
final class DoubleLetterBruteForce {
    private DoubleLetterBruteForce() {
    }

    /** The single letters derivable from {@code s} (a bit set, bit 0 = a). */
    static int derivable(String s) {
        return derivable(s, new HashMap<>());
    }

    private static int derivable(String s, Map<String, Integer> memo) {
        if (s.length() == 1) {
            return 1 << (s.charAt(0) - 'a');
        }
        Integer known = memo.get(s);
        if (known != null) {
            return known;
        }
        int out = 0;
        for (int i = 0; i + 1 < s.length(); i++) {
            if (s.charAt(i) == s.charAt(i + 1)) {
                int z = s.charAt(i) - 'a';
                for (int y : new int[] {(z + 4) % 5, (z + 1) % 5}) {
                    out |= derivable(s.substring(0, i) + (char) ('a' + y) + s.substring(i + 2), memo);
                }
            }
        }
        memo.put(s, out);
        return out;
    }

    /** An operator of the encoding: join segments p..q and q+1..r, both letter z1, into z2. */
    record Op(int p, int q, int r, int z1, int z2) {
    }

    /** A state: the segments' right ends and letters, left to right (the segments cover 0..n−1). */
    record Segment(int from, int to, int letter) {
    }

    /** Counts of §3.3: all paths (U_p, the empty one included), classes of ≡, key classes. */
    record Counts(long paths, int classes, int keyClasses) {
    }

    /**
     * Enumerates every applicable path from the axiom. Paths with the same operator set form one
     * class of ≡ (a permutation of an applicable path); a class is a key class when all its paths
     * end with the same operator. The empty path is one class and, as in the thesis' count of 7
     * for aacc, one key class.
     */
    static Counts counts(String axiom) {
        List<Segment> start = new ArrayList<>();
        for (int i = 0; i < axiom.length(); i++) {
            start.add(new Segment(i, i, axiom.charAt(i) - 'a'));
        }
        Map<Set<Op>, Set<Op>> lastOps = new HashMap<>();
        long[] paths = {0};
        walk(start, new ArrayList<>(), lastOps, paths);
        int keyClasses = 0;
        for (Map.Entry<Set<Op>, Set<Op>> e : lastOps.entrySet()) {
            if (e.getKey().isEmpty() || e.getValue().size() == 1) {
                keyClasses++;
            }
        }
        return new Counts(paths[0], lastOps.size(), keyClasses);
    }

    private static void walk(List<Segment> state, List<Op> path, Map<Set<Op>, Set<Op>> lastOps, long[] paths) {
        paths[0]++;
        Set<Op> set = new HashSet<>(path);
        Set<Op> last = lastOps.computeIfAbsent(set, k -> new HashSet<>());
        if (!path.isEmpty()) {
            last.add(path.get(path.size() - 1));
        }
        if (state.size() == 1) {
            return; // a solution: its extensions are redundant (and there are none)
        }
        for (int i = 0; i + 1 < state.size(); i++) {
            Segment a = state.get(i);
            Segment b = state.get(i + 1);
            if (a.letter() != b.letter()) {
                continue;
            }
            for (int y : new int[] {(a.letter() + 4) % 5, (a.letter() + 1) % 5}) {
                List<Segment> next = new ArrayList<>(state.subList(0, i));
                next.add(new Segment(a.from(), b.to(), y));
                next.addAll(state.subList(i + 2, state.size()));
                path.add(new Op(a.from(), a.to(), b.to(), a.letter(), y));
                walk(next, path, lastOps, paths);
                path.remove(path.size() - 1);
            }
        }
    }
}
