/** Who holds a pupil's live connection: their session and their token. */
export interface PupilHolder {
  readonly sessionId: string;
  readonly studentId: string;
}

/**
 * The pupils' live connections of each client address, by session, so that an address whose
 * pupils' places are all taken shares them fairly between its classes: a pupil of a class that
 * holds few places takes one from the class that holds the most, and one child's script, which
 * can only put pupils into classes it joins or creates, keeps no more than those classes' share.
 *
 * `victimFor` picks the connection to send away, or none when the newcomer's class already holds
 * within one place of the largest (so two classes never take places back and forth). Within the
 * largest class it takes a connection of the pupil who holds the most (a second tab before
 * anyone's only one), the newest of those: the pupils who were there first keep theirs.
 */
export function createSessionShares<C>() {
  const holderOf = new Map<C, PupilHolder & { readonly address: string }>();
  /** address -> session -> its connections there, oldest first. */
  const byAddress = new Map<string, Map<string, Set<C>>>();

  const connectionsOf = (address: string, sessionId: string): Set<C> | undefined =>
    byAddress.get(address)?.get(sessionId);

  const remove = (connection: C): void => {
    const holder = holderOf.get(connection);
    if (holder === undefined) return;
    holderOf.delete(connection);
    const sessions = byAddress.get(holder.address);
    const connections = sessions?.get(holder.sessionId);
    connections?.delete(connection);
    if (connections?.size === 0) sessions?.delete(holder.sessionId);
    if (sessions?.size === 0) byAddress.delete(holder.address);
  };

  return {
    /** Records a pupil's connection that holds one of the address's places. */
    add(address: string, holder: PupilHolder, connection: C): void {
      remove(connection);
      const sessions = byAddress.get(address) ?? new Map<string, Set<C>>();
      byAddress.set(address, sessions);
      const connections = sessions.get(holder.sessionId) ?? new Set<C>();
      sessions.set(holder.sessionId, connections);
      connections.add(connection);
      holderOf.set(connection, { ...holder, address });
    },

    /** Forgets a connection that closed or was sent away (once, however often it is called). */
    remove,

    /**
     * The connection a newcomer of `sessionId` from `address` may take the place of, or
     * undefined when its class already holds as fair a share as any.
     */
    victimFor(address: string, sessionId: string): C | undefined {
      const sessions = byAddress.get(address);
      if (sessions === undefined) return undefined;
      let largest: Set<C> | undefined;
      for (const connections of sessions.values())
        if (connections.size > (largest?.size ?? 0)) largest = connections;
      const own = connectionsOf(address, sessionId)?.size ?? 0;
      if (largest === undefined || largest.size < own + 2) return undefined;
      return newestOfBusiestPupil(largest, (connection) => holderOf.get(connection)?.studentId);
    },

    /** How many places the session's pupils hold at the address: for tests. */
    count: (address: string, sessionId: string): number =>
      connectionsOf(address, sessionId)?.size ?? 0,
  };
}

/** The newest connection of the pupil who holds the most of `connections` (oldest first). */
function newestOfBusiestPupil<C>(
  connections: ReadonlySet<C>,
  studentOf: (connection: C) => string | undefined,
): C | undefined {
  const held = new Map<string | undefined, number>();
  for (const connection of connections) {
    const student = studentOf(connection);
    held.set(student, (held.get(student) ?? 0) + 1);
  }
  let victim: C | undefined;
  let most = 0;
  for (const connection of connections) {
    const count = held.get(studentOf(connection)) ?? 0;
    if (count >= most) {
      most = count;
      victim = connection;
    }
  }
  return victim;
}
