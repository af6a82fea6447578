import net from 'node:net';

/** Where the workers' ports start, below the system's ephemeral range (32768 and up). */
const FIRST_PORT = 20_000;
/** Ports of each worker's own range. */
const PORTS_PER_WORKER = 1_000;

/**
 * A loopback port no one listens on right now, from this worker's own range (by its index), so
 * that two workers, each picking a port it then gives to a server it starts, never pick the same
 * one; the system's own picks (port 0) come from another range.
 */
export async function freePort(): Promise<number> {
  const worker = Number(process.env['TEST_PARALLEL_INDEX'] ?? '0') % 10;
  const first = FIRST_PORT + worker * PORTS_PER_WORKER;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = first + Math.floor(Math.random() * PORTS_PER_WORKER);
    if (await isFree(port)) return port;
  }
  throw new Error('no free port in the worker’s range');
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
