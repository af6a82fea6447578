import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { databaseTarget } from './db/database-target';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open-database';

/** Boots the server: config, database and migrations, then listen; drains on SIGTERM and SIGINT. */
async function main(): Promise<void> {
  const config = readConfigOrExit();
  const { db } = openDatabase(databaseTarget(config));
  await migrateToLatest(db);
  const app = await createApp({ config, db });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await app.listen({ port: config.port, host: config.host });
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
