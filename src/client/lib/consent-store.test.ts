import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION, consentChoice, consentIsValid } from './consent-store';

const NOW = new Date('2026-11-23T09:00:00Z');

describe('consentIsValid', () => {
  it('asks when nothing was chosen', () => {
    expect(consentIsValid(undefined, NOW)).toBe(false);
  });

  it('keeps a choice for 13 months and asks again after', () => {
    const choice = consentChoice(
      { analytics: false, marketing: false },
      new Date('2025-10-24T09:00:00Z'),
    );
    expect(consentIsValid(choice, NOW)).toBe(true);
    expect(consentIsValid(choice, new Date('2026-11-25T09:00:00Z'))).toBe(false);
  });

  it('asks again when the consent text has a new version', () => {
    const choice = { ...consentChoice({ analytics: true, marketing: false }, NOW), version: '0.9' };
    expect(choice.version).not.toBe(CONSENT_VERSION);
    expect(consentIsValid(choice, NOW)).toBe(false);
  });

  it('always keeps essential storage on', () => {
    expect(consentChoice({ analytics: false, marketing: false }, NOW).preferences.essential).toBe(
      true,
    );
  });
});
