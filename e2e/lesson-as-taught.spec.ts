import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { Language } from '../src/shared/i18n/languages';
import { csvSeparatorFor } from '../src/shared/reports/csv';
import { expectNoAxeViolations } from './helpers/axe';
import { joinThroughApi, newStudentPage } from './helpers/class';
import { fill, textIn } from './helpers/first-visit';
import { answerCurrentQuestion } from './helpers/practice';
import { solveStem } from './helpers/solve-stem';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';

/**
 * A lesson as a teacher runs it, at the projector and on students' phones, in more than one
 * language: the projector view without names, finished students brought back, a removal that keeps
 * the answers, and what the dashboard says along the way.
 */

/** The teacher sets up a session of one operation in their language and returns its code. */
async function createSessionIn(
  teacher: Page,
  language: Language,
  options: { questions: string; continuous?: boolean },
): Promise<string> {
  const text = textIn(language).teacher;
  await teacher.setViewportSize(VIEWPORTS.projector);
  await teacher.goto(`/teacher?lng=${language}`);
  await teacher.getByRole('button', { name: text.intro.configure }).click();
  const operation = teacher.getByRole('group', {
    name: fill(text.form.operationLegend, { number: 1 }),
  });
  await operation.getByLabel(text.form.questions).fill(options.questions);
  const autoStart = teacher.getByRole('checkbox', { name: new RegExp(text.form.autoStart) });
  if (!(await autoStart.isChecked())) await autoStart.click();
  const continuous = teacher.getByRole('checkbox', { name: text.form.continuous });
  if ((await continuous.isChecked()) !== (options.continuous ?? false)) await continuous.click();
  await teacher.getByRole('button', { name: text.form.submit }).click();
  const code = teacher.locator('.dashboard__code-text');
  await expect(code).toHaveText(/^[A-Z2-9]{6}$/);
  return (await code.textContent()) ?? '';
}

/** A student on a phone who joins by the link in the language and lands on a question. */
async function studentOnPhone(page: Page, code: string, language: Language, name: string) {
  const join = textIn(language).join;
  await page.goto(`/join?code=${code}&lng=${language}`);
  await page.getByLabel(join.name).fill(name);
  await page.getByRole('button', { name: join.submit, exact: true }).click();
  await expect(page.locator('.choice--open').first()).toBeVisible();
}

/** Answers questions through the API as a student would; the first `wrong` of them wrong. */
async function answerThroughApi(
  request: APIRequestContext,
  student: { studentId: string; reconnectionToken: string },
  count: number,
  wrong = 0,
): Promise<void> {
  const headers = { authorization: `Bearer ${student.reconnectionToken}` };
  for (let question = 0; question < count; question += 1) {
    const problem = (await (
      await request.post(`/api/students/${student.studentId}/problems`, { headers })
    ).json()) as { problemId: string; stem: string; choices: string[] };
    const answer = solveStem(problem.stem);
    const right = problem.choices.findIndex((choice) => Number(choice) === answer);
    const choiceIndex = question < wrong ? (right + 1) % problem.choices.length : right;
    const reply = await request.post(`/api/students/${student.studentId}/answers`, {
      headers,
      data: { problemId: problem.problemId, choiceIndex, timeSpentMs: 2500 },
    });
    expect(reply.ok()).toBe(true);
  }
}

for (const language of ['en', 'no'] as const) {
  test(`the projector window shows how to join and how many answered, never a name (${language})`, async ({
    page: teacher,
    request,
  }) => {
    const text = textIn(language).teacher;
    const code = await createSessionIn(teacher, language, { questions: '5' });
    const students = await joinThroughApi(request, code, ['Ada Lovelace', 'Bo Berg']);
    await answerThroughApi(request, students[0]!, 3, 1);

    const opened = teacher.waitForEvent('popup');
    await teacher.getByRole('link', { name: text.projector.open }).click();
    const projector = await opened;
    await projector.setViewportSize(VIEWPORTS.projector);
    await expect(projector).toHaveURL(/\/teacher\/projector/);
    await expect(projector.getByRole('heading', { level: 1 })).toHaveText(text.projector.title);
    await expect(projector.getByText(code, { exact: true })).toBeVisible();
    await expect(projector.getByRole('img', { name: new RegExp(code) })).toBeVisible();
    const studentsJoined = projector.locator('div', { hasText: text.projector.students }).last();
    await expect(studentsJoined).toContainText('2');
    await expect(
      projector.locator('div', { hasText: text.projector.answers }).last(),
    ).toContainText('3');
    await expect(projector.locator('body')).not.toContainText('Ada');
    await expect(projector.locator('body')).not.toContainText('%');
    await expectNoAxeViolations(projector);
    await saveScreenshot(projector, `projector-view-${language}`, 'projector');

    // On the teacher's own screen the names are there, until names and results are hidden.
    await expect(teacher.locator('.student-table')).toContainText('Ada Lovelace');
    await teacher.getByRole('checkbox', { name: text.projector.hideResults }).check();
    await expect(teacher.locator('body')).not.toContainText('Ada Lovelace');
    await teacher.reload();
    await expect(teacher.getByRole('heading', { name: text.projector.title })).toBeVisible();
    await expect(teacher.locator('body')).not.toContainText('Ada Lovelace');
    await saveScreenshot(teacher, `dashboard-names-hidden-${language}`, 'projector');
  });
}

for (const language of ['en', 'sv'] as const) {
  test(`a student who finished early gets another round from the teacher at once (${language})`, async ({
    page: teacher,
    browser,
  }) => {
    const text = textIn(language);
    const code = await createSessionIn(teacher, language, { questions: '5' });
    const student = await newStudentPage(browser);
    await studentOnPhone(student, code, language, 'Ebba');
    for (let question = 0; question < 5; question += 1) {
      await answerCurrentQuestion(student);
      await student.keyboard.press('n');
    }
    await expect(student.getByText(text.classPractice.finished)).toBeVisible();
    await expect(
      teacher.getByText(fill(text.teacher.finished.status, { finished: 1, count: 1 })),
    ).toBeVisible();
    await saveScreenshot(teacher, `dashboard-finished-${language}`, 'projector');

    await teacher.getByRole('button', { name: text.teacher.finished.button }).click();
    await expect(teacher.getByText(fill(text.teacher.finished.given, { count: 1 }))).toBeVisible();
    await expect(student.locator('.choice--open').first()).toBeVisible({ timeout: 5000 });
    // The question counts within the new round, the score the whole lesson, and the screen says so.
    await expect(student.locator('.practice__progress')).toHaveText(
      fill(text.classPractice.progressAnotherRound, { current: 1, total: 5 }),
    );
    await expect(student.getByRole('definition').first()).toHaveText('5');
    await expect(student.getByText(text.classPractice.countersLesson)).toBeVisible();
    await saveScreenshot(student, `student-another-round-${language}`, 'phone');
    await answerCurrentQuestion(student);
    await expect(student.locator('.practice__progress')).toHaveText(
      fill(text.classPractice.progressAnotherRound, { current: 1, total: 5 }),
    );
  });
}

test('a finished student comes back when the teacher switches continuous mode on', async ({
  page: teacher,
  browser,
}) => {
  const text = textIn('da');
  const code = await createSessionIn(teacher, 'da', { questions: '5' });
  const student = await newStudentPage(browser);
  await studentOnPhone(student, code, 'da', 'Søren');
  for (let question = 0; question < 5; question += 1) {
    await answerCurrentQuestion(student);
    await student.keyboard.press('n');
  }
  await expect(student.getByText(text.classPractice.finished)).toBeVisible();
  await teacher.getByRole('button', { name: text.teacher.edit.open }).click();
  await teacher.getByRole('checkbox', { name: text.teacher.form.continuous }).check();
  await teacher.getByRole('button', { name: text.teacher.edit.save }).click();
  await expect(student.locator('.choice--open').first()).toBeVisible({ timeout: 5000 });
});

for (const language of ['en', 'da'] as const) {
  test(`a removed student's answers stay in the figures and the CSV, marked removed (${language})`, async ({
    page: teacher,
    request,
  }) => {
    const { teacher: text, report } = textIn(language);
    const code = await createSessionIn(teacher, language, { questions: '10' });
    const [ada, bo] = await joinThroughApi(request, code, ['Ada', 'Bo']);
    await answerThroughApi(request, ada!, 4, 1);
    await answerThroughApi(request, bo!, 2);
    const answers = teacher
      .locator('.dashboard__totals div', { hasText: text.dashboard.answers })
      .locator('dd');
    await expect(answers).toHaveText('6');

    await teacher.getByRole('button', { name: fill(text.remove.button, { name: 'Ada' }) }).click();
    await teacher
      .getByRole('dialog', { name: fill(text.remove.title, { name: 'Ada' }) })
      .getByRole('button', { name: text.remove.confirm })
      .click();
    await expect(teacher.getByText(text.students.removedTitle)).toBeVisible();
    await expect(teacher.locator('.student-table')).not.toContainText('Ada');
    await expect(answers).toHaveText('6');
    await saveScreenshot(teacher, `dashboard-removed-student-${language}`, 'projector');

    await teacher.getByRole('button', { name: text.export.button }).click();
    const download = teacher.waitForEvent('download');
    await teacher.getByRole('button', { name: text.export.csv }).click();
    // A Danish teacher's spreadsheet splits on the semicolon, an English one's on the comma.
    const [header = [], ...rows]: string[][] = parse(
      fs.readFileSync(await (await download).path(), 'utf8'),
      { bom: true, delimiter: csvSeparatorFor(language) },
    );
    const adaRow = rows.find((row) => row[0] === 'Ada') ?? [];
    expect(adaRow[2]).toBe('4');
    expect(adaRow[header.indexOf(report.status)]).toBe(report.removed);
    // The fact she got wrong is named in her own row.
    expect(adaRow[header.indexOf(report.factsMissed)]).toMatch(/\d+ [+\u2212×÷] \d+/);
  });
}

test('the dashboard says where the class went and how students start, with a teacher link in view', async ({
  page: teacher,
}) => {
  const text = textIn('en');
  await teacher.setViewportSize(VIEWPORTS.projector);
  await teacher.goto('/?lng=en');
  await expect(
    teacher.getByRole('banner').getByRole('link', { name: text.layout.forTeachers }),
  ).toBeVisible();
  await expect(teacher.getByRole('link', { name: text.home.teacher.title })).toBeInViewport();

  const code = await createSessionIn(teacher, 'en', { questions: '5' });
  await teacher.getByRole('button', { name: text.teacher.dashboard.quickConnect }).click();
  const dialog = teacher.getByRole('dialog');
  await expect(dialog).toContainText(text.teacher.quickConnect.step4AtOnce);
  await expect(dialog).toContainText(code);
  await dialog.getByRole('button', { name: text.teacher.quickConnect.close }).click();
});

test('Next operation says where the class went, and the next setup starts from this one (uk)', async ({
  page: teacher,
}) => {
  const text = textIn('uk');
  const form = text.teacher.form;
  await teacher.setViewportSize(VIEWPORTS.projector);
  await teacher.goto('/teacher?lng=uk');
  await teacher.getByRole('button', { name: text.teacher.intro.configure }).click();
  await teacher.getByRole('button', { name: form.addOperation }).click();
  const second = teacher.getByRole('group', { name: fill(form.operationLegend, { number: 2 }) });
  await second.getByLabel(form.type, { exact: true }).selectOption('subtraction');
  await second.getByLabel(form.questions).fill('7');
  await teacher.getByRole('button', { name: form.submit }).click();
  await expect(teacher.locator('.dashboard__code-text')).toHaveText(/^[A-Z2-9]{6}$/);

  const next = teacher.getByRole('button', { name: text.teacher.actions.nextOperation });
  await next.click();
  await expect(
    teacher.getByText(
      fill(text.teacher.next.moved, {
        operation: text.operations.subtraction,
        step: 2,
        total: 2,
      }),
    ),
  ).toBeVisible();
  await expect(teacher.getByText(text.teacher.next.last)).toBeVisible();
  await expect(next).toBeDisabled();
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'dashboard-next-operation-uk', 'projector');

  await teacher.getByRole('button', { name: text.teacher.actions.end, exact: true }).click();
  await teacher
    .getByRole('dialog', { name: text.teacher.end.title })
    .getByRole('button', { name: text.teacher.end.confirm, exact: true })
    .click();
  await teacher.getByRole('button', { name: text.teacher.intro.configure }).click();
  await expect(teacher.getByText(form.remembered)).toBeVisible();
  const remembered = teacher.getByRole('group', {
    name: fill(form.operationLegend, { number: 2 }),
  });
  await expect(remembered.getByLabel(form.type, { exact: true })).toHaveValue('subtraction');
  await expect(remembered.getByLabel(form.questions)).toHaveValue('7');
  await teacher.getByRole('button', { name: form.useDefaults }).click();
  await expect(teacher.getByText(form.defaultsRestored)).toBeFocused();
  await expect(
    teacher.getByRole('group', { name: fill(form.operationLegend, { number: 2 }) }),
  ).toHaveCount(0);
});
