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
  firstVisitStudentPage,
  joinInLanguage,
  lockPhoneFor,
  textIn,
  type BannerAnswer,
} from './helpers/first-visit';
import { answerCurrentQuestion } from './helpers/practice';
import { decodeQrImage } from './helpers/qr';

/** A student in the class: their page and the language they chose on the chooser. */
interface Student {
  readonly page: Page;
  readonly language: Language;
  readonly name: string;
}

function progressText(
  student: Student,
  current: number,
  total: number,
  step: number,
  steps: number,
) {
  return fill(textIn(student.language).classPractice.progressWithStep, {
    current,
    total,
    step,
    steps,
  });
}

async function expectPractising(student: Student, operation: string): Promise<void> {
  await expect(student.page).toHaveURL(new RegExp(`/practice/${operation}$`));
  await expect(student.page.locator('.choice--open').first()).toBeVisible();
}

async function expectStoppedResults(student: Student): Promise<void> {
  await expect(
    student.page.getByRole('status').filter({
      hasText: textIn(student.language).classPractice.teacherStopped,
    }),
  ).toBeVisible();
  await expect(
    student.page.getByText(textIn(student.language).classPractice.teacherStoppedWait),
  ).toBeVisible();
  await expect(student.page.locator('.choice--open')).toHaveCount(0);
}

/** Reads the join link out of the teacher's QR image, as a student's camera would. */
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

test('students on a first visit by code, link and QR code follow every live event of the teacher', async ({
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

  // By code from the home page: the chooser, the banner, then "I am a student" and the code.
  const byCode: Student = {
    page: await firstVisitStudentPage(browser),
    language: 'no',
    name: 'Nora',
  };
  await byCode.page.goto('/');
  await chooseLanguageAndAnswerBanner(byCode.page, 'no', 'accept');
  await byCode.page
    .getByRole('link', { name: new RegExp(textIn('no').home.student.title) })
    .click();
  await joinInLanguage(byCode.page, 'no', byCode.name, code);

  // By the join link, typed: the code comes with it.
  const byLink: Student = {
    page: await firstVisitStudentPage(browser),
    language: 'sv',
    name: 'Sven',
  };
  await byLink.page.goto(`/join?code=${code}`);
  await chooseLanguageAndAnswerBanner(byLink.page, 'sv', 'decline');
  await expect(byLink.page.getByLabel(textIn('sv').join.code)).toHaveValue(code);
  await joinInLanguage(byLink.page, 'sv', byLink.name);

  // By the QR code: the link read from the teacher's image.
  const byQr: Student = { page: await firstVisitStudentPage(browser), language: 'uk', name: 'Оля' };
  await byQr.page.goto(await linkFromQrCode(teacher));
  await chooseLanguageAndAnswerBanner(byQr.page, 'uk', 'customise');
  await joinInLanguage(byQr.page, 'uk', byQr.name);

  const students = [byCode, byLink, byQr];
  for (const student of students) {
    await expect(
      student.page.getByRole('heading', { name: textIn(student.language).join.waiting.title }),
    ).toBeVisible();
    await expect(studentRow(teacher, student.name).locator('.presence--online')).toBeVisible();
  }

  // Start: every student practises; each answers three questions and is on question 4.
  await teacher.getByRole('button', { name: 'Start' }).click();
  for (const student of students) {
    await expectPractising(student, 'addition');
    for (let question = 1; question <= 3; question += 1) {
      await answerCurrentQuestion(student.page);
      await student.page.keyboard.press('n');
    }
    await expect(student.page.getByText(progressText(student, 4, 10, 1, 2))).toBeVisible();
    await expect(studentRow(teacher, student.name).locator('td').nth(1)).toHaveText('3');
  }

  // Stop: results on every screen, and no question left open.
  await teacher.getByRole('button', { name: 'Stop' }).click();
  for (const student of students) await expectStoppedResults(student);

  // Resume: back to practice where they were.
  await teacher.getByRole('button', { name: 'Resume' }).click();
  for (const student of students) {
    await expectPractising(student, 'addition');
    await expect(student.page.getByText(progressText(student, 4, 10, 1, 2))).toBeVisible();
  }

  // New settings: the current operation becomes multiplication.
  await changeOperationAsTeacher(teacher, 1, 'multiplication');
  for (const student of students) await expectPractising(student, 'multiplication');

  // Next operation: step 2 of 2.
  await teacher.getByRole('button', { name: 'Next operation' }).click();
  for (const student of students) {
    await expectPractising(student, 'subtraction');
    await expect(student.page.getByText(/2\/2/)).toBeVisible();
  }

  // Remove the student who came by QR code: only that screen says so.
  await teacher.getByRole('button', { name: `Remove ${byQr.name}` }).click();
  await teacher
    .getByRole('dialog', { name: `Remove ${byQr.name}?` })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(byQr.page.getByRole('alert')).toContainText(textIn('uk').errors.removed);
  for (const student of [byCode, byLink]) await expectPractising(student, 'subtraction');

  // End: the students still in the class are told in their language, and go home from there.
  await endSessionAsTeacher(teacher);
  for (const student of [byCode, byLink]) {
    const text = textIn(student.language);
    await expect(
      student.page.getByText(text.classPractice.sessionEnded, { exact: false }),
    ).toBeVisible();
    await student.page.getByRole('link', { name: text.results.goHome, exact: true }).click();
    await expect(student.page.getByRole('heading', { level: 1 })).toHaveText(text.home.title);
  }
});

/**
 * From a join link on a first visit: the chooser, the banner answered so, the join, one answer,
 * and the second question open.
 */
async function joinAndOpenSecondQuestion(
  student: Student,
  banner: BannerAnswer,
  operation: string,
) {
  await chooseLanguageAndAnswerBanner(student.page, student.language, banner);
  await joinInLanguage(student.page, student.language, student.name);
  await expectPractising(student, operation);
  await answerCurrentQuestion(student.page);
  await student.page.keyboard.press('n');
  await expect(student.page.locator('.choice--open').first()).toBeVisible();
}

test('a student on a first visit who reloads mid-question keeps following the teacher', async ({
  page: teacher,
  browser,
}) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['multiplication'],
    questions: '10',
  });
  const student: Student = {
    page: await firstVisitStudentPage(browser),
    language: 'da',
    name: 'Dina',
  };
  await student.page.goto(`/join?code=${code}`);
  await joinAndOpenSecondQuestion(student, 'accept', 'multiplication');
  const stem = await student.page.locator('#practice-question').textContent();

  await student.page.reload();
  await expectPractising(student, 'multiplication');
  await expect(student.page.locator('#practice-question')).toHaveText(stem ?? '');

  await teacher.getByRole('button', { name: 'Stop' }).click();
  await expectStoppedResults(student);
  await teacher.getByRole('button', { name: 'Resume' }).click();
  await expectPractising(student, 'multiplication');
  await endSessionAsTeacher(teacher);
  await expect(
    student.page.getByText(textIn(student.language).classPractice.sessionEnded, { exact: false }),
  ).toBeVisible();
});

test('a student on a first visit whose phone locks for 30 seconds catches up with the teacher', async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(150_000);
  await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['division'],
    questions: '10',
  });
  const student: Student = {
    page: await firstVisitStudentPage(browser),
    language: 'no',
    name: 'Ola',
  };
  await student.page.goto(await linkFromQrCode(teacher));
  await joinAndOpenSecondQuestion(student, 'decline', 'division');

  // Locked with a question open; the teacher stops meanwhile.
  const locked = lockPhoneFor(student.page, 30_000);
  await teacher.getByRole('button', { name: 'Stop' }).click();
  await expect(teacher.getByRole('button', { name: 'Resume' })).toBeVisible();
  await locked;
  await expectStoppedResults(student);

  // Locked again on the results; the teacher resumes meanwhile, then stops once it is shown.
  const lockedAgain = lockPhoneFor(student.page, 30_000);
  await teacher.getByRole('button', { name: 'Resume' }).click();
  await lockedAgain;
  await expectPractising(student, 'division');
  await teacher.getByRole('button', { name: 'Stop' }).click();
  await expectStoppedResults(student);
  await expect(studentRow(teacher, student.name).locator('.presence--online')).toBeVisible();
});
