package zugzwang.core.proof;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.Game;
import zugzwang.core.game.GameState;
import zugzwang.core.search.Nim;
import zugzwang.core.search.TreeGame;

/**
 * Write → verify round trips on random trees and on Nim (transpositions), for both goals and both
 * attackers; every file is then tampered with, one reply at a time changed to a move that does
 * not achieve the goal (by brute force), and must be rejected with a hole below that move.
 */
class StrategyRoundTripTest {

    /** Writes (if the brute force proves it) or expects a refusal; returns the text or null. */
    private static String roundTrip(Game game, String root, int attacker, Goal goal) {
        StrategyBruteForce exact = new StrategyBruteForce();
        GameState rootState = root.equals("-") ? game.start() : game.parse(root);
        if (!exact.achieves(rootState, attacker, goal)) {
            assertThatThrownBy(() -> StrategyFiles.write(exact, game, root, attacker, goal))
                    .isInstanceOf(StrategyException.class).hasMessageContaining("does not prove");
            return null;
        }
        String text = StrategyFiles.write(exact, game, root, attacker, goal);
        StrategyVerdict v = StrategyFiles.verify(text, game);
        assertThat(v.valid()).as(v.summary()).isTrue();
        List<String> lines = StrategyFiles.lines(text);
        int count = StrategyFiles.strategyLines(lines).size();
        assertThat(v.lines()).isEqualTo(count);
        assertThat(v.attackerPositions()).isEqualTo(count); // one line per position reached, none unused
        assertThat(v.unusedLines()).isZero();
        return text;
    }

    /** Every line tampered with once (first non-achieving alternative): always rejected. */
    private static int tamperAll(Game game, String root, int attacker, Goal goal, String text) {
        StrategyBruteForce exact = new StrategyBruteForce();
        GameState rootState = root.equals("-") ? game.start() : game.parse(root);
        List<String> lines = StrategyFiles.lines(text);
        int tampered = 0;
        for (int i : StrategyFiles.strategyLines(lines)) {
            String line = lines.get(i);
            String path = StrategyFiles.pathOf(line);
            GameState at = StrategyFiles.at(rootState, path);
            String bad = StrategyFiles.losingAlternative(exact, at, attacker, goal);
            if (bad == null) {
                continue;
            }
            List<String> copy = StrategyFiles.lines(text);
            copy.set(i, StrategyFiles.withReply(line, bad));
            StrategyVerdict v = StrategyFiles.verify(StrategyFiles.text(copy), game);
            assertThat(v.valid()).as("tampered line %d: %s", i + 1, copy.get(i)).isFalse();
            // both walk depth-first in the same order: the hole lies below the changed reply
            String prefix = (path.equals("-") ? "" : path + ",") + bad;
            assertThat(v.path() + ",").startsWith(prefix + ",");
            assertThat(v.hole()).containsAnyOf("no reply for this position", "the game ends here in a");
            tampered++;
        }
        return tampered;
    }

    @Test
    void randomTreesBothGoalsBothAttackers() {
        int proved = 0;
        int refused = 0;
        int tampered = 0;
        for (long seed = 1; seed <= 60; seed++) {
            TreeGame game = TreeGame.random(seed, 6, 3, 0.75, 1);
            for (int attacker = 0; attacker < 2; attacker++) {
                for (Goal goal : Goal.values()) {
                    String text = roundTrip(game, "-", attacker, goal);
                    if (text == null) {
                        refused++;
                    } else {
                        proved++;
                        tampered += tamperAll(game, "-", attacker, goal, text);
                    }
                }
            }
        }
        // the sample has both kinds, and real tampering
        assertThat(proved).isGreaterThan(40);
        assertThat(refused).isGreaterThan(40);
        assertThat(tampered).isGreaterThan(100);
    }

    @Test
    void nimWithTranspositionsBothGoalsBothAttackersAndRoots() {
        int proved = 0;
        for (Nim game : List.of(new Nim(2, 3, 3), new Nim(3, 2, 3, 4), new Nim(2, 1, 4))) {
            for (String root : List.of("-", "0")) {
                for (int attacker = 0; attacker < 2; attacker++) {
                    for (Goal goal : Goal.values()) {
                        String text = roundTrip(game, root, attacker, goal);
                        if (text != null) {
                            proved++;
                            assertThat(tamperAll(game, root, attacker, goal, text)).isPositive();
                        }
                    }
                }
            }
        }
        // Nim has no draws: exactly one player wins each (game, root), with both goals
        assertThat(proved).isEqualTo(3 * 2 * 2);
    }

    @Test
    void transpositionsAreWrittenOnceByKeyButPerPathWhenHistoryDependent() {
        Nim byKey = new Nim(2, 3, 3);
        Nim byPath = byKey.declaredHistoryDependent();
        StrategyBruteForce exact = new StrategyBruteForce();
        int winner = exact.achieves(byKey.start(), 0, Goal.WIN) ? 0 : 1;
        String keyed = roundTrip(byKey, "-", winner, Goal.WIN);
        String pathed = roundTrip(byPath, "-", winner, Goal.WIN);
        assertThat(keyed).contains("# positions by key");
        assertThat(pathed).contains("# positions by path");
        int keyedLines = StrategyFiles.strategyLines(StrategyFiles.lines(keyed)).size();
        int pathedLines = StrategyFiles.strategyLines(StrategyFiles.lines(pathed)).size();
        assertThat(keyedLines).isLessThan(pathedLines);
        assertThat(tamperAll(byPath, "-", winner, Goal.WIN, pathed)).isPositive();
        // a keyed file checked by path misses the positions it gave once for several paths
        StrategyVerdict v = StrategyFiles.verify(keyed.replace(byKey.name(), byPath.name()), byPath);
        assertThat(v.valid()).isFalse();
        assertThat(v.hole()).endsWith("no reply for this position");
    }
}
