import { spawnSync } from 'node:child_process';
import { isBuildStale } from './build-freshness';

/**
 * `npm start`: builds the client and server when the build is missing or older than the sources,
 * then runs the server (which creates and migrates the database on start).
 */
if (isBuildStale(process.cwd())) {
  process.stdout.write('Building the app (first start or changed sources)...\n');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
