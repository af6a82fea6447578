import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '#server/config';
import {
  ASSUMED_MAX_LIVE_SESSIONS,
  SESSION_CODE_SPACE,
  chanceOfGuessingALiveCode,
  schoolWrongCodes,
} from './code-guessing';

/** 10 classes of 30 students behind one address, a wrong code for every other student. */
const school = { students: 10 * 30, typosPerJoin: 0.5 };

describe('the odds of guessing a live session code', () => {
  it('counts 31 characters in 6 places: 887,503,681 codes', () => {
    expect(SESSION_CODE_SPACE).toBe(31 ** 6);
    expect(SESSION_CODE_SPACE).toBe(887_503_681);
  });

  it('bounds the chance by tries times live sessions over the code space, never above 1', () => {
    expect(chanceOfGuessingALiveCode(1, 1)).toBeCloseTo(1 / 887_503_681, 15);
    expect(chanceOfGuessingALiveCode(1000, 2000)).toBeCloseTo(2_000_000 / 887_503_681, 12);
    expect(chanceOfGuessingALiveCode(SESSION_CODE_SPACE, 2)).toBe(1);
  });

  it('keeps a guesser at the default limits below 1 in 2,000 a minute and 1 in 400 a day, with the most sessions assumed live', () => {
    const perMinute = chanceOfGuessingALiveCode(
      DEFAULT_LIMITS.failedLookupsPerMinute,
      ASSUMED_MAX_LIVE_SESSIONS,
    );
    const perDay = chanceOfGuessingALiveCode(
      DEFAULT_LIMITS.failedLookupsPerDay,
      ASSUMED_MAX_LIVE_SESSIONS,
    );
    expect(perMinute).toBeLessThan(1 / 2000);
    expect(perDay).toBeLessThan(1 / 400);
    // A school's own server, with a hundred sessions live, makes it 1 in several thousand.
    expect(chanceOfGuessingALiveCode(DEFAULT_LIMITS.failedLookupsPerDay, 100)).toBeLessThan(
      1 / 8000,
    );
  });

  it('never holds up a school of 10 classes of 30 all joining in the same minute', () => {
    expect(schoolWrongCodes({ ...school, joinsPerStudent: 1 })).toBe(150);
    expect(schoolWrongCodes({ ...school, joinsPerStudent: 1 })).toBeLessThanOrEqual(
      DEFAULT_LIMITS.failedLookupsPerMinute,
    );
  });

  it('never holds up that school joining a new session in each of four lessons a day', () => {
    expect(schoolWrongCodes({ ...school, joinsPerStudent: 4 })).toBe(600);
    expect(schoolWrongCodes({ ...school, joinsPerStudent: 4 })).toBeLessThanOrEqual(
      DEFAULT_LIMITS.failedLookupsPerDay,
    );
  });
});
