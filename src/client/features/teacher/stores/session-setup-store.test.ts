import { describe, expect, it } from 'vitest';
import type { SessionSettings } from '#shared/contracts/session-settings';
import { EVERY_MODE_SETTINGS } from '#shared/contracts/test-session-settings';
import { rememberSessionSetup, sessionSetupStore } from './session-setup-store';

const SETTINGS: SessionSettings = { ...EVERY_MODE_SETTINGS, focusFacts: ['multiplication:7:8'] };

/** The settings as remembered: everything but the focus facts. */
const SETUP = {
  operations: SETTINGS.operations,
  autoStart: SETTINGS.autoStart,
  continuousMode: SETTINGS.continuousMode,
  examMode: SETTINGS.examMode,
  examDurationMinutes: SETTINGS.examDurationMinutes,
  randomizeOperations: SETTINGS.randomizeOperations,
};

const stored = (data: unknown, version = 1) =>
  window.localStorage.setItem('mattemester.sessionSetup', JSON.stringify({ version, data }));

describe('sessionSetupStore', () => {
  it('is empty until a session is remembered', () => {
    expect(sessionSetupStore.read()).toBeUndefined();
  });

  it('keeps operations, ranges, questions, time limits and modes, never the focus facts', () => {
    rememberSessionSetup(SETTINGS);
    expect(sessionSetupStore.read()).toEqual(SETUP);
    expect(window.localStorage.getItem('mattemester.sessionSetup')).not.toContain('focusFacts');
    expect(JSON.parse(window.localStorage.getItem('mattemester.sessionSetup') ?? '')).toMatchObject(
      { version: 1 },
    );
  });

  it('keeps which operations the pupils answer by typing the number', () => {
    const [first, ...rest] = SETTINGS.operations;
    if (first === undefined) throw new Error('the settings list an operation');
    const typed = { ...first, answerInput: 'typed' as const };
    rememberSessionSetup({ ...SETTINGS, operations: [typed, ...rest] });
    expect(sessionSetupStore.read()?.operations).toEqual([typed, ...rest]);
  });

  it('forgets it when cleared (back to the defaults)', () => {
    rememberSessionSetup(SETTINGS);
    sessionSetupStore.clear();
    expect(sessionSetupStore.read()).toBeUndefined();
  });

  it('drops a setup the server would refuse: out of range, backwards, empty or unknown', () => {
    const setup = SETUP;
    const operation = setup.operations[0];
    const broken = [
      { ...setup, operations: [] },
      { ...setup, operations: [{ ...operation, numberRange: { min: 0, max: 10 } }] },
      { ...setup, operations: [{ ...operation, numberRange: { min: 9, max: 3 } }] },
      { ...setup, operations: [{ ...operation, challengeCount: 500 }] },
      { ...setup, operations: [{ ...operation, type: 'power' }] },
      { ...setup, examDurationMinutes: 0 },
      { ...setup, autoStart: 'yes' },
    ];
    for (const data of broken) {
      stored(data);
      expect(sessionSetupStore.read()).toBeUndefined();
      expect(window.localStorage.getItem('mattemester.sessionSetup')).toBeNull();
    }
  });

  it('drops a version it does not know', () => {
    stored(SETUP, 2);
    expect(sessionSetupStore.read()).toBeUndefined();
  });
});
