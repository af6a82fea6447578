import { expect, test, type Page } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { SUPPORTED_LANGUAGES } from '../src/shared/i18n/languages';
import { createSessionAsTeacher } from './helpers/class';
import { openApp } from './helpers/navigation';
import { VIEWPORTS } from './helpers/screenshots';

/** Laptops of 1280 and 1366 px, where the dashboard's side column is narrowest, and a projector. */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  VIEWPORTS.projector,
] as const;

/**
 * What reaches too far right, with how far, in pixels: the edit card past its side column, the
 * pupils' column beside it or the window, and the edit form's fields and buttons past the card.
 */
async function partsPastTheirRoom(page: Page, fontSize: 'medium' | 'large'): Promise<string[]> {
  return page.evaluate(async (size) => {
    document.documentElement.dataset['fontSize'] = size;
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const card = document.querySelector('section[aria-labelledby="edit-title"]');
    const side = card?.closest('.dashboard__side');
    const main = document.querySelector('.dashboard__main');
    if (!card || !side || !main) throw new Error('no edit card in the side column, or no pupils');
    const sideBox = side.getBoundingClientRect();
    const mainBox = main.getBoundingClientRect();
    // The pupils' column bounds the card only where it stands beside the side column.
    const besideLeft = mainBox.left > sideBox.left ? mainBox.left : Infinity;
    const room = Math.min(sideBox.right, besideLeft, document.documentElement.clientWidth);
    const cardRight = card.getBoundingClientRect().right;
    return [
      { name: 'the edit card', over: Math.round(cardRight - room) },
      ...[...card.querySelectorAll('input, select, button, fieldset')].map((field) => ({
        name: field.id || (field.querySelector('legend') ?? field).textContent.trim(),
        over: Math.round(field.getBoundingClientRect().right - cardRight),
      })),
    ]
      .filter(({ over }) => over > 0)
      .map(({ name, over }) => `${name} ${String(over)}px`);
  }, fontSize);
}

test('the edit card stays in its column beside the pupils, and its fields in it, in every language', async ({
  page: teacher,
}) => {
  await teacher.setViewportSize(SIZES[0]);
  await createSessionAsTeacher(teacher, {
    autoStart: false,
    operations: ['addition'],
    questions: '10',
  });

  const outside: string[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    await openApp(teacher, `/teacher?lng=${language}`);
    await teacher.getByRole('button', { name: CATALOGS[language].teacher.edit.open }).click();
    for (const size of SIZES) {
      await teacher.setViewportSize(size);
      for (const fontSize of ['medium', 'large'] as const) {
        for (const part of await partsPastTheirRoom(teacher, fontSize))
          outside.push(`${language} ${String(size.width)}px ${fontSize}: ${part}`);
      }
      await partsPastTheirRoom(teacher, 'medium');
    }
  }
  expect(outside).toEqual([]);
});

/** The top of each heading, by its name, in page pixels. */
async function headingTops(page: Page, names: readonly string[]): Promise<number[]> {
  const tops: number[] = [];
  for (const name of names) {
    const box = await page.getByRole('heading', { name, exact: false }).first().boundingBox();
    tops.push(box?.y ?? Number.NaN);
  }
  return tops;
}

test('on a phone the pupils come right after the lesson controls, the setup under them', async ({
  page: teacher,
}) => {
  await teacher.setViewportSize(VIEWPORTS.phone);
  await createSessionAsTeacher(teacher, {
    autoStart: false,
    operations: ['addition'],
    questions: '10',
  });
  const [pupils, projector, configuration] = await headingTops(teacher, [
    'Pupils',
    'Projector',
    'Configuration',
  ]);
  expect(pupils).toBeLessThan(projector ?? 0);
  expect(projector).toBeLessThan(configuration ?? 0);
  // In the page's order too, so Tab reaches the pupils before the setup.
  const order = await teacher.evaluate(() =>
    [
      ...document.querySelectorAll(
        '.dashboard__side--lesson, .dashboard__main, .dashboard__side--setup',
      ),
    ].map((part) => part.className),
  );
  expect(order).toEqual([
    'dashboard__side dashboard__side--lesson',
    'dashboard__main',
    'dashboard__side dashboard__side--setup',
  ]);

  // On the projector the setup stands under the code, beside the pupils.
  await teacher.setViewportSize(VIEWPORTS.projector);
  const box = async (selector: string) => teacher.locator(selector).boundingBox();
  const lesson = await box('.dashboard__side--lesson');
  const setup = await box('.dashboard__side--setup');
  const main = await box('.dashboard__main');
  expect(setup?.x).toBe(lesson?.x);
  expect(setup?.y).toBeGreaterThan((lesson?.y ?? 0) + (lesson?.height ?? 0));
  expect(main?.x).toBeGreaterThan((lesson?.x ?? 0) + (lesson?.width ?? 0));
  expect(main?.y).toBe(lesson?.y);
});
