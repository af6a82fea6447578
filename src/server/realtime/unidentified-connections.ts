import type { IncomingMessage } from 'node:http';
import { createHolderConnections } from './connection-caps';

/**
 * Transport connections one address may hold before they say who they are (the CONNECT packet
 * with a token). An honest page sends it as soon as its transport opens, so at any moment a
 * school's pages hold a few; a script that opens connections and never sends it holds this many
 * at most, and each newer one sends its oldest away: the pupils' connections, newest, get in.
 */
export const UNIDENTIFIED_PER_ADDRESS = 100;

/**
 * How long a transport connection may stay without a handshake (CONNECT) before it is closed:
 * a page on weak Wi-Fi sends it within a second or two; Socket.IO's default of 45 s let a flood
 * hold its memory that long.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

/** A transport connection as engine.io gives it: the request that opened it, and its closing. */
export interface TransportConnection {
  readonly request: Pick<IncomingMessage, 'socket' | 'headers'>;
  close(): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * Keeps each address's transport connections that have not identified themselves to
 * UNIDENTIFIED_PER_ADDRESS (none when `perAddress` is off): `opened` for each new transport
 * connection, `identified` once its first handshake arrives (whatever its outcome: the address
 * places and the token check take over from there).
 */
export function createUnidentifiedConnections(cap: number | undefined) {
  const waiting = createHolderConnections<TransportConnection>();
  const addressOf = new WeakMap<TransportConnection, string>();
  const forget = (connection: TransportConnection) => {
    const address = addressOf.get(connection);
    if (address === undefined) return;
    addressOf.delete(connection);
    waiting.remove(address, connection);
  };
  return {
    /** A new transport connection from the client's `address`. */
    opened(connection: TransportConnection, address: string): void {
      if (cap === undefined) return;
      addressOf.set(connection, address);
      connection.once('close', () => forget(connection));
      for (const oldest of waiting.add(address, connection, cap)) {
        addressOf.delete(oldest);
        oldest.close();
      }
    },
    identified: forget,
    /** How many of the address's connections wait to identify themselves: for tests. */
    count: (address: string) => waiting.count(address),
  };
}
