/**
 * The floor of an answer's CPU on this machine: servers that send the same verdict to every
 * answer and do none of the app's work (floor-server.ts), under the pace of the load benchmark's
 * classes (each pupil on a connection of their own, one answer every 2 s). It prints each server's
 * CPU per answer (the whole process, from /proc) next to the reply's latency. What it shows is
 * how much of the app's CPU per answer (`npm run bench:load`, run the same hour) any transport of
 * one request and one reply per answer leaves to the app's own work.
 *
 *   npm run bench:floor -- [--students 1020] [--interval-ms 2000] [--duration-s 20] [--rounds 2]
 *     [--cpu-prof DIR]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'undici';
import { io, type Socket } from 'socket.io-client';
import { SERVER_NODE_OPTIONS } from '../../scripts/server-command';
import { distribution } from '../load/stats';
import { FLOOR_KINDS, type FloorKind } from './floor-kinds';
import { SAMPLE_ANSWER } from './sample-answer';

const CLOCK_TICKS_PER_SECOND = 100;

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '1020' },
    'interval-ms': { type: 'string', default: '2000' },
    'duration-s': { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    'cpu-prof': { type: 'string' },
  },
});
const STUDENTS = Number(values.students);
const INTERVAL_MS = Number(values['interval-ms']);
const DURATION_MS = Number(values['duration-s']) * 1000;
const ROUNDS = Number(values.rounds);
/** Every pupil has answered at least twice before the measured window opens. */
const WARM_UP_MS = Math.max(5000, 2 * INTERVAL_MS);
const PROFILING =
  values['cpu-prof'] === undefined
    ? []
    : ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`];

/** One pupil's way of sending an answer and waiting for its verdict. */
type Send = () => Promise<void>;

function startServer(kind: FloorKind): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_OPTIONS,
      ...PROFILING,
      '--import',
      'tsx',
      'bench/reply-floor/floor-server.ts',
      kind,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) => {
      reject(new Error(`floor server exited (${String(code)})`));
    };
    child.once('exit', failed);
    child.stdout.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (port === undefined) return;
      child.off('exit', failed);
      resolve({ child, url: `http://127.0.0.1:${port}` });
    });
  });
}

function httpSender(url: string, studentIndex: number): { send: Send; close: () => Promise<void> } {
  const client = new Client(url, { pipelining: 1 });
  const body = JSON.stringify(SAMPLE_ANSWER);
  return {
    async send() {
      const reply = await client.request({
        path: `/api/students/student-${String(studentIndex)}/answers`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
        body,
      });
      if (reply.statusCode !== 200) throw new Error(`status ${String(reply.statusCode)}`);
      await reply.body.json();
    },
    close: () => client.close(),
  };
}

async function socketSender(url: string): Promise<{ send: Send; close: () => Promise<void> }> {
  const socket: Socket = io(url, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return {
    async send() {
      await socket.timeout(10_000).emitWithAck('answer', SAMPLE_ANSWER);
    },
    close: () => {
      socket.close();
      return Promise.resolve();
    },
  };
}

function cpuTicks(pid: number | undefined): number {
  const stat = fs.readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Stops the floor server and waits until it has exited (and written its profile, if asked). */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

/** One run against one kind of server: its CPU per answer and the replies' latency. */
async function measure(kind: FloorKind): Promise<string> {
  const { child, url } = await startServer(kind);
  try {
    return await measureAgainst(kind, child, url);
  } finally {
    await stopServer(child);
  }
}

async function measureAgainst(kind: FloorKind, child: ChildProcess, url: string): Promise<string> {
  const senders = await Promise.all(
    Array.from({ length: STUDENTS }, (_, index) =>
      kind === 'socket.io' ? socketSender(url) : Promise.resolve(httpSender(url, index)),
    ),
  );
  const latencies: number[] = [];
  let measuring = false;
  let failures = 0;
  let stopped = false;
  const loops = senders.map(async ({ send }) => {
    // Each pupil starts at a random point of the interval, as a class's answers spread out.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * INTERVAL_MS));
    while (!stopped) {
      const started = performance.now();
      try {
        await send();
        if (measuring) latencies.push(performance.now() - started);
      } catch {
        failures += 1;
      }
      const left = INTERVAL_MS - (performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, left)));
    }
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    const ticksBefore = cpuTicks(child.pid);
    measuring = true;
    await new Promise((resolve) => setTimeout(resolve, DURATION_MS));
    measuring = false;
    const ticks = cpuTicks(child.pid) - ticksBefore;
    const answers = latencies.length;
    const cpuUs = (ticks / CLOCK_TICKS_PER_SECOND / answers) * 1e6;
    const { p50, p99 } = distribution(latencies);
    return `${kind.padEnd(10)} ${String(Math.round(cpuUs)).padStart(6)} µs per answer   ${String(
      Math.round((answers / DURATION_MS) * 1000),
    )} answers/s   reply p50 ${String(p50)} ms, p99 ${String(p99)} ms   failures ${String(failures)}`;
  } finally {
    stopped = true;
    await Promise.all(loops);
    await Promise.all(senders.map(({ close }) => close()));
  }
}

process.stdout.write(
  `${String(STUDENTS)} pupils, one answer every ${String(INTERVAL_MS)} ms each, ${String(
    DURATION_MS / 1000,
  )} s measured after ${String(WARM_UP_MS / 1000)} s\n`,
);
for (let round = 1; round <= ROUNDS; round += 1)
  for (const kind of FLOOR_KINDS) process.stdout.write(`${await measure(kind)}\n`);
