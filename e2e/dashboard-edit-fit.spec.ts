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

/** The edit form's fields and buttons that reach past the edit card, with how far, in pixels. */
async function fieldsPastTheCard(page: Page, fontSize: 'medium' | 'large'): Promise<string[]> {
  return page.evaluate(async (size) => {
    document.documentElement.dataset['fontSize'] = size;
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const card = document.querySelector('section[aria-labelledby="edit-title"]');
    if (card === null) throw new Error('no edit card');
    const right = card.getBoundingClientRect().right;
    return [...card.querySelectorAll('input, select, button, fieldset')]
      .map((field) => ({
        name: field.id || (field.querySelector('legend') ?? field).textContent.trim(),
        over: Math.round(field.getBoundingClientRect().right - right),
      }))
      .filter(({ over }) => over > 0)
      .map(({ name, over }) => `${name} ${String(over)}px`);
  }, fontSize);
}

test('the edit form keeps every field inside its card beside the pupils, in every language', async ({
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
        for (const field of await fieldsPastTheCard(teacher, fontSize))
          outside.push(`${language} ${String(size.width)}px ${fontSize}: ${field}`);
      }
      await fieldsPastTheCard(teacher, 'medium');
    }
  }
  expect(outside).toEqual([]);
});
