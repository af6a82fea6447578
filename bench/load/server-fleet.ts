import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { SERVER_ENTRY, SERVER_NODE_OPTIONS } from '../../scripts/server-command';

/** What the benchmark reads from one server process. */
export interface ServerFigures {
  /** CPU time over the measured window divided by its length: 1.0 is one core busy. */
  readonly cpuCores: number;
  readonly peakRssMb: number;
  readonly eventLoopLagP99Ms: number;
  readonly eventLoopLagMaxMs: number;
}

/** One or more built server processes on loopback, started and stopped by the benchmark. */
export interface ServerFleet {
  readonly urls: readonly string[];
  /** Marks the start of the measured window (CPU and event-loop lag count from here). */
  startMeasuring(): Promise<void>;
  figures(): Promise<ServerFigures[]>;
  /** The CPU time all the processes have used since they started, in seconds. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

const METRICS_TOKEN = randomBytes(16).toString('hex');
const CLOCK_TICKS_PER_SECOND = 100;
/** The server's event-loop monitor samples every 10 ms (metrics.ts). */
const EVENT_LOOP_RESOLUTION_MS = 10;

/**
 * Starts the production build (SERVER_ENTRY, with SERVER_NODE_OPTIONS) as `npm start` runs it,
 * only on 127.0.0.1, with the per-address limits lifted (NODE_ENV=test, ADDRESS_LIMITS=off)
 * because every simulated student comes from the same address, unless the run is a school's
 * under attack, which keeps them. SQLite in a fresh folder unless a
 * PostgreSQL URL (and Redis, for several processes) is given.
 */
export async function startServerFleet(options: {
  processes: number;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  cpuProfileDir?: string | undefined;
  /** The checkout whose build is started; the project's own when undefined. */
  serverDir?: string | undefined;
  /** Keep the per-address limits and the seats per class of a real server (--hostile-school). */
  hostileSchool?: boolean;
  /** The servers' LOG_LEVEL: `info` (the server's default) unless given (LoadOptions.logLevel). */
  logLevel?: string;
}): Promise<ServerFleet> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mattemester-load-'));
  const children: { child: ChildProcess; url: string }[] = [];
  // One prefix for the run: the processes share their live channel through it.
  const redisPrefix = `load-${randomBytes(4).toString('hex')}`;
  for (let index = 0; index < options.processes; index += 1) {
    const port = await freePort();
    const profiling =
      options.cpuProfileDir === undefined
        ? []
        : ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.cpuProfileDir)}`];
    const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, ...profiling, SERVER_ENTRY], {
      cwd: options.serverDir === undefined ? process.cwd() : path.resolve(options.serverDir),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        ...(options.hostileSchool === true
          ? {}
          : { ADDRESS_LIMITS: 'off', MAX_STUDENTS_PER_SESSION: '5000' }),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: options.logLevel ?? 'info',
        METRICS_TOKEN,
        ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
        ...(options.redisUrl === undefined
          ? {}
          : {
              REDIS_URL: options.redisUrl,
              REDIS_PREFIX: redisPrefix,
            }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    showWarnings(child);
    const url = `http://127.0.0.1:${port}`;
    children.push({ child, url });
    await waitForHealth(url);
  }
  let cpuAtStart = new Map<number, number>();
  let startedAt = Date.now();
  return {
    urls: children.map(({ url }) => url),
    async startMeasuring() {
      await Promise.all(children.map(({ url }) => scrape(url)));
      cpuAtStart = new Map(children.map(({ child }) => [child.pid ?? 0, cpuTicks(child.pid)]));
      startedAt = Date.now();
    },
    async figures() {
      const seconds = (Date.now() - startedAt) / 1000;
      return Promise.all(
        children.map(async ({ child, url }) => {
          const metrics = await scrape(url);
          const ticks = cpuTicks(child.pid) - (cpuAtStart.get(child.pid ?? 0) ?? 0);
          return {
            cpuCores: Math.round((ticks / CLOCK_TICKS_PER_SECOND / seconds) * 100) / 100,
            peakRssMb: peakRssMb(child.pid),
            eventLoopLagP99Ms: lagMs(gauge(metrics, 'nodejs_eventloop_lag_p99_seconds')),
            eventLoopLagMaxMs: lagMs(gauge(metrics, 'nodejs_eventloop_lag_max_seconds')),
          };
        }),
      );
    },
    cpuSeconds() {
      const ticks = children.reduce((sum, { child }) => sum + cpuTicks(child.pid), 0);
      return ticks / CLOCK_TICKS_PER_SECOND;
    },
    async stop() {
      await Promise.all(
        children.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Pino's number for `warn`. */
const WARN_LEVEL = 40;

/**
 * Reads the server's log lines as a service manager would, and shows those at `warn` and above
 * (the load benchmark's own report is what it prints).
 */
function showWarnings(child: ChildProcess): void {
  if (child.stdout === null) return;
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    let level = WARN_LEVEL;
    try {
      level = (JSON.parse(line) as { level?: number }).level ?? WARN_LEVEL;
    } catch {
      // Not a log line: shown.
    }
    if (level >= WARN_LEVEL) process.stderr.write(`${line}\n`);
  });
}

async function scrape(url: string): Promise<string> {
  const response = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return response.text();
}

/** A gauge's value from Prometheus text. */
function gauge(metrics: string, name: string): number {
  const match = new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(metrics);
  return Number(match?.[1] ?? Number.NaN);
}

/** Node samples the loop every 10 ms ; lag is what exceeds that. */
function lagMs(sampleSeconds: number): number {
  return Math.round(Math.max(0, sampleSeconds * 1000 - EVENT_LOOP_RESOLUTION_MS) * 10) / 10;
}

/** utime + stime of a process, in clock ticks, from /proc (Linux). */
function cpuTicks(pid: number | undefined): number {
  const stat = fs.readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The process's peak resident memory (VmHWM), in MB. */
function peakRssMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${url} did not start within 20 s`);
}
