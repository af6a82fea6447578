import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** More connections than Node's default backlog (511) lets the kernel hold. */
const BURST = 1_000;

let server: ChildProcess | undefined;
const sockets: net.Socket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (server?.pid !== undefined) {
    process.kill(server.pid, 'SIGCONT');
    server.kill();
  }
});

/** The fixture server in a process of its own, and the port it listens on. */
async function startServer(): Promise<{ pid: number; port: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'listen-options.fixture.ts')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  server = child;
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim())));
    child.once('exit', () => reject(new Error('the fixture server stopped')));
  });
  if (child.pid === undefined) throw new Error('no fixture server');
  return { pid: child.pid, port };
}

/** Opens `count` connections at once; resolves with how many the kernel completed by `untilMs`. */
function connectAtOnce(port: number, count: number, untilMs: number): Promise<number> {
  return new Promise((resolve) => {
    let connected = 0;
    const done = setTimeout(() => resolve(connected), untilMs);
    for (let index = 0; index < count; index += 1) {
      const socket = net.connect(port, '127.0.0.1', () => {
        connected += 1;
        if (connected === count) {
          clearTimeout(done);
          resolve(connected);
        }
      });
      socket.on('error', () => undefined);
      sockets.push(socket);
    }
  });
}

describe('the listening socket', () => {
  it('lets the kernel hold a burst of 1,000 connections while the server takes none', async () => {
    const { pid, port } = await startServer();
    // Stopped, the server accepts nothing: what connects, the kernel holds for it. A connection
    // the kernel could not hold tries again only after a second, so 800 ms tells them apart.
    process.kill(pid, 'SIGSTOP');
    expect(await connectAtOnce(port, BURST, 800)).toBe(BURST);
  }, 20_000);
});
