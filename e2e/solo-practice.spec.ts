import { expect, test } from '@playwright/test';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { answerCurrentQuestion, answerRoundCorrectly, tabTo } from './helpers/practice';

for (const language of ['en', 'no'] as const) {
  const text = CATALOGS[language];

  test(`a new student goes from the home page to the results by keyboard alone (${language})`, async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|worker-src/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`/?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.home.title);

    await tabTo(page, text.operations.multiplication);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/difficulty$/);
    await expect(
      page.getByRole('radio', { name: new RegExp(text.difficulty.normal.title) }),
    ).toBeChecked();

    await tabTo(page, text.difficulty.start);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/practice\/multiplication$/);

    await answerRoundCorrectly(page);

    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.results.title);
    await expect(page.getByText(text.results.accuracy.replace('{{percent}}', '100'))).toBeVisible();
    await expect(page.getByText(text.results.grade.excellent)).toBeVisible();
    await expect(page.getByRole('heading', { name: text.results.achievement.title })).toBeVisible();
    // The confetti falls on a canvas of its own, drawn without a worker the page's policy refuses.
    await expect(page.locator('body > canvas')).toHaveCount(1);
    expect(refused).toEqual([]);

    await tabTo(page, text.results.practiceAgain);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/practice\/multiplication$/);
    await expect(page.locator('.practice__progress p')).toContainText('1');
  });
}

test('a wrong answer shows the correct one and the round goes on by itself', async ({ page }) => {
  await page.goto('/?lng=en');
  await page.locator('.operation-card--addition').click();
  await page.getByRole('button', { name: 'Start practice' }).click();
  const stem = (await page.locator('#practice-question').textContent()) ?? '';
  const [a, b] = stem.split('+').map((part) => Number.parseInt(part, 10));
  const answer = String((a ?? 0) + (b ?? 0));
  const values = await page.locator('.choice__value').allTextContents();
  const wrongIndex = values.findIndex((value) => value !== answer);
  await page.locator('.choice').nth(wrongIndex).click();
  await expect(page.getByRole('status')).toHaveText(`Not quite. The answer is ${answer}.`);
  await expect(page.locator('.choice--wrong')).toHaveCount(1);
  await expect(page.getByText('Question 2 of 10')).toBeVisible({ timeout: 5000 });
});

test('adaptive practice shows the level the student is at', async ({ page }) => {
  await page.goto('/difficulty?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'How do you want to practise addition?',
  );
  await page.getByRole('radio', { name: /Adaptive/ }).check();
  await page.getByRole('button', { name: 'Start practice' }).click();
  await expect(page.getByText('Level 1')).toBeVisible();
});

test('the results stay on screen after a reload', async ({ page }) => {
  await page.goto('/practice/division?lng=en');
  await answerRoundCorrectly(page);
  await expect(page).toHaveURL(/\/results$/);
  await page.reload();
  await expect(page.getByText('100 % correct')).toBeVisible();
});

test('a reload in the middle of a round goes on at the same question, and the round counts all ten', async ({
  page,
}) => {
  await page.goto('/?lng=en');
  await page.locator('.operation-card--multiplication').click();
  await page.getByRole('button', { name: 'Start practice' }).click();
  await answerRoundCorrectly(page, 3);
  await expect(page.getByText('Question 4 of 10')).toBeVisible();
  const stem = await page.locator('#practice-question').textContent();
  await page.reload();
  await expect(page.getByText('Question 4 of 10')).toBeVisible();
  await expect(page.locator('#practice-question')).toHaveText(stem ?? '');
  await answerCurrentQuestion(page);
  await page.reload();
  // Reloaded during the feedback: the answer stays given, and the round moves on by itself.
  await expect(page.locator('.feedback--correct')).toBeVisible();
  await expect(page.getByText('Question 5 of 10')).toBeVisible({ timeout: 5000 });
  for (let question = 5; question <= 10; question += 1) {
    await expect(page.getByText(`Question ${String(question)} of 10`)).toBeVisible();
    await answerCurrentQuestion(page);
    await page.keyboard.press('n');
  }
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByText('100 % correct')).toBeVisible();
});

test('an unknown skill in the address sends the student home', async ({ page }) => {
  await page.goto('/practice/algebra?lng=en');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGS.en.home.title);
});
