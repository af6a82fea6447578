import * as v from 'valibot';
import { defineStore } from './storage';

/** The consent text's version; a stored choice for another version asks again (SPEC §4). */
export const CONSENT_VERSION = '1.0';
/** A choice is remembered for 13 months (SPEC §9). */
export const CONSENT_MONTHS = 13;

/** The cookie consent of SPEC §3. Essential storage is always on. */
export const consentSchema = v.object({
  hasConsented: v.boolean(),
  preferences: v.object({
    essential: v.literal(true),
    analytics: v.boolean(),
    marketing: v.boolean(),
  }),
  /** ISO 8601. */
  consentDate: v.string(),
  version: v.string(),
});
export type Consent = v.InferOutput<typeof consentSchema>;

/** The consent store, version 1. */
export const consentStore = defineStore({
  key: 'mattemester.consent',
  version: 1,
  schema: consentSchema,
});

/** True when a stored choice exists, is for this version, and is less than 13 months old. */
export function consentIsValid(consent: Consent | undefined, now: Date): boolean {
  if (consent?.hasConsented !== true || consent.version !== CONSENT_VERSION) return false;
  const expires = new Date(consent.consentDate);
  if (Number.isNaN(expires.getTime())) return false;
  expires.setMonth(expires.getMonth() + CONSENT_MONTHS);
  return now < expires;
}

/** The choice to store: essential always, the optional categories as chosen. */
export function consentChoice(
  optional: { analytics: boolean; marketing: boolean },
  now: Date,
): Consent {
  return {
    hasConsented: true,
    preferences: { essential: true, ...optional },
    consentDate: now.toISOString(),
    version: CONSENT_VERSION,
  };
}
