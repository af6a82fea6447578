/** The built server, as `npm run build` writes it. */
export const SERVER_ENTRY = 'dist/server/main.js';

/**
 * Node's options for the server, wherever it runs: `npm start`, the end-to-end tests and the
 * load benchmark, so what is measured is what schools run. V8's young generation may grow to
 * 32 MB a half (16 MB by default), so that an answer's short-lived objects die young instead of
 * being copied on; the old generation is held to 1 GB, so that V8 collects garbage before a
 * process takes several times the memory it keeps live (docs/DECISIONS.md, Server; the figures
 * are in docs/PERFORMANCE.md).
 */
export const SERVER_NODE_OPTIONS = [
  '--enable-source-maps',
  '--max-semi-space-size=32',
  '--max-old-space-size=1024',
] as const;
