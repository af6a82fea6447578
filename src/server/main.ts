import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { databaseTarget } from './db/database-target';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open-database';
import { openRedis } from './redis/redis';
import { CONNECTION_BACKLOG, listenOptions } from './http/listen-options';
import { EXTRA_ACCEPT_HANDLES, takeMoreConnectionsPerTurn } from './http/accept-handles';

/** A stopping process exits by then even if a connection will not close. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * Boots the server: config, database and migrations, Redis when configured, then listen, through
 * 64 handles on the one socket (http/accept-handles.ts). On SIGTERM or SIGINT it drains: no new
 * connections, live connections told to reconnect elsewhere, requests in flight answered and
 * their connections closed, then the database and Redis closed.
 */
async function main(): Promise<void> {
  const config = readConfigOrExit();
  const { db, dialect, eraseLog } = openDatabase(databaseTarget(config));
  await migrateToLatest(db);
  const redis =
    config.redis === undefined ? undefined : openRedis(config.redis.url, config.redis.prefix);
  await redis?.ready();
  const app = await createApp({
    config,
    db,
    dialect,
    ...(eraseLog === undefined ? {} : { eraseLog }),
    ...(redis === undefined ? {} : { redis }),
  });
  // The extra handles are asked for once the server listens, and a stop closes them first.
  const serving = app
    .listen(listenOptions(config.port, config.host))
    .then(() => takeMoreConnectionsPerTurn(app.server, EXTRA_ACCEPT_HANDLES, CONNECTION_BACKLOG));
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    void serving
      .catch(() => undefined)
      .then(async (handles) => {
        handles?.close();
        await app.close();
        await handles?.drained();
      })
      .then(() => Promise.all([db.destroy(), redis?.close()]))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  const handles = await serving;
  if (handles.count < EXTRA_ACCEPT_HANDLES)
    app.log.warn(
      { extraAcceptHandles: handles.count, asked: EXTRA_ACCEPT_HANDLES },
      'the helper process gave fewer accept handles than asked: fewer waiting connections a turn',
    );
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
