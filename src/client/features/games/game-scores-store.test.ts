import { describe, expect, it } from 'vitest';
import { bestScoresStore, recordBestScore } from './game-scores-store';

describe('recordBestScore', () => {
  it('keeps the first score of a game as its best', () => {
    expect(recordBestScore('addition', 120)).toBe(120);
    expect(bestScoresStore.read()).toEqual({ addition: 120 });
  });

  it('replaces the best only with a higher score, and returns the best', () => {
    recordBestScore('addition', 120);
    expect(recordBestScore('addition', 80)).toBe(120);
    expect(recordBestScore('addition', 200)).toBe(200);
    expect(bestScoresStore.read()).toEqual({ addition: 200 });
  });

  it('keeps each game’s best apart', () => {
    recordBestScore('addition', 120);
    recordBestScore('division', 40);
    expect(bestScoresStore.read()).toEqual({ addition: 120, division: 40 });
  });
});
