package zugzwang.cluster;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Where a member of a zugzwang cluster lives and whom it joins: the cluster's name (members of
 * another name are never joined), the interface it binds to (default 127.0.0.1: a cluster belongs
 * on a private network, its members run each other's jobs), the first port it tries (the next ones
 * if taken), and the members it joins by TCP (no multicast, no discovery).
 *
 * @param name the cluster's name: letters, digits, '.', '_' and '-'
 * @param bind the address of the interface to bind to (an IP address or a host name)
 * @param port the first port to try, 1–65535 (Hazelcast's 5701 by default)
 * @param join the members to join, as HOST:PORT (empty: start a cluster of one, others join it)
 */
public record ClusterOptions(String name, String bind, int port, List<String> join) {
    /** The name of a cluster nobody names. */
    public static final String DEFAULT_NAME = "zugzwang";
    /** Only this machine, unless the user says otherwise. */
    public static final String DEFAULT_BIND = "127.0.0.1";
    /** Hazelcast's usual first port. */
    public static final int DEFAULT_PORT = 5701;

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,64}");
    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9.-]{1,253}|\\[[0-9A-Fa-f:.]+\\]");

    public ClusterOptions {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("cluster name '" + name
                    + "': 1 to 64 letters, digits, '.', '_' or '-'");
        }
        if (bind == null || !HOST.matcher(bind).matches()) {
            throw new IllegalArgumentException("bind address '" + bind + "': an IP address or a host name");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port " + port + ": 1 to 65535");
        }
        join = List.copyOf(join);
        for (String a : join) {
            address(a);
        }
    }

    /** A cluster of one on 127.0.0.1, to be joined. */
    public static ClusterOptions local() {
        return new ClusterOptions(DEFAULT_NAME, DEFAULT_BIND, DEFAULT_PORT, List.of());
    }

    /** The same, joining these members. */
    public ClusterOptions joining(List<String> members) {
        return new ClusterOptions(name, bind, port, members);
    }

    /** The same with this name. */
    public ClusterOptions named(String clusterName) {
        return new ClusterOptions(clusterName, bind, port, join);
    }

    /** The same, binding to this address and trying this port first. */
    public ClusterOptions at(String address, int firstPort) {
        return new ClusterOptions(name, address, firstPort, join);
    }

    /**
     * Checks that a bind address names an interface of this machine, so that a member is never
     * started on one it cannot bind (Hazelcast would log its failure at length first).
     *
     * @throws IllegalArgumentException with one line: an unknown host, or not this machine's
     */
    public static void checkLocal(String bind) {
        InetAddress address = resolve(bind, "bind address '" + bind + "'");
        boolean local;
        try {
            local = address.isLoopbackAddress() || address.isAnyLocalAddress()
                    || NetworkInterface.getByInetAddress(address) != null;
        } catch (SocketException e) {
            local = true; // the interfaces cannot be listed: let the member try
        }
        if (!local) {
            throw new IllegalArgumentException("bind address '" + bind + "' (" + address.getHostAddress()
                    + "): not an address of this machine");
        }
    }

    /**
     * Checks that every member's host name resolves, so that a mistyped name is refused at once
     * instead of being tried for ever (an address that resolves but does not answer is waited for,
     * as a worker that has not started yet is).
     *
     * @throws IllegalArgumentException naming the first member whose host is unknown
     */
    public static void checkResolvable(List<String> members) {
        for (String a : members) {
            resolve(a.substring(0, a.lastIndexOf(':')), "member address '" + a + "'");
        }
    }

    /**
     * The address of a host given as a name, an IP address or a bracketed IPv6 address.
     *
     * @throws IllegalArgumentException "{@code what}: unknown host"
     */
    static InetAddress resolve(String host, String what) {
        try {
            return InetAddress.getByName(host.startsWith("[") ? host.substring(1, host.length() - 1) : host);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(what + ": unknown host");
        }
    }

    /**
     * Splits a comma-separated list of HOST:PORT (blanks allowed around the commas).
     *
     * @throws IllegalArgumentException naming the first bad address
     */
    public static List<String> parseMembers(String list) {
        List<String> out = new ArrayList<>();
        for (String part : list.split(",", -1)) {
            String a = part.strip();
            address(a);
            out.add(a);
        }
        return out;
    }

    /** Checks one HOST:PORT. */
    private static void address(String a) {
        int colon = a.lastIndexOf(':');
        String why = null;
        if (colon <= 0 || colon == a.length() - 1) {
            why = "HOST:PORT expected";
        } else if (!HOST.matcher(a.substring(0, colon)).matches()) {
            why = "not a host name or IP address";
        } else {
            try {
                int p = Integer.parseInt(a.substring(colon + 1));
                if (p < 1 || p > 65535) {
                    why = "port out of 1-65535";
                }
            } catch (NumberFormatException e) {
                why = "the port is not a number";
            }
        }
        if (why != null) {
            throw new IllegalArgumentException("member address '" + a + "': " + why);
        }
    }
}
