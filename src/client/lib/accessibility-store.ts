import * as v from 'valibot';
import { defineStore } from './storage';
import { useStore } from './use-store';

/** The accessibility settings of SPEC §3, with their defaults. */
export const accessibilitySchema = v.object({
  highContrast: v.boolean(),
  fontSize: v.picklist(['small', 'medium', 'large']),
  fontFamily: v.picklist(['lexend', 'dyslexic']),
  reduceMotion: v.boolean(),
  textToSpeech: v.boolean(),
  sound: v.boolean(),
  /** 0 to 1 in steps of 0.1. */
  volume: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});
export type AccessibilitySettings = v.InferOutput<typeof accessibilitySchema>;

/** The settings before the user changes anything (SPEC §3 and §9). */
export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  highContrast: false,
  fontSize: 'medium',
  fontFamily: 'lexend',
  reduceMotion: false,
  textToSpeech: false,
  sound: true,
  volume: 0.7,
};

/** The accessibility store, version 1 (SPEC §4 Stored data versions). */
export const accessibilityStore = defineStore({
  key: 'mattemester.accessibility',
  version: 1,
  schema: accessibilitySchema,
});

/** The current settings (defaults when nothing is stored), re-rendering on every change. */
export function useAccessibility(): AccessibilitySettings {
  return useStore(accessibilityStore) ?? DEFAULT_ACCESSIBILITY;
}

/** The current settings, outside React. */
export function currentAccessibility(): AccessibilitySettings {
  return accessibilityStore.read() ?? DEFAULT_ACCESSIBILITY;
}
