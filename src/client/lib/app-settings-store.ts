import * as v from 'valibot';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages';
import { defineStore } from './storage';

/** App settings v1 (SPEC §3): whether the first-visit language chooser is still to be shown. */
export const appSettingsSchema = v.object({
  showLanguageSelector: v.boolean(),
  currentLanguage: v.picklist(SUPPORTED_LANGUAGES),
  isFirstVisit: v.boolean(),
});
export type AppSettings = v.InferOutput<typeof appSettingsSchema>;

/** The app settings store, version 1. Absent on a first visit. */
export const appSettingsStore = defineStore({
  key: 'mattemester.appSettings',
  version: 1,
  schema: appSettingsSchema,
});
