import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from './language-choice';
import { CATALOG_FILES } from '#shared/i18n/catalogs';

const { main: CORE, onDemand: ON_DEMAND } = CATALOG_FILES;

/** What each catalog file's download was asked for, in order, as the browser would fetch it. */
const downloads: string[] = [];
/** How many of the next downloads of an on-demand file fail. */
let onDemandFailures = 0;
/** The languages whose on-demand file cannot be fetched at all. */
const unreachableOnDemand = new Set<string>();
/** How long an on-demand file takes to come (the main files come at once). */
let onDemandDelayMs = 0;

vi.mock('./catalog-loaders', () => {
  const loaders = (part: 'core' | 'on-demand', files: Readonly<Record<string, object>>) =>
    Object.fromEntries(
      Object.entries(files).map(([language, catalog]) => [
        language,
        () => {
          downloads.push(`${part}/${language}`);
          if (part === 'on-demand' && unreachableOnDemand.has(language))
            return Promise.reject(new Error('offline'));
          if (part === 'on-demand' && onDemandFailures > 0) {
            onDemandFailures -= 1;
            return Promise.reject(new Error('offline'));
          }
          const copy = structuredClone(catalog);
          if (part === 'core' || onDemandDelayMs === 0) return Promise.resolve(copy);
          return new Promise((resolve) => setTimeout(() => resolve(copy), onDemandDelayMs));
        },
      ]),
    );
  return {
    CATALOG_LOADERS: loaders('core', CORE),
    ON_DEMAND_LOADERS: loaders('on-demand', ON_DEMAND),
  };
});

/** A fresh copy of the module (its running instance and what it has loaded). */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

beforeEach(() => {
  downloads.length = 0;
  onDemandFailures = 0;
  onDemandDelayMs = 0;
  unreachableOnDemand.clear();
  window.history.replaceState(null, '', '/?lng=en');
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
  window.history.replaceState(null, '', '/');
});

describe('the catalog’s on-demand sections', () => {
  it('are not fetched by a student’s start, and come whole when a teacher’s page asks', async () => {
    const { startI18n, loadOnDemandSections } = await freshI18n();
    const i18n = await startI18n();
    expect(downloads).toEqual(['core/en']);
    expect(i18n.exists('help.title')).toBe(false);
    expect(i18n.t('practice.counters.streak')).toBe(CORE.en.practice.counters.streak);

    await loadOnDemandSections();
    await loadOnDemandSections();
    expect(downloads).toEqual(['core/en', 'on-demand/en']);
    expect(i18n.t('help.title')).toBe('Help');
    expect(i18n.t('teacher.title')).toBe(ON_DEMAND.en.teacher.title);
    expect(i18n.t('practice.counters.streak')).toBe(CORE.en.practice.counters.streak);
  });

  it('come with every language switched to once a page has needed them', async () => {
    const { startI18n, loadOnDemandSections } = await freshI18n();
    const i18n = await startI18n();
    await i18n.changeLanguage('no');
    expect(i18n.exists('help.title')).toBe(false);
    await loadOnDemandSections();
    await i18n.changeLanguage('sv');
    expect(downloads).toEqual(['core/en', 'core/no', 'on-demand/no', 'core/sv', 'on-demand/sv']);
    expect(i18n.t('help.title')).toBe('Hjälp');
    expect(i18n.t('practice.counters.streak')).toBe(CORE.sv.practice.counters.streak);
  });

  it('come for a language shown before they were needed when the student switches back to it', async () => {
    const { startI18n, loadOnDemandSections } = await freshI18n();
    const i18n = await startI18n();
    await i18n.changeLanguage('sv');
    await loadOnDemandSections();
    await i18n.changeLanguage('en');
    expect(downloads).toEqual(['core/en', 'core/sv', 'on-demand/sv', 'on-demand/en']);
    expect(i18n.t('help.title')).toBe('Help');
  });

  it('wait for a start still under way, as on a visit that opens on the teacher’s page', async () => {
    const { startI18n, loadOnDemandSections } = await freshI18n();
    const starting = startI18n();
    await loadOnDemandSections();
    const i18n = await starting;
    expect(i18n.t('teacher.title')).toBe(ON_DEMAND.en.teacher.title);
    expect(downloads).toEqual(['core/en', 'on-demand/en']);
  });

  it('reach a language whose switch was under way when they were asked for', async () => {
    const { startI18n, loadOnDemandSections } = await freshI18n();
    const i18n = await startI18n();
    const switching = i18n.changeLanguage('sv');
    const sections = loadOnDemandSections();
    await switching;
    await sections;
    await vi.waitFor(() => {
      expect(i18n.t('help.title')).toBe('Hjälp');
    });
  });

  it('reach a language whose switch is shown before the first language’s sections come', async () => {
    const { startI18n, loadOnDemandSections } = await freshI18n();
    const i18n = await startI18n();
    onDemandDelayMs = 20;
    const switching = i18n.changeLanguage('sv');
    const sections = loadOnDemandSections();
    await switching;
    expect(i18n.language).toBe('sv');
    await sections;
    expect(i18n.t('help.title')).toBe('Hjälp');
    expect(downloads).toEqual(['core/en', 'core/sv', 'on-demand/en', 'on-demand/sv']);
  });

  it('are fetched again after a failed download, without the page noticing', async () => {
    const { startI18n, loadOnDemandSections } = await freshI18n();
    const i18n = await startI18n();
    vi.useFakeTimers();
    onDemandFailures = 2;
    const retried = loadOnDemandSections();
    await vi.advanceTimersByTimeAsync(2_000);
    await retried;
    expect(i18n.t('help.title')).toBe('Help');
    expect(downloads).toEqual(['core/en', 'on-demand/en', 'on-demand/en', 'on-demand/en']);
  });

  it('fail the page after six failed downloads, and the next page fetches them again', async () => {
    const { startI18n, loadOnDemandSections } = await freshI18n();
    const i18n = await startI18n();
    vi.useFakeTimers();
    onDemandFailures = 6;
    const failed = expect(loadOnDemandSections()).rejects.toThrow('could not be fetched');
    await vi.advanceTimersByTimeAsync(20_000);
    await failed;
    expect(i18n.exists('help.title')).toBe(false);
    await loadOnDemandSections();
    expect(i18n.t('help.title')).toBe('Help');
    expect(downloads.filter((file) => file === 'on-demand/en')).toHaveLength(7);
  });

  it('keep a switch from happening until they come, and the app in its language if they do not', async () => {
    const { startI18n, loadOnDemandSections, switchLanguage } = await freshI18n();
    const i18n = await startI18n();
    await loadOnDemandSections();
    vi.useFakeTimers();
    onDemandFailures = 6;
    const failed = switchLanguage(i18n, 'sv');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await failed).toBe('failed');
    expect(i18n.language).toBe('en');
    expect(i18n.t('teacher.title')).toBe(ON_DEMAND.en.teacher.title);

    expect(await switchLanguage(i18n, 'sv')).toBe('switched');
    expect(i18n.language).toBe('sv');
    expect(i18n.t('teacher.title')).toBe(ON_DEMAND.sv.teacher.title);
    expect(downloads.filter((file) => file === 'on-demand/sv')).toHaveLength(7);
  });

  it('hold back a switch under way when a page asks for them while it waits and they cannot come', async () => {
    const { startI18n, loadOnDemandSections, switchLanguage } = await freshI18n();
    const i18n = await startI18n();
    unreachableOnDemand.add('sv');
    vi.useFakeTimers();
    const switching = switchLanguage(i18n, 'sv');
    const opening = loadOnDemandSections();
    await vi.advanceTimersByTimeAsync(20_000);
    await opening;
    expect(await switching).toBe('failed');
    expect(i18n.language).toBe('en');
    expect(i18n.t('teacher.title')).toBe(ON_DEMAND.en.teacher.title);
  });

  it('make only the latest of two switches asked for', async () => {
    const { startI18n, loadOnDemandSections, switchLanguage } = await freshI18n();
    const i18n = await startI18n();
    await loadOnDemandSections();
    onDemandDelayMs = 500;
    vi.useFakeTimers();
    const first = switchLanguage(i18n, 'sv');
    onDemandDelayMs = 0;
    const second = switchLanguage(i18n, 'da');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await second).toBe('switched');
    expect(await first).toBe('overtaken');
    expect(i18n.language).toBe('da');
  });

  it('need no download where the catalogs were given whole', async () => {
    const { createI18n, loadOnDemandSections } = await freshI18n();
    const { CATALOGS } = await import('#shared/i18n/catalogs');
    const i18n = createI18n({ language: 'da', detect: false, catalogs: CATALOGS });
    await loadOnDemandSections();
    expect(downloads).toEqual([]);
    expect(i18n.t('help.title')).toBe(ON_DEMAND.da.help.title);
  });
});
