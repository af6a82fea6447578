import * as v from 'valibot';
import { GAMES } from '#shared/maths/games';
import { defineStore } from '#client/lib/storage';

/** The best score of each game on this device. */
export const bestScoresStore = defineStore({
  key: 'mattemester.bestScores',
  version: 1,
  schema: v.record(
    v.picklist(GAMES.map((game) => game.id) as [string, ...string[]]),
    v.pipe(v.number(), v.integer(), v.minValue(0)),
  ),
});

/** Keeps the score if it beats the best so far; returns the best. */
export function recordBestScore(gameId: string, score: number): number {
  const scores = bestScoresStore.read() ?? {};
  const best = Math.max(scores[gameId] ?? 0, score);
  bestScoresStore.write({ ...scores, [gameId]: best });
  return best;
}
