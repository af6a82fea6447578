import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { takeMoreConnectionsPerTurn, type ExtraAcceptHandles } from './accept-handles';

/** A plain HTTP server on loopback that answers every request with its path. */
async function listeningServer(backlog: number): Promise<http.Server> {
  const server = http.createServer((request, reply) => reply.end(request.url));
  await new Promise<void>((resolve) =>
    server.listen({ port: 0, host: '127.0.0.1', backlog }, resolve),
  );
  return server;
}

function portOf(server: http.Server): number {
  return (server.address() as net.AddressInfo).port;
}

/** Keeps the thread busy, as a saturated server's is, while the kernel queues connections. */
function busyFor(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

/** Counts the server's new connections at each turn of the event loop until `total` came. */
function connectionsPerTurn(server: http.Server, total: number): Promise<number[]> {
  let taken = 0;
  server.on('connection', () => (taken += 1));
  const turns: number[] = [];
  let before = 0;
  return new Promise((resolve) => {
    const turn = () => {
      turns.push(taken - before);
      before = taken;
      if (taken >= total || turns.length > 10_000) resolve(turns);
      else setImmediate(turn);
    };
    setImmediate(turn);
  });
}

describe('extra accept handles', () => {
  const servers: http.Server[] = [];
  const clients: net.Socket[] = [];
  const extras: ExtraAcceptHandles[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.destroy();
    for (const handles of extras.splice(0)) handles.close();
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  async function serverWithExtras(extra: number, backlog = 4096) {
    const server = await listeningServer(backlog);
    servers.push(server);
    const handles = await takeMoreConnectionsPerTurn(server, extra, backlog);
    extras.push(handles);
    return { server, handles };
  }

  /** Opens `count` connections to `port`; resolves once each has asked the kernel to connect. */
  async function connectMany(port: number, count: number): Promise<void> {
    for (let index = 0; index < count; index += 1) {
      const client = net.connect(port, '127.0.0.1');
      client.on('error', () => undefined);
      clients.push(client);
    }
    // Node connects to an address on the next tick; this tick comes after theirs.
    await new Promise((resolve) => process.nextTick(resolve));
  }

  it('has a busy thread take a waiting connection through every handle in one turn', async () => {
    const { server, handles } = await serverWithExtras(15);
    expect(handles.count).toBe(15);
    await connectMany(portOf(server), 40);
    busyFor(300);
    const turns = await connectionsPerTurn(server, 40);
    expect(Math.max(...turns)).toBe(16);
    expect(turns.reduce((sum, taken) => sum + taken, 0)).toBe(40);
  });

  it('takes one waiting connection a turn without them', async () => {
    const { server } = await serverWithExtras(0);
    await connectMany(portOf(server), 10);
    busyFor(300);
    const turns = await connectionsPerTurn(server, 10);
    expect(Math.max(...turns)).toBe(1);
  });

  it('keeps the room for waiting connections that the server asked for', async () => {
    // With room for 4 the kernel holds 5 of them and drops the others' first tries, which their
    // clients repeat a second later; copies listening with Node's default room would hold all.
    const { server } = await serverWithExtras(7, 4);
    let taken = 0;
    server.on('connection', () => (taken += 1));
    await connectMany(portOf(server), 30);
    busyFor(300);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(8);
  });

  it('serves the connections they take as the server serves its own', async () => {
    const { server } = await serverWithExtras(15);
    const port = portOf(server);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        fetch(`http://127.0.0.1:${String(port)}/request-${String(index)}`, {
          headers: { connection: 'close' },
        }).then((reply) => reply.text()),
      ),
    );
    expect(replies).toEqual(Array.from({ length: 40 }, (_, index) => `/request-${String(index)}`));
  });

  it('takes no connection once closed', async () => {
    const { server, handles } = await serverWithExtras(15);
    const port = portOf(server);
    handles.close();
    await new Promise((resolve) => server.close(resolve));
    const outcome = await new Promise((resolve) => {
      const late = net.connect(port, '127.0.0.1');
      clients.push(late);
      late.on('connect', () => resolve('connected'));
      late.on('error', (error: NodeJS.ErrnoException) => resolve(error.code));
    });
    expect(outcome).toBe('ECONNREFUSED');
  });

  it('tells when every connection it took has closed, which the server does not wait for', async () => {
    const { server, handles } = await serverWithExtras(15);
    await connectMany(portOf(server), 40);
    busyFor(300);
    await connectionsPerTurn(server, 40);
    let drained = false;
    const draining = handles.drained().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained).toBe(false);
    for (const client of clients) client.destroy();
    await draining;
    expect(drained).toBe(true);
  });
});
