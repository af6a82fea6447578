import { build } from 'esbuild';

/**
 * Bundles the server (src/server/main.ts and the shared code it uses) into dist/server/main.js.
 * Packages from node_modules stay external, so native modules such as better-sqlite3 load as usual.
 */
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
