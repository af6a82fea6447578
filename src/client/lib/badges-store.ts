import * as v from 'valibot';
import {
  BADGES,
  NO_BADGES,
  awardBadges,
  type BadgeId,
  type BadgeProgress,
  type FinishedRound,
} from '#shared/maths/badges';
import { MATH_OPERATIONS } from '#shared/maths/operations';
import { defineStore } from './storage';

const badgeProgressSchema = v.object({
  earned: v.array(v.picklist(BADGES)),
  roundsFinished: v.pipe(v.number(), v.integer(), v.minValue(0)),
  perfectOperations: v.array(v.picklist(MATH_OPERATIONS)),
  perfectTableRounds: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** The badges earned on this device, and what counts towards the next ones. */
export const badgesStore = defineStore({
  key: 'mattemester.badges',
  version: 1,
  schema: badgeProgressSchema,
});

/** Counts a finished solo round and returns the badges it earned for the first time. */
export function recordFinishedRound(round: FinishedRound): BadgeId[] {
  const { progress, newBadges } = awardBadges(badgesStore.read() ?? NO_BADGES, round);
  badgesStore.write({
    ...progress,
    earned: [...progress.earned],
    perfectOperations: [...progress.perfectOperations],
  });
  return newBadges;
}

/** The badges earned so far. */
export function earnedBadges(): BadgeProgress['earned'] {
  return (badgesStore.read() ?? NO_BADGES).earned;
}
