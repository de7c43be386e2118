package zugzwang.games.qubic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import zugzwang.core.game.GameState;
import zugzwang.core.proof.DfpnSearch;
import zugzwang.core.proof.Goal;
import zugzwang.core.proof.Outcome;
import zugzwang.core.proof.ProofLimits;
import zugzwang.core.proof.ProofResult;

class QubicProverTest {
    /** A random position reached by random play, not over, with {@code stones} stones. */
    private static QubicPosition randomPosition(SplittableRandom r, int stones) {
        while (true) {
            QubicPosition p = new QubicPosition();
            while (p.stones() < stones && !p.isOver()) {
                int c;
                do {
                    c = r.nextInt(64);
                } while ((p.filled() >>> c & 1) != 0);
                p.play(c);
            }
            if (!p.isOver()) {
                return p;
            }
        }
    }

    @Test
    void agreesWithPlainDfpnOnPositionsOfTwentyStonesAndMore() {
        SplittableRandom r = new SplittableRandom(1993);
        int compared = 0;
        int proved = 0;
        int disproved = 0;
        int searched = 0;
        for (int i = 0; i < 120; i++) {
            QubicPosition p = randomPosition(r, 20 + r.nextInt(6));
            for (int attacker = 0; attacker < 2; attacker++) {
                QubicProver.Result ours = new QubicProver(attacker, 200_000, 100_000).prove(p.copy());
                GameState s = QubicGame.get().state(p);
                ProofResult plain = new DfpnSearch(new ProofLimits(2_000_000, 256L << 20)).prove(s, attacker, Goal.WIN);
                if (ours.outcome() == Outcome.UNKNOWN || plain.outcome() == Outcome.UNKNOWN) {
                    continue;
                }
                compared++;
                assertThat(ours.outcome()).as("%s attacker %d", QubicNotation.diagram(p.first(), p.second()), attacker)
                        .isEqualTo(plain.outcome());
                proved += ours.outcome() == Outcome.PROVED ? 1 : 0;
                searched += ours.nodes() > 0 ? 1 : 0;
                disproved += ours.outcome() == Outcome.DISPROVED ? 1 : 0;
                if (ours.outcome() == Outcome.PROVED && p.player() == attacker) {
                    // the move it gives keeps the win: the plain search proves the position after it
                    QubicPosition after = p.copy();
                    after.play(ours.move());
                    ProofResult check = new DfpnSearch(new ProofLimits(2_000_000, 256L << 20))
                            .prove(QubicGame.get().state(after), attacker, Goal.WIN);
                    assertThat(check.outcome()).isNotEqualTo(Outcome.DISPROVED);
                }
            }
        }
        System.out.printf("qubic prover: %d answers compared with DF-PN (%d proved, %d disproved; %d needed a PN tree)%n",
                compared, proved, disproved, searched);
        assertThat(searched).isGreaterThan(20);
        assertThat(compared).isGreaterThan(100);
        assertThat(proved).isGreaterThan(20);
        assertThat(disproved).isGreaterThan(20); // the defender's threat sequences, found at evaluation
    }
}
