/** The built server, as `npm run build` writes it. */
export const SERVER_ENTRY = 'dist/server/main.js';

/**
 * Node's options for the server, wherever it runs: `npm start`, the end-to-end tests and the
 * load benchmark, so what is measured is what schools run. V8's young generation may grow to
 * 32 MB a half (16 MB by default): an answer's short-lived objects then die young instead of
 * being copied on, at about 40 MB more peak memory under the load of row 1 of
 * docs/PERFORMANCE.md (docs/DECISIONS.md).
 */
export const SERVER_NODE_OPTIONS = ['--enable-source-maps', '--max-semi-space-size=32'] as const;
