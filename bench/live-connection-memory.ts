/**
 * What a pupil's live connection costs the server in memory: the heap, resident and external
 * bytes per connection after full collections, for 3,000 pupils (100 classes of 30) connected
 * over WebSocket, once on a bare Socket.IO server (the library's own share) and once on the app
 * (with its admission, rooms and state). The bare server is measured twice: as Socket.IO keeps a
 * connection, and with the engine's first HTTP request dropped after the handshake, as its guide
 * to memory suggests. The browsers run in a child process. Run with `npm run bench:live-memory`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { CreateSessionReply, JoinReply } from '../src/shared/contracts/sessions';
import { DEFAULT_LIMITS } from '../src/server/config';
import { startBenchApp } from './bench-app';

const CLASSES = 100;
const CLASS_SIZE = 30;
const PUPILS = CLASSES * CLASS_SIZE;

interface Outcome {
  readonly connected: number;
  readonly refused: number;
}

const collect = (globalThis as { gc?: () => void }).gc;
if (collect === undefined)
  throw new Error('Run with node --expose-gc (npm run bench:live-memory).');

/** Heap, resident and external bytes after full collections. */
function settledMemory() {
  for (let round = 0; round < 4; round += 1) collect?.();
  return process.memoryUsage();
}

function urlOf(server: HttpServer): string {
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}

/**
 * Opens a live connection per `auth` from a child process and prints the memory per connection;
 * with `dropRequestOn`, that server forgets each connection's first HTTP request once connected.
 */
async function measure(
  label: string,
  url: string,
  auths: readonly object[],
  dropRequestOn?: Server,
) {
  const drop = (socket: { conn: { request: unknown } }) => {
    socket.conn.request = null;
  };
  dropRequestOn?.on('connection', drop);
  const before = settledMemory();
  const browsers: ChildProcess = fork(new URL('./live-connection-clients.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  const outcome = await new Promise<Outcome>((resolve) => {
    browsers.once('message', (message) => resolve(message as Outcome));
    browsers.send({ url, auths });
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = settledMemory();
  const per = (key: 'heapUsed' | 'rss' | 'external') =>
    ((after[key] - before[key]) / outcome.connected / 1024).toFixed(1);
  console.info(
    `${label}: ${String(outcome.connected)} connected, ${String(outcome.refused)} refused; ` +
      `per connection ${per('heapUsed')} KB heap, ${per('rss')} KB resident, ${per('external')} KB external`,
  );
  dropRequestOn?.off('connection', drop);
  browsers.kill();
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

async function measureBareSocketIo() {
  const http = createServer();
  const io = new Server(http, { serveClient: false, transports: ['websocket', 'polling'] });
  io.on('connection', (socket) => {
    const { classIndex } = socket.handshake.auth as { classIndex: number };
    void socket.join(`class-${String(classIndex)}`);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const auths = Array.from({ length: PUPILS }, (_, index) => ({
    classIndex: Math.floor(index / CLASS_SIZE),
  }));
  await measure('bare Socket.IO', urlOf(http), auths);
  await measure('bare Socket.IO, request dropped', urlOf(http), auths, io);
  await io.close();
}

async function measureApp() {
  // All the simulated pupils come from one address: its limits would refuse most of them.
  const bench = await startBenchApp('live-memory', {
    ...DEFAULT_LIMITS,
    perStudent: false,
    perAddress: false,
  });
  const auths: object[] = [];
  for (let classIndex = 0; classIndex < CLASSES; classIndex += 1) {
    const session = await bench.post<CreateSessionReply>('/api/sessions', {
      autoStart: true,
      operations: [
        { type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 10 },
      ],
    });
    for (let index = 0; index < CLASS_SIZE; index += 1) {
      const joined = await bench.post<JoinReply>(`/api/sessions/${session.sessionCode}/join`, {
        name: `Pupil ${String(index + 1)}`,
      });
      auths.push({
        role: 'student',
        sessionId: session.sessionId,
        studentId: joined.studentId,
        token: joined.reconnectionToken,
      });
    }
  }
  await bench.app.listen({ port: 0, host: '127.0.0.1' });
  await measure('the app', urlOf(bench.app.server), auths);
  await bench.close();
}

await measureBareSocketIo();
await measureApp();
