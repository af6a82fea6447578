import { build } from 'esbuild';

/**
 * Bundles the server (src/server/main.ts and the shared code it uses) into dist/server/main.js,
 * and the PDF reports' thread beside it (report-pdf-thread-program.js, which the server starts
 * from its own folder). Packages from node_modules stay external, so native modules such as
 * better-sqlite3 load as usual.
 */
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'report-pdf-thread-program': 'src/server/features/reports/report-pdf-thread-program.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
