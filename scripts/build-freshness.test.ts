import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, isBuildStale } from './build-freshness';

let root: string;

function write(file: string, ageSeconds: number): void {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, 'x');
  const time = new Date(Date.now() - ageSeconds * 1000);
  fs.utimesSync(full, time, time);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'freshness-'));
  write('src/server/main.ts', 100);
  write('package.json', 100);
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('isBuildStale', () => {
  it('is stale when there is no build', () => {
    expect(isBuildStale(root)).toBe(true);
  });

  it('is fresh when the build is newer than every source file', () => {
    for (const output of BUILD_OUTPUTS) write(output, 10);
    expect(isBuildStale(root)).toBe(false);
  });

  it("is stale when one output is missing, such as the PDF thread's program", () => {
    write('dist/client/index.html', 10);
    write('dist/server/main.js', 10);
    expect(isBuildStale(root)).toBe(true);
  });

  it('is stale after a source file changes, but not after a test file changes', () => {
    for (const output of BUILD_OUTPUTS) write(output, 10);
    write('src/shared/maths/rng.test.ts', 1);
    expect(isBuildStale(root)).toBe(false);
    write('src/shared/maths/rng.ts', 1);
    expect(isBuildStale(root)).toBe(true);
  });
});
