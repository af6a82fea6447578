import fs from 'node:fs';
import path from 'node:path';

/** Files and folders whose changes make the build stale. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.client.json',
  'scripts/build-server.ts',
] as const;

/** The outputs whose presence and age are compared against the inputs. */
export const BUILD_OUTPUTS = [
  'dist/client/index.html',
  'dist/server/main.js',
  'dist/server/report-pdf-thread-program.js',
] as const;

/**
 * True when an output is missing or older than the newest input file (test files excepted),
 * so `npm start` rebuilds after a pull or an edit and starts at once otherwise.
 */
export function isBuildStale(root: string): boolean {
  const outputTimes = BUILD_OUTPUTS.map((output) => modifiedMs(path.join(root, output)));
  if (outputTimes.some((time) => time === undefined)) return true;
  const oldestOutput = Math.min(...(outputTimes as number[]));
  return BUILD_INPUTS.some((input) => newestModifiedMs(path.join(root, input)) > oldestOutput);
}

function modifiedMs(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function newestModifiedMs(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestModifiedMs(path.join(entry, name))), 0);
}
