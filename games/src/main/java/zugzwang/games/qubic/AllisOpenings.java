package zugzwang.games.qubic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Allis' split of the qubic proof at four plies (1994, §4.5.1): white (the first player) opens on
 * corner 0; for each of black's 12 distinct replies white's second move is chosen by hand — a
 * 7-cube on a straight line through 0 that black's move is not on — which gives seven three-ply
 * positions ⟨white, white, black⟩; with each of black's 61 second moves they make 427 four-ply
 * positions, 195 up to symmetry. PN search then proves each of the 195.
 */
public final class AllisOpenings {
    /** Allis' chosen three-ply positions: white's two cells, then black's. */
    public static final int[][] CHOSEN = {{0, 3, 12}, {0, 3, 20}, {0, 3, 21}, {0, 3, 24}, {0, 3, 60}, {0, 3, 61},
        {0, 12, 1}};

    private AllisOpenings() {
    }

    /** The 195 four-ply positions, each as its canonical form (white to move), in order of first appearance. */
    public static List<QubicPosition> fourPly() {
        Map<String, long[]> distinct = new LinkedHashMap<>();
        long[] canon = new long[2];
        for (int[] w : CHOSEN) {
            for (int b2 = 0; b2 < Qubic.CELLS; b2++) {
                if (b2 == w[0] || b2 == w[1] || b2 == w[2]) {
                    continue;
                }
                Qubic.canonical((1L << w[0]) | (1L << w[1]), (1L << w[2]) | (1L << b2), canon);
                distinct.putIfAbsent(canon[0] + "/" + canon[1], new long[] {canon[0], canon[1]});
            }
        }
        List<QubicPosition> out = new ArrayList<>();
        for (long[] p : distinct.values()) {
            out.add(QubicNotation.position(p[0], p[1]));
        }
        return out;
    }
}
