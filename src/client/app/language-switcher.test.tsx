import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '#shared/i18n/languages';
import { createI18n, type SwitchOutcome } from '#client/lib/i18n';
import type * as I18nModule from '#client/lib/i18n';
import { LanguageSwitchNotice, LanguageSwitcher, type LanguageSwitch } from './language-switcher';

/** A switch asked of the app, which the test ends as it likes. */
interface AskedSwitch {
  readonly language: Language;
  readonly end: (made: boolean) => Promise<void>;
}

const asked: AskedSwitch[] = [];

// switchLanguage's own rule (i18n-on-demand.test.ts): only the latest switch asked is made; an
// earlier one ends 'overtaken'. Here its downloads end when and how the test says.
vi.mock('#client/lib/i18n', async (importOriginal) => {
  const original = await importOriginal<typeof I18nModule>();
  return {
    ...original,
    switchLanguage: (instance: I18n, language: Language) =>
      new Promise<SwitchOutcome>((resolve) => {
        const number = asked.length + 1;
        asked.push({
          language,
          end: async (made) => {
            if (number !== asked.length) resolve('overtaken');
            else if (!made) resolve('failed');
            else {
              await instance.changeLanguage(language);
              resolve('switched');
            }
          },
        });
      }),
  };
});

function Header() {
  const [languageSwitch, setLanguageSwitch] = useState<LanguageSwitch>();
  return (
    <header>
      <LanguageSwitcher languageSwitch={languageSwitch} onSwitchChange={setLanguageSwitch} />
      <LanguageSwitchNotice languageSwitch={languageSwitch} />
    </header>
  );
}

function renderHeader() {
  const instance = createI18n({ language: 'en', detect: false, catalogs: CATALOGS });
  render(
    <I18nextProvider i18n={instance}>
      <Header />
    </I18nextProvider>,
  );
  return instance;
}

const select = () => screen.getByRole<HTMLSelectElement>('combobox');

/** The loading line: the header's one polite live region. */
function loadingLine(): Element {
  const regions = document.querySelectorAll('[aria-live="polite"]');
  expect(regions).toHaveLength(1);
  return regions[0] as Element;
}

function choose(language: Language) {
  act(() => {
    fireEvent.change(select(), { target: { value: language } });
  });
}

async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function end(index: number, made: boolean) {
  await act(async () => {
    await asked[index]?.end(made);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  asked.length = 0;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LanguageSwitcher', () => {
  it('shows the chosen language while its texts load, and says so after a moment', async () => {
    renderHeader();
    const line = loadingLine();
    choose('sv');
    expect(select().value).toBe('sv');
    expect(line).toBeEmptyDOMElement();
    await pass(400);
    // The same region, there before its text, so that screen readers announce what comes in.
    expect(loadingLine()).toBe(line);
    expect(line).toHaveTextContent('Loading Svenska…');
    await end(0, true);
    expect(select().value).toBe('sv');
    expect(loadingLine()).toBe(line);
    expect(line).toBeEmptyDOMElement();
    expect(screen.getByRole('combobox', { name: 'Språk' })).toBeInTheDocument();
  });

  it('goes back to the language in use and says which one failed', async () => {
    renderHeader();
    choose('uk');
    await pass(2_000);
    await end(0, false);
    expect(select().value).toBe('en');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Українська did not load. Check the connection and try again.',
    );
    expect(screen.queryByText(/Loading/)).toBeNull();
  });

  it('tells of the latest choice only, whatever order switches, failures and time come in', async () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('choose' as const),
        language: fc.constantFrom(...SUPPORTED_LANGUAGES),
      }),
      fc.record({ kind: fc.constant('end' as const), pick: fc.nat(), made: fc.boolean() }),
      fc.record({ kind: fc.constant('pass' as const), ms: fc.integer({ min: 1, max: 700 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        cleanup();
        asked.length = 0;
        const instance = renderHeader();
        const line = loadingLine();
        // What the header should tell: the latest choice, how it ended, and how long it loads.
        let latest:
          { language: Language; ended?: boolean | undefined; loadedMs: number } | undefined;
        const ended = new Set<number>();
        for (const next of steps) {
          if (next.kind === 'choose') {
            const before = asked.length;
            choose(next.language);
            if (asked.length > before) latest = { language: next.language, loadedMs: 0 };
          } else if (next.kind === 'pass') {
            await pass(next.ms);
            if (latest?.ended === undefined && latest !== undefined) latest.loadedMs += next.ms;
          } else if (asked.length > 0) {
            const index = next.pick % asked.length;
            if (ended.has(index)) continue;
            ended.add(index);
            await end(index, next.made);
            if (index === asked.length - 1 && latest !== undefined) latest.ended = next.made;
          }
          const inUse = instance.language as Language;
          const loading = latest !== undefined && latest.ended === undefined;
          expect(select().value).toBe(loading ? latest?.language : inUse);
          const failed = latest?.ended === false ? latest.language : undefined;
          if (failed === undefined) expect(screen.queryByRole('alert')).toBeNull();
          else
            expect(screen.getByRole('alert')).toHaveTextContent(
              instance.t('layout.languageFailed', { language: LANGUAGE_NAMES[failed] }),
            );
          expect(loadingLine()).toBe(line);
          const slow = loading && (latest?.loadedMs ?? 0) >= 400;
          if (!slow || latest === undefined) expect(line).toBeEmptyDOMElement();
          else
            expect(line).toHaveTextContent(
              instance.t('layout.languageLoading', { language: LANGUAGE_NAMES[latest.language] }),
            );
        }
      }),
      { numRuns: 60 },
    );
  });
});
