import { spawnSync } from 'node:child_process';
import { isBuildStale } from './build-freshness';
import { SERVER_ENTRY, SERVER_NODE_OPTIONS } from './server-command';

/**
 * `npm start`: builds the client and server when the build is missing or older than the sources,
 * then runs the server (which creates and migrates the database on start).
 */
if (isBuildStale(process.cwd())) {
  process.stdout.write('Building the app (first start or changed sources)...\n');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_ENTRY], {
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
