import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_OPTIONS } from '../../scripts/server-command';

/** A server of our own for one test: started, killed without warning, and started again. */
export interface ServerProcess {
  readonly baseUrl: string;
  /** The folder of its SQLite files (DATA_DIR), removed by stop(). */
  readonly dataDir: string;
  start(): Promise<void>;
  /** SIGKILL: no shutdown, no flushing, as a crash or a pulled plug. */
  kill(): Promise<void>;
  /** SIGTERM, as an orchestrator stops a process: how it exited and how long it took. */
  terminate(): Promise<{ code: number | null; milliseconds: number }>;
  stop(): Promise<void>;
}

/**
 * The built server on a port of its own with its own SQLite folder, so restarts keep the data.
 * Extra environment (DATABASE_URL, REDIS_URL...) makes it one of several processes.
 */
export function serverProcess(port: number, env: Record<string, string> = {}): ServerProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mattemester-restart-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  // The server answers about 2.5 s after it is started on a quiet machine, and took more than
  // 15 s on one running both end-to-end workers' browsers at once.
  const waitForHealth = async () => {
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      if (child?.exitCode != null)
        throw new Error(`the server exited with ${String(child.exitCode)}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not start within 45 s');
  };

  const exited = (process: ChildProcess) =>
    new Promise<number | null>((resolve) => process.once('exit', (code) => resolve(code)));

  return {
    baseUrl,
    dataDir,
    async start() {
      child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_ENTRY], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: 'inherit',
      });
      await waitForHealth();
    },
    async kill() {
      if (child === undefined) return;
      const done = exited(child);
      child.kill('SIGKILL');
      await done;
      child = undefined;
    },
    async terminate() {
      if (child === undefined) throw new Error('the server is not running');
      const started = Date.now();
      const done = exited(child);
      child.kill('SIGTERM');
      const code = await done;
      child = undefined;
      return { code, milliseconds: Date.now() - started };
    },
    async stop() {
      if (child !== undefined) {
        const done = exited(child);
        child.kill('SIGTERM');
        await done;
        child = undefined;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
