import type { SessionSettings } from './session-settings';

/**
 * Test settings with every field away from its default: two operations (the second with a time
 * limit), auto start off and every mode on, so a round trip that drops or resets one shows.
 */
export const EVERY_MODE_SETTINGS: SessionSettings = {
  operations: [
    { type: 'multiplication', numberRange: { min: 2, max: 9 }, challengeCount: 20 },
    {
      type: 'division',
      numberRange: { min: 1, max: 12 },
      challengeCount: 15,
      timeLimitSeconds: 30,
    },
  ],
  autoStart: false,
  continuousMode: true,
  examMode: true,
  examDurationMinutes: 40,
  randomizeOperations: true,
};
