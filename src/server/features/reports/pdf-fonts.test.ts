import { describe, expect, it } from 'vitest';
import { drawsWhole, runsOf } from './pdf-fonts';

describe('the report’s fonts', () => {
  it.each([
    ['a child with a skin tone', 'Ada 🧒🏽'],
    ['an astronaut with a skin tone', 'Ada 🧑🏽‍🚀'],
    ['a person at a computer', 'Ada 🧑‍💻'],
    ['a victory hand with a skin tone', 'Ada ✌🏽'],
    ['a heart on fire', 'Ada ❤️‍🔥'],
    ['a keycap', 'Ada 1️⃣'],
    ['a unicorn', 'Ella 🦄'],
    ['Nordic and Cyrillic letters', 'Åse Ødegård Олександра'],
  ])('draw %s whole, each run in a font that has all of it', (_, name) => {
    const runs = runsOf(name, 'regular');
    expect(runs.map((run) => run.text).join('')).toBe(name);
    expect(runs.filter((run) => !drawsWhole(run))).toEqual([]);
  });
});
