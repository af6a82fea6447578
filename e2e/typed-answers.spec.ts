import { expect, test, type Page } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { expectNoAxeViolations } from './helpers/axe';
import { newStudentPage } from './helpers/class';
import { solveStem } from './helpers/solve-stem';
import { saveScreenshot, VIEWPORTS } from './helpers/screenshots';

/** The answer to the question on screen, once a new one shows. */
async function answerOnScreen(page: Page): Promise<number> {
  return solveStem((await page.locator('#practice-question').textContent()) ?? '');
}

/** Types the number on the on-screen pad and presses its send key. */
async function typeOnPad(page: Page, value: number, language: 'en' | 'no'): Promise<void> {
  const text = CATALOGS[language].practice.typed;
  const pad = page.getByRole('group', { name: text.padLabel });
  for (const digit of String(value)) await pad.getByRole('button', { name: digit }).click();
  await pad.getByRole('button', { name: text.send }).click();
}

for (const language of ['en', 'no'] as const) {
  const text = CATALOGS[language];

  test(`a student types the answers of a solo round on a phone, by pad and by keyboard (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`/?lng=${language}`);
    await page.locator('.operation-card--multiplication').click();
    await page
      .getByRole('radio', { name: new RegExp(text.difficulty.answerInput.typed.title) })
      .check();
    await page.getByRole('button', { name: text.difficulty.start }).click();
    await expect(page).toHaveURL(/\/practice\/multiplication$/);

    // No choices: the field and the pad, with the field ready for the keyboard.
    await expect(page.locator('.choice')).toHaveCount(0);
    const field = page.getByLabel(text.practice.typed.label);
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `typed-solo-question-${language}`, 'phone');

    // A wrong number: the field shows it marked wrong, and the feedback gives the right answer.
    const first = await answerOnScreen(page);
    await page.keyboard.type(String(first + 1));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(
      text.practice.feedback.wrong.replace('{{answer}}', String(first)),
    );
    await expect(field).toHaveValue(String(first + 1));
    await saveScreenshot(page, `typed-solo-wrong-${language}`, 'phone');

    // The rest right: on the pad, then by the keyboard; Enter again goes on (N now and then).
    for (let question = 2; question <= 10; question += 1) {
      await expect(page.locator('.practice__progress p')).toContainText(String(question));
      await expect(field).toHaveValue('');
      const answer = await answerOnScreen(page);
      if (question % 2 === 0) await typeOnPad(page, answer, language);
      else await page.keyboard.type(`${String(answer)}\n`);
      await expect(page.locator('.feedback--correct')).toBeVisible();
      await page.keyboard.press(question % 4 === 0 ? 'n' : 'Enter');
    }
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByText(text.results.accuracy.replace('{{percent}}', '90'))).toBeVisible();
  });
}

test('a class whose teacher asks for typed answers: the pupil types, the server judges (en, no)', async ({
  page: teacher,
  browser,
}) => {
  await teacher.setViewportSize(VIEWPORTS.projector);
  await teacher.goto('/teacher?lng=en');
  await teacher.getByRole('button', { name: 'Configure session' }).click();
  const operation = teacher.getByRole('group', { name: 'Operation 1' });
  await operation.getByLabel('Operation', { exact: true }).selectOption('multiplication');
  await operation.getByRole('checkbox', { name: CATALOGS.en.teacher.form.typedAnswers }).check();
  await saveScreenshot(teacher, 'typed-teacher-form', 'projector');
  await teacher.getByRole('button', { name: 'Start session' }).click();
  const code = (await teacher.locator('.dashboard__code-text').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await expect(teacher.getByText(CATALOGS.en.teacher.config.typedAnswers)).toBeVisible();

  for (const [language, name] of [
    ['en', 'Ada'],
    ['no', 'Bo'],
  ] as const) {
    const text = CATALOGS[language];
    const student = await newStudentPage(browser);
    await student.goto(`/join?code=${code}&lng=${language}`);
    await student.getByLabel(text.join.name).fill(name);
    await student.getByRole('button', { name: text.join.submit, exact: true }).click();
    await expect(student.getByLabel(text.practice.typed.label)).toBeVisible();
    await expect(student.locator('.choice')).toHaveCount(0);
    await expectNoAxeViolations(student);
    await saveScreenshot(student, `typed-class-question-${language}`, 'phone');

    const right = await answerOnScreen(student);
    await typeOnPad(student, right, language);
    await expect(student.locator('.feedback--correct')).toBeVisible();
    await expect(student.locator('.feedback--correct')).toHaveText(text.practice.feedback.correct);

    // The next question comes by itself; a wrong number is judged wrong with the right answer.
    await expect(student.getByLabel(text.practice.typed.label)).toHaveValue('', { timeout: 5000 });
    const next = await answerOnScreen(student);
    await student.keyboard.type(`${String(next + 10)}\n`);
    await expect(student.getByRole('status')).toHaveText(
      text.practice.feedback.wrong.replace('{{answer}}', String(next)),
    );
    await saveScreenshot(student, `typed-class-wrong-${language}`, 'phone');
    await student.context().close();
  }
  await saveScreenshot(teacher, 'typed-teacher-dashboard', 'projector');
});
