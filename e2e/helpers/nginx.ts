import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx (the nginx-light package, installed by the CI script when missing). */
const NGINX = '/usr/sbin/nginx';

/** The site configuration of docs/DEPLOY.md, as operators install it. */
const SITE_CONFIG = path.resolve('deploy/nginx/mattemester.conf');

/** A running nginx of the test's own, in front of the given app ports. */
export interface Nginx {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx with deploy/nginx/mattemester.conf, its ports 8080, 3001 and 3002 replaced by the
 * test's, in a folder of its own (pid, logs, temporary files), in the foreground.
 */
export async function startNginx(
  port: number,
  appPorts: readonly [number, number],
): Promise<Nginx> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mattemester-nginx-'));
  const site = fs
    .readFileSync(SITE_CONFIG, 'utf8')
    .replaceAll('listen 8080', `listen 127.0.0.1:${port}`)
    .replaceAll('127.0.0.1:3001', `127.0.0.1:${appPorts[0]}`)
    .replaceAll('127.0.0.1:3002', `127.0.0.1:${appPorts[1]}`);
  fs.writeFileSync(path.join(folder, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`;
  fs.writeFileSync(
    path.join(folder, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(folder, 'nginx.pid')};`,
      `error_log ${path.join(folder, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      '  proxy_max_temp_file_size 0;',
      `  include ${path.join(folder, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], {
    stdio: 'inherit',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilListening(baseUrl, child);
  return {
    baseUrl,
    async stop() {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function waitUntilListening(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not answer within 10 s');
}
