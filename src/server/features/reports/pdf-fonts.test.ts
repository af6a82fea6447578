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
    ['a Tigrinya name in Ethiopic', 'ሳባ ተስፋይ'],
    ['a Nepali name in Devanagari', 'अर्जुन थापा'],
    ['a Bengali name', 'রহিম উদ্দিন'],
    ['a Tamil name', 'அருண் குமார்'],
    ['a Thai name', 'สมชาย ใจดี'],
    ['an Arabic name', 'محمد علي'],
    ['an Urdu name', 'عائشہ فاطمہ'],
    ['a Hebrew name', 'זהרה כהן'],
  ])('draw %s whole, each run in a font that has all of it', (_, name) => {
    for (const weight of ['regular', 'bold'] as const) {
      const runs = runsOf(name, weight);
      expect(runs.map((run) => run.text).join('')).toBe(name);
      expect(runs.filter((run) => !drawsWhole(run))).toEqual([]);
    }
  });
});
