package zugzwang.cluster;

import java.io.IOException;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/**
 * What a worker sends back for a job: the answer, or that it was stopped, or why it failed (as a
 * line of text: no exception object crosses the network), and how long its solver took.
 */
public final class JobAnswer implements IdentifiedDataSerializable {
    /** The job's attacker wins. */
    static final byte WON = 1;
    /** He does not (a draw is not a win). */
    static final byte NOT_WON = 2;
    /** The job was stopped before its solver answered. */
    static final byte STOPPED = 3;
    /** The solver (or the worker) could not answer: {@link #error()} says why. */
    static final byte FAILED = 4;

    private byte status;
    private long solverNanos;
    private String error;

    /** For deserialisation. */
    public JobAnswer() {
    }

    JobAnswer(byte status, long solverNanos, String error) {
        this.status = status;
        this.solverNanos = solverNanos;
        this.error = error;
    }

    static JobAnswer failed(String error) {
        return new JobAnswer(FAILED, 0, error);
    }

    byte status() {
        return status;
    }

    long solverNanos() {
        return solverNanos;
    }

    String error() {
        return error;
    }

    @Override
    public int getFactoryId() {
        return ClusterSerialization.FACTORY_ID;
    }

    @Override
    public int getClassId() {
        return ClusterSerialization.JOB_ANSWER;
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeByte(status);
        out.writeLong(solverNanos);
        out.writeString(error);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        status = in.readByte();
        solverNanos = in.readLong();
        error = in.readString();
    }
}
