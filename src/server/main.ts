import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { databaseTarget } from './db/database-target';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open-database';
import { openRedis } from './redis/redis';
import { listenOptions } from './http/listen-options';

/** A stopping process exits by then even if a connection will not close. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * Boots the server: config, database and migrations, Redis when configured, then listen. On
 * SIGTERM or SIGINT it drains: no new connections, live connections told to reconnect
 * elsewhere, requests in flight answered and their connections closed, then the database and
 * Redis closed.
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
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    void app
      .close()
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
  await app.listen(listenOptions(config.port, config.host));
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
