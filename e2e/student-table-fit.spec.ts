import { expect, test, type Page } from '@playwright/test';
import { SUPPORTED_LANGUAGES } from '../src/shared/i18n/languages';
import { createSessionAsTeacher, joinThroughApi } from './helpers/class';
import { openApp } from './helpers/navigation';
import { VIEWPORTS } from './helpers/screenshots';

/** Names as long as a class has them (up to the 20 characters a name may have). */
const NAMES = ['Ada Kristin Solberg', 'Mohammed Al-Rashidi', 'Олександра Коваленко', 'Ola'];

/** A school laptop and a classroom projector: the teacher sees every column without scrolling. */
const SIZES = [{ width: 1366, height: 768 }, VIEWPORTS.projector] as const;

/** How far the student table reaches past its card, in pixels (0 when it fits). */
async function tableOverflow(page: Page, fontSize: 'medium' | 'large'): Promise<number> {
  return page.evaluate(async (size) => {
    document.documentElement.dataset['fontSize'] = size;
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const scroller = document.querySelector('.student-table__scroll');
    if (scroller === null) throw new Error('no student table');
    return scroller.scrollWidth - scroller.clientWidth;
  }, fontSize);
}

test('the student table fits the dashboard of a laptop and a projector in every language', async ({
  page: teacher,
  request,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
  });
  await joinThroughApi(request, code, NAMES);

  const overflowing: string[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    await openApp(teacher, `/teacher?lng=${language}`);
    await expect(teacher.locator('.student-table tbody tr')).toHaveCount(NAMES.length);
    for (const size of SIZES) {
      await teacher.setViewportSize(size);
      // Large text must fit on the projector, which the whole class reads from afar.
      const textSizes: readonly ('medium' | 'large')[] =
        size === VIEWPORTS.projector ? ['medium', 'large'] : ['medium'];
      for (const fontSize of textSizes) {
        const overflow = await tableOverflow(teacher, fontSize);
        if (overflow > 1)
          overflowing.push(
            `${language} ${String(size.width)}px ${fontSize}: ${String(overflow)}px`,
          );
      }
      await tableOverflow(teacher, 'medium');
    }
  }
  expect(overflowing).toEqual([]);
});

test('on a phone the student table scrolls sideways with the names staying in view', async ({
  page: teacher,
  request,
}) => {
  await teacher.setViewportSize(VIEWPORTS.phone);
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
  });
  await joinThroughApi(request, code, NAMES);
  const scroller = teacher.locator('.student-table__scroll');
  await expect(teacher.locator('.student-table tbody tr')).toHaveCount(NAMES.length);
  const firstName = teacher.locator('.student-table tbody th').first();
  const shifted = await scroller.evaluate((box) => {
    box.scrollLeft = box.scrollWidth;
    return box.scrollLeft;
  });
  expect(shifted).toBeGreaterThan(100);
  await expect
    .poll(async () => {
      const [outer, name] = await Promise.all([scroller.boundingBox(), firstName.boundingBox()]);
      if (outer === null || name === null) return 'not on the page';
      return name.x >= outer.x - 1 && name.x + name.width <= outer.x + outer.width + 1
        ? 'in view'
        : `at ${String(Math.round(name.x))}, the table from ${String(Math.round(outer.x))}`;
    })
    .toBe('in view');
});
