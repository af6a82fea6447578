import type { ClientAddressOf } from '#server/limits/client-address';
import { createAddressPlaces, createRolePlaces } from './connection-caps';
import type { SocketIdentity } from './room-notifier';
import { createSessionShares } from './session-shares';
import {
  UNIDENTIFIED_PER_ADDRESS,
  createUnidentifiedConnections,
  type TransportConnection,
} from './unidentified-connections';

/**
 * Handshakes of pupils from an address whose pupils' places are all taken that may have their
 * token checked at once, to see whether their class may take a place from a larger one: enough
 * for a class reconnecting after a Wi-Fi drop, few enough that a flood costs a few look-ups.
 */
export const OVERFLOW_CHECKS_PER_ADDRESS = 10;

/** How many live connections an address may hold, and how its address is found. */
export interface ConnectionLimits {
  /** Live connections one address may hold at once in this process, per pool; no cap when undefined. */
  readonly perAddress: number | undefined;
  /** The client's address of a handshake, as the HTTP routes' limits count it. */
  readonly clientAddress: ClientAddressOf;
  /**
   * How long after its handshake a refusal for too many connections is sent, as an HTTP 429 is
   * (Limits.refusalDelayMs); none when undefined.
   */
  readonly refusalDelayMs?: number;
}

/**
 * Who may hold a live connection, per client address, in this process. A transport connection
 * is `opened` (its address read once), and may then wait a short while unidentified
 * (unidentified-connections.ts). Its handshake is let `beforeToken` when its role's pool has a
 * place (teachers' and everyone else's, connection-caps.ts), or, for a pupil, when the pool is
 * full but a few checks are free; `afterToken` then admits it with the place it holds, or gives
 * it the place of a connection of the address's largest class when its own class holds fewer
 * (session-shares.ts). `refused` gives back whatever it held.
 */
export function createLiveAdmission<C extends TransportConnection>(limits: ConnectionLimits) {
  const capped = limits.perAddress !== undefined;
  const addressOf = new WeakMap<C, string>();
  const places = createRolePlaces<C>(limits.perAddress);
  const unidentified = createUnidentifiedConnections(capped ? UNIDENTIFIED_PER_ADDRESS : undefined);
  const shares = createSessionShares<C>();
  const checks = createAddressPlaces(capped ? OVERFLOW_CHECKS_PER_ADDRESS : undefined);
  const checking = new WeakMap<C, () => void>();

  const address = (connection: C): string => {
    const known = addressOf.get(connection);
    if (known !== undefined) return known;
    const { socket, headers } = connection.request;
    const forwardedFor = headers['x-forwarded-for'];
    const found = limits.clientAddress(
      socket.remoteAddress ?? '',
      typeof forwardedFor === 'string' ? forwardedFor : undefined,
    );
    addressOf.set(connection, found);
    return found;
  };
  const endCheck = (connection: C): boolean => {
    const check = checking.get(connection);
    checking.delete(connection);
    check?.();
    return check !== undefined;
  };
  const watched = new WeakSet<C>();
  const holdShare = (connection: C, identity: SocketIdentity) => {
    if (identity.role !== 'student' || !capped) return;
    shares.add(address(connection), identity, connection);
    if (watched.has(connection)) return;
    watched.add(connection);
    connection.once('close', () => shares.remove(connection));
  };

  return {
    /** A new transport connection. */
    opened(connection: C): void {
      unidentified.opened(connection, address(connection));
    },

    /** Whether a handshake may have its token checked; the claimed role picks the pool. */
    beforeToken(connection: C, claimsTeacher: boolean): boolean {
      unidentified.identified(connection);
      const from = address(connection);
      if (places.enter(connection, from, claimsTeacher)) return true;
      if (claimsTeacher || places.wasRefused(connection)) return false;
      const check = checks.take(from);
      if (check === undefined) return false;
      checking.set(connection, check);
      return true;
    },

    /** Whether the checked handshake is admitted; false: refuse it (call `refused`). */
    afterToken(connection: C, identity: SocketIdentity): boolean {
      if (!endCheck(connection)) {
        holdShare(connection, identity);
        return true;
      }
      if (identity.role !== 'student') return false;
      const victim = shares.victimFor(address(connection), identity.sessionId);
      if (victim === undefined || !places.handOver(victim, connection)) return false;
      shares.remove(victim);
      victim.close();
      holdShare(connection, identity);
      return true;
    },

    /** Gives back the connection's place or check, and refuses its later handshakes. */
    refused: (connection: C): void => {
      endCheck(connection);
      shares.remove(connection);
      places.release(connection);
    },
  };
}
