/**
 * Live connections one pupil may hold at once: a second tab, and a reconnect that overlaps the
 * connection it replaces. A newer one sends the oldest away.
 */
export const LIVE_CONNECTIONS_PER_PUPIL = 3;

/**
 * Live connections one session's teacher may hold at once: the dashboard on the projector, on
 * the teacher's own screen and phone, and reconnects. A newer one sends the oldest away.
 */
export const LIVE_CONNECTIONS_PER_TEACHER = 5;

/**
 * The live connections of each holder of a token (a pupil, a session's teacher), oldest first,
 * kept to a cap: adding one beyond it gives back the oldest, which the caller closes. A tablet
 * that reconnects before the server has noticed its old connection die gets in at once.
 */
export function createHolderConnections<T>() {
  const byHolder = new Map<string, Set<T>>();
  return {
    /** Records the holder's new connection; returns the connections that must go, oldest first. */
    add(holder: string, connection: T, cap: number): T[] {
      const connections = byHolder.get(holder) ?? new Set<T>();
      byHolder.set(holder, connections);
      connections.add(connection);
      const excess: T[] = [];
      for (const oldest of connections) {
        if (connections.size - excess.length <= cap) break;
        excess.push(oldest);
      }
      for (const gone of excess) connections.delete(gone);
      return excess;
    },
    /** Forgets a connection that closed. */
    remove(holder: string, connection: T): void {
      const connections = byHolder.get(holder);
      connections?.delete(connection);
      if (connections?.size === 0) byHolder.delete(holder);
    },
    /** How many connections the holder has now. */
    count(holder: string): number {
      return byHolder.get(holder)?.size ?? 0;
    },
  };
}

/**
 * Places for live connections per client address, in this process. A new connection takes a
 * place or is refused when the address has none left; its release gives the place back (once,
 * however often it is called). No cap (undefined) when a test run lifts the per-address limits.
 */
export function createAddressPlaces(perAddress: number | undefined) {
  const taken = new Map<string, number>();
  return {
    /** A place for a connection from the address, or undefined when it has used them all. */
    take(address: string): (() => void) | undefined {
      const used = taken.get(address) ?? 0;
      if (perAddress !== undefined && used >= perAddress) return undefined;
      taken.set(address, used + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (taken.get(address) ?? 1) - 1;
        if (left <= 0) taken.delete(address);
        else taken.set(address, left);
      };
    },
    /** How many places the address holds now. */
    count(address: string): number {
      return taken.get(address) ?? 0;
    },
  };
}
