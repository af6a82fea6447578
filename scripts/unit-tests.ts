/**
 * `npm run test:unit`: the unit tests, and the server's tests again on PostgreSQL with Redis
 * (with the tests of several processes) whenever they can run: TEST_DATABASE_URL is set, or a
 * PostgreSQL answers at the local default address, as on the machines CI runs on. When they
 * cannot, it says so before the run, so a green run without them is never mistaken for one with.
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = { host: '127.0.0.1', port: 6379 };

/** Whether a PostgreSQL server accepts the admin connection within a second. */
async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether a Redis server answers PING at the address within a second. */
function redisAnswers(address: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const env = { ...process.env };
if (env['TEST_DATABASE_URL'] === undefined) {
  if (!(await postgresAnswers(LOCAL_POSTGRES)))
    process.stdout.write(
      'PostgreSQL tests skipped: TEST_DATABASE_URL is not set and no PostgreSQL answers at 127.0.0.1:5432.\n',
    );
  else if (env['TEST_REDIS_URL'] === undefined && !(await redisAnswers(LOCAL_REDIS)))
    process.stdout.write(
      'PostgreSQL tests skipped: they need Redis too, and TEST_REDIS_URL is not set and none answers at 127.0.0.1:6379.\n',
    );
  else {
    env['TEST_DATABASE_URL'] = LOCAL_POSTGRES;
    process.stdout.write(`PostgreSQL tests included: the local one answers (${LOCAL_POSTGRES}).\n`);
  }
}
const run = spawnSync('vitest', ['run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
  shell: process.platform === 'win32',
});
process.exit(run.status ?? 1);
