import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { createSessionAsTeacher, joinAs } from './helpers/class';
import { cutTexts } from './helpers/cut-text';
import { keyFor } from './helpers/games';
import { solveStem } from './helpers/solve-stem';
import { VIEWPORTS } from './helpers/screenshots';

/** The text sizes and fonts of the accessibility menu, each as a student may have chosen them. */
const TEXT_SETTINGS = (['small', 'medium', 'large'] as const).flatMap((fontSize) =>
  (['lexend', 'dyslexic'] as const).map((fontFamily) => ({ fontSize, fontFamily })),
);
type TextSetting = (typeof TEXT_SETTINGS)[number];

const settingName = ({ fontSize, fontFamily }: TextSetting) => `${fontSize}-${fontFamily}`;

/**
 * A student's phone on a first visit, so the cookie banner is open and stays unanswered, with the
 * text size and font already chosen in the accessibility menu.
 */
async function phoneWithBannerOpen(browser: Browser, setting: TextSetting): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    storageState: { cookies: [], origins: [] },
  });
  await context.addInitScript((data) => {
    window.localStorage.setItem(
      'mattemester.accessibility',
      JSON.stringify({
        version: 1,
        data: {
          highContrast: false,
          reduceMotion: true,
          textToSpeech: false,
          sound: false,
          volume: 0.7,
          ...data,
        },
      }),
    );
  }, setting);
  return context.newPage();
}

/** The parts that are outside the viewport as the page stands, with where they are. */
async function partsOutsideViewport(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const outside: string[] = [];
    for (const selector of wanted) {
      const elements = [...document.querySelectorAll(selector)];
      if (elements.length === 0) outside.push(`${selector}: not on the page`);
      for (const [index, element] of elements.entries()) {
        const box = element.getBoundingClientRect();
        // Scrolling is in whole pixels, a box's edges are not.
        const inside =
          box.top >= -1 &&
          box.left >= -1 &&
          box.bottom <= window.innerHeight + 1 &&
          box.right <= window.innerWidth + 1;
        if (!inside)
          outside.push(
            `${selector} #${String(index + 1)}: top ${Math.round(box.top)}, bottom ${Math.round(box.bottom)}, left ${Math.round(box.left)}, right ${Math.round(box.right)}`,
          );
      }
    }
    return outside;
  }, selectors);
}

/** How many lines the question's text takes, and whether it is wider than its box. */
async function questionLayout(page: Page) {
  return page.locator('#practice-question').evaluate((question) => {
    const range = document.createRange();
    range.selectNodeContents(question);
    const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return {
      lines: lineTops.size,
      overflows: question.scrollWidth > question.clientWidth,
      text: question.textContent,
    };
  });
}

/** The tops of the elements the selector finds, in page order, each rounded to a pixel. */
async function topsOf(page: Page, selector: string): Promise<number[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
}

/** How many rows the practice counters' tiles and their figures take. */
async function counterRows(page: Page): Promise<{ tiles: number; figures: number }> {
  const rowsOf = async (selector: string) => new Set(await topsOf(page, selector)).size;
  return {
    tiles: await rowsOf('.practice__counters .stat-list__item'),
    figures: await rowsOf('.practice__counters dd'),
  };
}

/**
 * The question, its answers and then the feedback to an answer all fit the phone's screen, and
 * no text on it is cut.
 */
async function expectQuestionAndFeedbackFit(page: Page, name: string): Promise<void> {
  await expect(page.locator('.choice--open')).toHaveCount(3);
  await expect(page.locator('#practice-question')).toHaveText(/=/);
  // The cookie banner is still waiting for an answer.
  await expect(page.getByRole('region', { name: CATALOGS.en.consent.title })).toBeVisible();
  expect(await partsOutsideViewport(page, ['#practice-question', '.choice'])).toEqual([]);
  const layout = await questionLayout(page);
  expect(layout, `"${layout.text}" on one line`).toMatchObject({ lines: 1, overflows: false });
  expect(await counterRows(page), 'the three counters and their figures side by side').toEqual({
    tiles: 1,
    figures: 1,
  });
  // Nothing on the screen is cut at this text size either: the header, the banner, the title.
  expect(await cutTexts(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(`${name}-question`) });

  await page.keyboard.press('1');
  await expect(page.locator('.feedback')).toBeVisible();
  expect(await partsOutsideViewport(page, ['.feedback'])).toEqual([]);
  await page.screenshot({ path: screenshotPath(`${name}-feedback`) });
}

function screenshotPath(name: string): string {
  return path.join('test-results', 'screenshots', `phone-fit-${name}.png`);
}

for (const setting of TEXT_SETTINGS) {
  test(`solo practice shows the question, its answers and the feedback on one phone screen (${settingName(setting)} text, banner open)`, async ({
    browser,
  }) => {
    const page = await phoneWithBannerOpen(browser, setting);
    await page.goto('/practice/multiplication?lng=en');
    await expectQuestionAndFeedbackFit(page, `solo-${settingName(setting)}`);
    await page.context().close();
  });
}

for (const setting of TEXT_SETTINGS) {
  test(`solo practice with typed answers shows the question, the field, the whole number pad and the feedback on one phone screen (${settingName(setting)} text, banner open)`, async ({
    browser,
  }) => {
    const page = await phoneWithBannerOpen(browser, setting);
    const text = CATALOGS.en;
    await page.goto('/?lng=en');
    // The test is about the screen with the banner open: the click goes to the page as it stands
    // with it.
    await expect(page.getByRole('region', { name: text.consent.title })).toBeVisible();
    await page.locator('.operation-card--multiplication').click();
    await page
      .getByRole('radio', { name: new RegExp(text.difficulty.answerInput.typed.title) })
      .check();
    // The choice of mode and answers fits the phone's width too: its title wraps, however long
    // the operation's name is in this font and size.
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, 'the difficulty page scrolls sideways by').toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: text.difficulty.start }).click();
    await expect(page.getByLabel(text.practice.typed.label)).toBeFocused();
    await expect(page.getByRole('region', { name: text.consent.title })).toBeVisible();
    const parts = ['#practice-question', '.typed-answer__field', '.typed-answer__key'];
    expect(await partsOutsideViewport(page, parts)).toEqual([]);
    const layout = await questionLayout(page);
    expect(layout, `"${layout.text}" on one line`).toMatchObject({ lines: 1, overflows: false });
    expect(await cutTexts(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`typed-${settingName(setting)}-question`) });

    const stem = (await page.locator('#practice-question').textContent()) ?? '';
    await page.keyboard.type(`${String(solveStem(stem))}\n`);
    await expect(page.locator('.feedback--correct')).toBeVisible();
    expect(await partsOutsideViewport(page, ['.feedback'])).toEqual([]);
    await page.screenshot({ path: screenshotPath(`typed-${settingName(setting)}-feedback`) });
    await page.context().close();
  });
}

test("the results' five figures sit in two full rows, level in each, at every text size in every language", async ({
  browser,
}) => {
  for (const setting of TEXT_SETTINGS) {
    const page = await phoneWithBannerOpen(browser, setting);
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'mattemester.lastPracticeResult',
        JSON.stringify({
          version: 1,
          data: {
            operation: 'multiplication',
            mode: 'normal',
            stats: {
              correct: 7,
              incorrect: 3,
              streak: 2,
              bestStreak: 4,
              questionsAnswered: 10,
              timeSpentMs: 41_000,
            },
            newBadges: [],
          },
        }),
      );
    });
    for (const language of Object.keys(CATALOGS)) {
      await page.goto(`/results?lng=${language}`);
      await expect(page.locator('.results__stats dd')).toHaveCount(5);
      const tiles = await topsOf(page, '.results__stats .stat-list__item');
      const figures = await topsOf(page, '.results__stats dd');
      const where = `${language}, ${settingName(setting)} text`;
      // Three tiles, then two: the time never stands alone.
      expect(new Set(tiles.slice(0, 3)).size, where).toBe(1);
      expect(new Set(tiles.slice(3)).size, where).toBe(1);
      expect(tiles[3], where).toBeGreaterThan(tiles[0] ?? 0);
      expect(new Set(figures.slice(0, 3)).size, `${where}: first row's figures level`).toBe(1);
      expect(new Set(figures.slice(3)).size, `${where}: second row's figures level`).toBe(1);
    }
    await page.context().close();
  }
});

test('a class question with its timer, a numbered name, its answers and the feedback fit one phone screen at every text size (banner open)', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(120_000);
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
    secondsPerQuestion: '8',
  });
  for (const [index, setting] of TEXT_SETTINGS.entries()) {
    const student = await phoneWithBannerOpen(browser, setting);
    await student.goto(`/join?code=${code}&lng=en`);
    // One name for all: from the second on, the lesson numbers it and the screen says so.
    await joinAs(student, 'Emil');
    await expect(student.locator('.question-timer')).toBeVisible();
    if (index > 0)
      await expect(student.getByText(`your name is Emil ${String(index + 1)}.`)).toBeVisible();
    await expectQuestionAndFeedbackFit(student, `class-${settingName(setting)}`);
    await student.context().close();
  }
});

/**
 * A game's question and its four answers are on the phone's screen as the game starts and after
 * a level-up, while the speed bonus counts down: two levels of the game in each text setting.
 */
for (const game of ['addition', 'multiplication'] as const) {
  test(`the ${game} game shows its question and every answer on one phone screen at each level, at every text size (banner open)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    for (const setting of TEXT_SETTINGS) {
      const page = await phoneWithBannerOpen(browser, setting);
      await page.goto(`/games/${game}?lng=en`);
      for (let level = 1; level <= 2; level += 1) {
        await expect(page.locator('.choice--open')).toHaveCount(4);
        await expect(page.getByRole('region', { name: CATALOGS.en.consent.title })).toHaveCount(1);
        const outside = await partsOutsideViewport(page, ['#game-question', '.choice']);
        expect(outside, `level ${String(level)}, ${settingName(setting)} text`).toEqual([]);
        if (level === 1)
          await page.screenshot({ path: screenshotPath(`game-${game}-${settingName(setting)}`) });
        const question = await page.locator('#game-question').textContent();
        await page.keyboard.press(await keyFor(page, (answer, value) => answer === value));
        // The next level's question replaces this one after the verdict's pause.
        await expect(page.locator('#game-question')).not.toHaveText(question ?? '', {
          timeout: 5000,
        });
      }
      await page.context().close();
    }
  });
}

/** How the menu draws its checkboxes and hints, for comparing one page with another. */
async function accessibilityMenuLook(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('button', { name: CATALOGS.en.settings.open }).click();
  const menu = page.getByRole('dialog', { name: CATALOGS.en.settings.title });
  await expect(menu).toBeVisible();
  const checkbox = menu.getByRole('checkbox', { name: CATALOGS.en.settings.reduceMotion });
  const hint = menu.getByText(CATALOGS.en.settings.reduceMotionHint);
  return {
    checkbox: await checkbox.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.width, height: style.height };
    }),
    hintDisplay: await hint.evaluate((element) => getComputedStyle(element).display),
  };
}

test('the accessibility menu is styled on a student page as on the teacher page', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const onPractice = await accessibilityMenuLook(page, '/practice/addition?lng=en');
  await page.screenshot({ path: screenshotPath('accessibility-menu-practice') });
  const onTeacher = await accessibilityMenuLook(page, '/teacher?lng=en');
  expect(onPractice).toEqual(onTeacher);
  // A title and its hint are two lines, not "Reduce motionNo shaking...".
  expect(onPractice).toEqual({ checkbox: { width: '24px', height: '24px' }, hintDisplay: 'block' });
});
