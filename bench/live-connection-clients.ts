/**
 * The browsers of bench/live-connection-memory.ts, in a process of their own so their memory is
 * not counted: opens one WebSocket-only live connection per handshake `auth` it is sent (with the
 * headers a school Chromebook sends), asks for the student's state as the app does, and reports
 * how many connected and how many were refused.
 */
import { io, type Socket } from 'socket.io-client';

const CHROMEBOOK_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'accept-language': 'nb-NO,nb;q=0.9,no;q=0.8,en;q=0.7',
  'accept-encoding': 'gzip, deflate, br',
  'cache-control': 'no-cache',
  pragma: 'no-cache',
};

/** Connections opened at once before a short pause, as classes arrive rather than one burst. */
const BATCH = 100;

interface OpenRequest {
  readonly url: string;
  readonly auths: readonly object[];
}

const sockets: Socket[] = [];

process.on('message', (request: OpenRequest) => {
  void openAll(request).then((outcome) => process.send?.(outcome));
});

async function openAll({ url, auths }: OpenRequest) {
  let connected = 0;
  let refused = 0;
  const open = (auth: object) =>
    new Promise<void>((resolve) => {
      const socket = io(url, {
        auth,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { ...CHROMEBOOK_HEADERS, origin: url },
      });
      sockets.push(socket);
      socket.once('connect', () => {
        connected += 1;
        socket.emit('joinSession', {});
        resolve();
      });
      socket.once('connect_error', () => {
        refused += 1;
        resolve();
      });
    });
  for (let start = 0; start < auths.length; start += BATCH)
    await Promise.all(auths.slice(start, start + BATCH).map(open));
  return { connected, refused };
}
