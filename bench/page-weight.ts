import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Prints what a first visit downloads: index.html and the scripts, styles and fonts it loads,
 * raw, gzip and brotli. Run after `npm run build`; it measures, it does not judge.
 */
const clientDir = path.resolve('dist/client');
const indexFile = path.join(clientDir, 'index.html');
if (!fs.existsSync(indexFile)) {
  process.stderr.write('No build found: run `npm run build` first.\n');
  process.exit(1);
}

const html = fs.readFileSync(indexFile, 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map(
  (match) => match[1] ?? '',
);
const files = ['index.html', ...referenced];
const rows = files.map((file) => {
  const content = fs.readFileSync(path.join(clientDir, file));
  return {
    file,
    raw: content.length,
    gzip: zlib.gzipSync(content, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(content).length,
  };
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
for (const row of rows) {
  process.stdout.write(
    `${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} ${kb(row.brotli).padStart(10)}\n`,
  );
}
const total = (key: 'raw' | 'gzip' | 'brotli') => rows.reduce((sum, row) => sum + row[key], 0);
process.stdout.write(
  `${'first visit, without fonts'.padEnd(48)} ${kb(total('raw')).padStart(10)} ${kb(total('gzip')).padStart(10)} ${kb(total('brotli')).padStart(10)}\n`,
);
const fonts = fs
  .readdirSync(path.join(clientDir, 'assets'))
  .filter((name) => name.endsWith('.woff2') && name.includes('-latin-'));
const fontBytes = fonts.reduce(
  (sum, name) => sum + fs.statSync(path.join(clientDir, 'assets', name)).size,
  0,
);
process.stdout.write(
  `${'Latin fonts (woff2, loaded on use)'.padEnd(48)} ${kb(fontBytes).padStart(10)}\n`,
);
