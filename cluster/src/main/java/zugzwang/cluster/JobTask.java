package zugzwang.cluster;

import java.io.IOException;
import java.util.UUID;
import java.util.concurrent.Callable;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import zugzwang.core.jobs.Job;

/**
 * One job as it travels to a worker: the game ({@link JobSpec}), the moves from its start, the
 * attacker and the question's threshold, the job's id and the coordinator that asked (a worker stops the job when that member
 * leaves). Only data: on the worker it is answered by the {@link WorkerRuntime} the member was
 * started with, which owns the leaf solvers; a member that is not a zugzwang worker answers that it
 * is not.
 */
public final class JobTask implements Callable<JobAnswer>, IdentifiedDataSerializable, HazelcastInstanceAware {
    private JobSpec spec;
    private long jobId;
    private int[] moves;
    private int attacker;
    private int atLeast;
    private UUID coordinator;
    private transient HazelcastInstance member;

    /** For deserialisation. */
    public JobTask() {
    }

    JobTask(JobSpec spec, Job job, UUID coordinator) {
        this.spec = spec;
        this.jobId = job.id();
        this.moves = job.moves();
        this.attacker = job.attacker();
        this.atLeast = job.atLeast();
        this.coordinator = coordinator;
    }

    JobSpec spec() {
        return spec;
    }

    long jobId() {
        return jobId;
    }

    int[] moves() {
        return moves;
    }

    int attacker() {
        return attacker;
    }

    int atLeast() {
        return atLeast;
    }

    UUID coordinator() {
        return coordinator;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance instance) {
        this.member = instance;
    }

    @Override
    public JobAnswer call() {
        Object runtime = member == null ? null : member.getUserContext().get(WorkerRuntime.CONTEXT_KEY);
        if (!(runtime instanceof WorkerRuntime worker)) {
            return JobAnswer.failed("member " + (member == null ? "?" : member.getCluster().getLocalMember().getAddress())
                    + " is not a zugzwang worker");
        }
        return worker.answer(this);
    }

    @Override
    public int getFactoryId() {
        return ClusterSerialization.FACTORY_ID;
    }

    @Override
    public int getClassId() {
        return ClusterSerialization.JOB_TASK;
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        spec.write(out);
        out.writeLong(jobId);
        out.writeIntArray(moves);
        out.writeInt(attacker);
        out.writeInt(atLeast);
        out.writeLong(coordinator.getMostSignificantBits());
        out.writeLong(coordinator.getLeastSignificantBits());
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        spec = JobSpec.read(in);
        jobId = in.readLong();
        moves = in.readIntArray();
        attacker = in.readInt();
        atLeast = in.readInt();
        coordinator = new UUID(in.readLong(), in.readLong());
    }
}
