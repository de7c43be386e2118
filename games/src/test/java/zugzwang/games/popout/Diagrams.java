package zugzwang.games.popout;

import zugzwang.games.connect4.Board;

/** Test positions from diagrams: rows top first, {@code x} White, {@code o} Red, {@code .} empty. */
final class Diagrams {
    private Diagrams() {
    }

    /** The position of the diagram with no history (the side to move from the disk parity). */
    static PopOutState position(PopOutGame game, String... rows) {
        Board b = game.board();
        long white = 0;
        long mask = 0;
        for (int i = 0; i < rows.length; i++) {
            int r = rows.length - 1 - i;
            for (int c = 0; c < rows[i].length(); c++) {
                char ch = rows[i].charAt(c);
                if (ch != '.') {
                    mask |= b.cell(c, r);
                    if (ch == 'x') {
                        white |= b.cell(c, r);
                    }
                }
            }
        }
        return game.fromKey(white + mask + b.bottomMask());
    }
}
