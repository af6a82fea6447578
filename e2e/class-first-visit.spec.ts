import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../src/shared/i18n/languages';
import {
  changeOperationAsTeacher,
  createSessionAsTeacher,
  endSessionAsTeacher,
} from './helpers/class';
import {
  chooseLanguageAndAnswerBanner,
  fill,
  firstVisitPupilPage,
  joinInLanguage,
  lockPhoneFor,
  textIn,
  type BannerAnswer,
} from './helpers/first-visit';
import { answerCurrentQuestion } from './helpers/practice';
import { decodeQrImage } from './helpers/qr';

/** A pupil in the class: their page and the language they chose on the chooser. */
interface Pupil {
  readonly page: Page;
  readonly language: Language;
  readonly name: string;
}

function progressText(pupil: Pupil, current: number, total: number, step: number, steps: number) {
  return fill(textIn(pupil.language).classPractice.progressWithStep, {
    current,
    total,
    step,
    steps,
  });
}

async function expectPractising(pupil: Pupil, operation: string): Promise<void> {
  await expect(pupil.page).toHaveURL(new RegExp(`/practice/${operation}$`));
  await expect(pupil.page.locator('.choice--open').first()).toBeVisible();
}

async function expectStoppedResults(pupil: Pupil): Promise<void> {
  await expect(
    pupil.page.getByRole('status').filter({
      hasText: textIn(pupil.language).classPractice.teacherStopped,
    }),
  ).toBeVisible();
  await expect(pupil.page.locator('.choice--open')).toHaveCount(0);
}

/** Reads the join link out of the teacher's QR image, as a pupil's camera would. */
async function linkFromQrCode(teacher: Page): Promise<string> {
  await teacher.getByRole('button', { name: 'Show QR code and link' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Quick connect' });
  const shownLink = await dialog.getByLabel('Join link').inputValue();
  const image = dialog.getByRole('img', { name: /QR code/ });
  await expect(image).toBeVisible();
  const decoded = await decodeQrImage(image);
  expect(decoded).toBe(shownLink);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return decoded ?? '';
}

function studentRow(teacher: Page, name: string) {
  return teacher.locator('.student-table tbody tr').filter({ hasText: name });
}

test('pupils on a first visit by code, link and QR code follow every live event of the teacher', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(180_000);
  await teacher.setViewportSize({ width: 1920, height: 1080 });
  const code = await createSessionAsTeacher(teacher, {
    autoStart: false,
    operations: ['addition', 'subtraction'],
    questions: '5',
  });

  // By code from the home page: the chooser, the banner, then "I am a pupil" and the code.
  const byCode: Pupil = { page: await firstVisitPupilPage(browser), language: 'no', name: 'Nora' };
  await byCode.page.goto('/');
  await chooseLanguageAndAnswerBanner(byCode.page, 'no', 'accept');
  await byCode.page
    .getByRole('link', { name: new RegExp(textIn('no').home.student.title) })
    .click();
  await joinInLanguage(byCode.page, 'no', byCode.name, code);

  // By the join link, typed: the code comes with it.
  const byLink: Pupil = { page: await firstVisitPupilPage(browser), language: 'sv', name: 'Sven' };
  await byLink.page.goto(`/join?code=${code}`);
  await chooseLanguageAndAnswerBanner(byLink.page, 'sv', 'decline');
  await expect(byLink.page.getByLabel(textIn('sv').join.code)).toHaveValue(code);
  await joinInLanguage(byLink.page, 'sv', byLink.name);

  // By the QR code: the link read from the teacher's image.
  const byQr: Pupil = { page: await firstVisitPupilPage(browser), language: 'uk', name: 'Оля' };
  await byQr.page.goto(await linkFromQrCode(teacher));
  await chooseLanguageAndAnswerBanner(byQr.page, 'uk', 'customise');
  await joinInLanguage(byQr.page, 'uk', byQr.name);

  const pupils = [byCode, byLink, byQr];
  for (const pupil of pupils) {
    await expect(
      pupil.page.getByRole('heading', { name: textIn(pupil.language).join.waiting.title }),
    ).toBeVisible();
    await expect(studentRow(teacher, pupil.name).locator('.presence--online')).toBeVisible();
  }

  // Start: every pupil practises; each answers three questions and is on question 4.
  await teacher.getByRole('button', { name: 'Start' }).click();
  for (const pupil of pupils) {
    await expectPractising(pupil, 'addition');
    for (let question = 1; question <= 3; question += 1) {
      await answerCurrentQuestion(pupil.page);
      await pupil.page.keyboard.press('n');
    }
    await expect(pupil.page.getByText(progressText(pupil, 4, 10, 1, 2))).toBeVisible();
    await expect(studentRow(teacher, pupil.name).locator('td').first()).toHaveText('3');
  }

  // Stop: results on every screen, and no question left open.
  await teacher.getByRole('button', { name: 'Stop' }).click();
  for (const pupil of pupils) await expectStoppedResults(pupil);

  // Resume: back to practice where they were.
  await teacher.getByRole('button', { name: 'Resume' }).click();
  for (const pupil of pupils) {
    await expectPractising(pupil, 'addition');
    await expect(pupil.page.getByText(progressText(pupil, 4, 10, 1, 2))).toBeVisible();
  }

  // New settings: the current operation becomes multiplication.
  await changeOperationAsTeacher(teacher, 1, 'multiplication');
  for (const pupil of pupils) await expectPractising(pupil, 'multiplication');

  // Next operation: step 2 of 2.
  await teacher.getByRole('button', { name: 'Next operation' }).click();
  for (const pupil of pupils) {
    await expectPractising(pupil, 'subtraction');
    await expect(pupil.page.getByText(/2\/2/)).toBeVisible();
  }

  // Remove the pupil who came by QR code: only that screen says so.
  await teacher.getByRole('button', { name: `Remove ${byQr.name}` }).click();
  await teacher
    .getByRole('dialog', { name: `Remove ${byQr.name}?` })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(byQr.page.getByRole('alert')).toContainText(textIn('uk').errors.removed);
  for (const pupil of [byCode, byLink]) await expectPractising(pupil, 'subtraction');

  // End: the pupils still in the class are told in their language, and go home from there.
  await endSessionAsTeacher(teacher);
  for (const pupil of [byCode, byLink]) {
    const text = textIn(pupil.language);
    await expect(
      pupil.page.getByText(text.classPractice.sessionEnded, { exact: false }),
    ).toBeVisible();
    await pupil.page.getByRole('link', { name: text.results.goHome, exact: true }).click();
    await expect(pupil.page.getByRole('heading', { level: 1 })).toHaveText(text.home.title);
  }
});

/**
 * From a join link on a first visit: the chooser, the banner answered so, the join, one answer,
 * and the second question open.
 */
async function joinAndOpenSecondQuestion(pupil: Pupil, banner: BannerAnswer, operation: string) {
  await chooseLanguageAndAnswerBanner(pupil.page, pupil.language, banner);
  await joinInLanguage(pupil.page, pupil.language, pupil.name);
  await expectPractising(pupil, operation);
  await answerCurrentQuestion(pupil.page);
  await pupil.page.keyboard.press('n');
  await expect(pupil.page.locator('.choice--open').first()).toBeVisible();
}

test('a pupil on a first visit who reloads mid-question keeps following the teacher', async ({
  page: teacher,
  browser,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['multiplication'],
    questions: '10',
  });
  const pupil: Pupil = { page: await firstVisitPupilPage(browser), language: 'da', name: 'Dina' };
  await pupil.page.goto(`/join?code=${code}`);
  await joinAndOpenSecondQuestion(pupil, 'accept', 'multiplication');
  const stem = await pupil.page.locator('#practice-question').textContent();

  await pupil.page.reload();
  await expectPractising(pupil, 'multiplication');
  await expect(pupil.page.locator('#practice-question')).toHaveText(stem ?? '');

  await teacher.getByRole('button', { name: 'Stop' }).click();
  await expectStoppedResults(pupil);
  await teacher.getByRole('button', { name: 'Resume' }).click();
  await expectPractising(pupil, 'multiplication');
  await endSessionAsTeacher(teacher);
  await expect(
    pupil.page.getByText(textIn(pupil.language).classPractice.sessionEnded, { exact: false }),
  ).toBeVisible();
});

test('a pupil on a first visit whose phone locks for 30 seconds catches up with the teacher', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(150_000);
  await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['division'],
    questions: '10',
  });
  const pupil: Pupil = { page: await firstVisitPupilPage(browser), language: 'no', name: 'Ola' };
  await pupil.page.goto(await linkFromQrCode(teacher));
  await joinAndOpenSecondQuestion(pupil, 'decline', 'division');

  // Locked with a question open; the teacher stops meanwhile.
  const locked = lockPhoneFor(pupil.page, 30_000);
  await teacher.getByRole('button', { name: 'Stop' }).click();
  await expect(teacher.getByRole('button', { name: 'Resume' })).toBeVisible();
  await locked;
  await expectStoppedResults(pupil);

  // Locked again on the results; the teacher resumes meanwhile, then stops once it is shown.
  const lockedAgain = lockPhoneFor(pupil.page, 30_000);
  await teacher.getByRole('button', { name: 'Resume' }).click();
  await lockedAgain;
  await expectPractising(pupil, 'division');
  await teacher.getByRole('button', { name: 'Stop' }).click();
  await expectStoppedResults(pupil);
  await expect(studentRow(teacher, pupil.name).locator('.presence--online')).toBeVisible();
});
