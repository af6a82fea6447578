import { loadConfig } from '../src/server/config';
import { databaseTarget } from '../src/server/db/database-target';
import { migrateToLatest } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open-database';
import { createSupportRepo } from '../src/server/features/support/support.repo';

/**
 * `npm run tickets` lists the open contact-form tickets, most urgent first;
 * `npm run tickets -- close T-XXXXXXXX` closes one. Uses the same database settings as the server.
 */
const [command, ticketId] = process.argv.slice(2);
const { db } = openDatabase(databaseTarget(loadConfig()));
try {
  await migrateToLatest(db);
  const repo = createSupportRepo(db);
  if (command === 'close' && ticketId !== undefined) {
    const closed = await repo.close(ticketId, Date.now());
    process.stdout.write(closed ? `Closed ${ticketId}.\n` : `No open ticket ${ticketId}.\n`);
    if (!closed) process.exitCode = 1;
  } else {
    const open = await repo.listOpen();
    if (open.length === 0) process.stdout.write('No open tickets.\n');
    for (const ticket of open) {
      process.stdout.write(
        `${ticket.id}  priority ${ticket.priority}  ${ticket.category}  ${new Date(ticket.createdAtMs).toISOString()}\n  ${ticket.name} <${ticket.email}>: ${ticket.subject}\n  ${ticket.message.replace(/\n/g, '\n  ')}\n\n`,
      );
    }
  }
} finally {
  await db.destroy();
}
