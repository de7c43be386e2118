package zugzwang.cluster;

import com.hazelcast.nio.serialization.DataSerializableFactory;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/**
 * The only objects of ours that cross the network, by number: a member makes them from this
 * factory (no class names are read off the wire, and Java serialisation is not used for them).
 */
public final class ClusterSerialization implements DataSerializableFactory {
    /** Ours among the factories of a member ("zz" in ASCII). */
    public static final int FACTORY_ID = 0x7a7a;
    static final int JOB_TASK = 1;
    static final int JOB_ANSWER = 2;
    static final int SHARED_RESULTS = 3;

    @Override
    public IdentifiedDataSerializable create(int typeId) {
        return switch (typeId) {
            case JOB_TASK -> new JobTask();
            case JOB_ANSWER -> new JobAnswer();
            case SHARED_RESULTS -> new SharedResults();
            default -> null;
        };
    }
}
