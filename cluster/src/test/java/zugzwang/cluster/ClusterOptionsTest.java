package zugzwang.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The cluster's name, the bind address, the port and the members to join: what is refused, and how. */
class ClusterOptionsTest {
    @Test
    void parsesMemberLists() {
        assertThat(ClusterOptions.parseMembers("10.0.0.1:5701, node-2.lan:5702,[::1]:5703"))
                .containsExactly("10.0.0.1:5701", "node-2.lan:5702", "[::1]:5703");
    }

    @Test
    void refusesBadMemberAddressesWithOneLineNamingThem() {
        assertThatThrownBy(() -> ClusterOptions.parseMembers("10.0.0.1")).hasMessage(
                "member address '10.0.0.1': HOST:PORT expected");
        assertThatThrownBy(() -> ClusterOptions.parseMembers("a:1,b:x")).hasMessage(
                "member address 'b:x': the port is not a number");
        assertThatThrownBy(() -> ClusterOptions.parseMembers("a:70000")).hasMessage(
                "member address 'a:70000': port out of 1-65535");
        assertThatThrownBy(() -> ClusterOptions.parseMembers("a b:1")).hasMessage(
                "member address 'a b:1': not a host name or IP address");
        assertThatThrownBy(() -> ClusterOptions.parseMembers("a:1,")).hasMessage(
                "member address '': HOST:PORT expected");
    }

    @Test
    void refusesBadNamesPortsAndBindAddresses() {
        assertThatThrownBy(() -> ClusterOptions.local().named("my cluster"))
                .hasMessageStartingWith("cluster name 'my cluster'");
        assertThatThrownBy(() -> ClusterOptions.local().at("127.0.0.1", 0)).hasMessage("port 0: 1 to 65535");
        assertThatThrownBy(() -> ClusterOptions.local().at("a/b", 5701)).hasMessageStartingWith("bind address 'a/b'");
        assertThatThrownBy(() -> new ClusterOptions("x", "127.0.0.1", 5701, List.of("nope")))
                .hasMessage("member address 'nope': HOST:PORT expected");
    }

    @Test
    void theDefaultsAreAPrivateClusterOnThisMachine() {
        ClusterOptions o = ClusterOptions.local();
        assertThat(o.bind()).isEqualTo("127.0.0.1");
        assertThat(o.port()).isEqualTo(5701);
        assertThat(o.name()).isEqualTo("zugzwang");
        assertThat(o.join()).isEmpty();
    }
}
