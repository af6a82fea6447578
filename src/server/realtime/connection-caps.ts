/**
 * Live connections one student may hold at once: a second tab, and a reconnect that overlaps the
 * connection it replaces. A newer one sends the oldest away.
 */
export const LIVE_CONNECTIONS_PER_STUDENT = 3;

/**
 * Live connections one session's teacher may hold at once: the dashboard on the projector, on
 * the teacher's own screen and phone, and reconnects. A newer one sends the oldest away.
 */
export const LIVE_CONNECTIONS_PER_TEACHER = 5;

/**
 * The live connections of each holder of a token (a student, a session's teacher), oldest first,
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

/** A transport connection, which says when it closes. */
export interface ClosingConnection {
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The address places of transport connections (engine.io's, under Socket.IO's handshakes): one
 * place per connection, however many handshakes (CONNECT packets) it sends, held from its first
 * handshake until it closes. A refused handshake gives the place back at once and leaves the
 * connection refused: a later handshake on it takes no place and is refused too (the caller
 * closes it). So a flood of bad handshakes, over one connection or many, holds a place only
 * while each is looked at, never until the connection times out.
 */
export function createConnectionPlaces<C extends ClosingConnection>(
  places: Pick<ReturnType<typeof createAddressPlaces>, 'take'>,
) {
  const held = new WeakMap<C, (() => void) | 'refused'>();
  const release = (connection: C) => {
    const place = held.get(connection);
    held.set(connection, 'refused');
    if (typeof place === 'function') place();
  };
  return {
    /**
     * A place for the connection's handshake: the one it holds, or a new one from the address.
     * False when it is refused: the address holds all its places, or the connection was refused.
     */
    enter(connection: C, address: string): boolean {
      const place = held.get(connection);
      if (place !== undefined) return place !== 'refused';
      const taken = places.take(address);
      if (taken === undefined) return false;
      held.set(connection, taken);
      connection.once('close', () => release(connection));
      return true;
    },
    /** Gives the connection's place back, and refuses its later handshakes. */
    release,
    /** Whether the connection was refused (its place given back), not merely never given one. */
    wasRefused: (connection: C): boolean => held.get(connection) === 'refused',
    /**
     * Moves the place `from` holds to `to`, which holds none: `from` is refused from then on.
     * False, and nothing moved, when `from` holds no place.
     */
    handOver(from: C, to: C): boolean {
      const place = held.get(from);
      if (typeof place !== 'function' || held.get(to) !== undefined) return false;
      held.set(from, 'refused');
      held.set(to, place);
      to.once('close', () => release(to));
      return true;
    },
  };
}

/**
 * Address places in two pools, one for the connections that say they are a session's teacher and
 * one for all others, each `perAddress` large: pupils, or one pupil's script, that take every
 * place of their school's address never shut a teacher out, and the other way round. A
 * connection stays in the pool of its first handshake. The role is the handshake's claim, read
 * before the token: a false claim is refused at the token check and gives its place back at once.
 */
export function createRolePlaces<C extends ClosingConnection>(perAddress: number | undefined) {
  const teachers = createConnectionPlaces<C>(createAddressPlaces(perAddress));
  const others = createConnectionPlaces<C>(createAddressPlaces(perAddress));
  const poolOf = new WeakMap<C, typeof teachers>();
  return {
    /** A place for the connection's handshake in its pool; false when it is refused. */
    enter: (connection: C, address: string, claimsTeacher: boolean): boolean => {
      let pool = poolOf.get(connection);
      if (pool === undefined) {
        pool = claimsTeacher ? teachers : others;
        poolOf.set(connection, pool);
      }
      return pool.enter(connection, address);
    },
    /** Gives the connection's place back, and refuses its later handshakes. */
    release: (connection: C): void => {
      (poolOf.get(connection) ?? others).release(connection);
    },
    /** Whether the connection was refused, not merely never given a place. */
    wasRefused: (connection: C): boolean =>
      (poolOf.get(connection) ?? others).wasRefused(connection),
    /** Moves the place `from` holds to `to` (see createConnectionPlaces); false when none moved. */
    handOver: (from: C, to: C): boolean => {
      const pool = poolOf.get(from);
      if (pool === undefined || !pool.handOver(from, to)) return false;
      poolOf.set(to, pool);
      return true;
    },
  };
}
