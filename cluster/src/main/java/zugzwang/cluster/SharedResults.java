package zugzwang.cluster;

import java.io.IOException;
import java.util.UUID;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/**
 * Results of a worker's large searches, sent to every other worker after each of its jobs
 * ({@link zugzwang.core.jobs.JobSolver#shared()}): each worker owns a table, and a job that follows
 * another's on the same subtree, or a task split after its job ran for a while, would otherwise
 * find none of that work. Only data: the game it is about, the sender, and the results in the
 * leaf solver's own format, which a worker answering the same game takes in
 * ({@link zugzwang.core.jobs.JobSolver#learn}) and any other ignores.
 */
public final class SharedResults implements IdentifiedDataSerializable {
    /** The topic the workers publish on and listen to. */
    static final String TOPIC = "zugzwang-shared";

    private JobSpec spec;
    private UUID sender;
    private long[] results;

    /** For deserialisation. */
    public SharedResults() {
    }

    SharedResults(JobSpec spec, UUID sender, long[] results) {
        this.spec = spec;
        this.sender = sender;
        this.results = results;
    }

    JobSpec spec() {
        return spec;
    }

    UUID sender() {
        return sender;
    }

    long[] results() {
        return results;
    }

    @Override
    public int getFactoryId() {
        return ClusterSerialization.FACTORY_ID;
    }

    @Override
    public int getClassId() {
        return ClusterSerialization.SHARED_RESULTS;
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeString(MemberConfigs.PROTOCOL_VERSION);
        spec.write(out);
        out.writeLong(sender.getMostSignificantBits());
        out.writeLong(sender.getLeastSignificantBits());
        out.writeLongArray(results);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        String protocol = in.readString();
        spec = JobSpec.read(in);
        sender = new UUID(in.readLong(), in.readLong());
        results = in.readLongArray();
        if (results == null || !MemberConfigs.PROTOCOL_VERSION.equals(protocol)) {
            results = new long[0]; // another build's results may mean other things: ignored
        }
    }
}
