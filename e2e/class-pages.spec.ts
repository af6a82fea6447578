import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { createSessionAsTeacher, joinAs, joinThroughApi, studentJoins } from './helpers/class';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';

const CLASS_NAMES = [
  'Åse',
  'Bjørn',
  'Cecilie',
  'Dag',
  'Emma',
  'Filip',
  'Guro',
  'Henrik',
  'Ingrid',
  'Jonas',
  'Kari',
  'Lars',
  'Maja',
  'Nora',
  'Ola',
  'Pernille',
  'Sander',
  'Tiril',
  'Ulrik',
  'Vilde',
  'William',
  'Ylva',
  'Zara',
  'Ævar',
  'Øystein',
  'Ольга',
  'Тарас',
  'Ida',
  'Noah',
  'Sofie',
];

for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
  test(`the teacher's start card and form have no WCAG A or AA violation at ${viewport} size`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.goto('/teacher?lng=en');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'teacher-start', viewport);
    await page.getByRole('button', { name: 'Configure session' }).click();
    await page.getByRole('button', { name: 'Add operation' }).click();
    await page.getByRole('checkbox', { name: /Exam mode/ }).check();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'teacher-form', viewport);
  });

  test(`the join and waiting screens have no WCAG A or AA violation at ${viewport} size`, async ({
    page,
    browser,
  }) => {
    const teacher = await (await browser.newContext()).newPage();
    const code = await createSessionAsTeacher(teacher, {
      autoStart: false,
      operations: ['division'],
      questions: '10',
    });
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.goto(`/join?code=${code}&lng=en`);
    await page.getByLabel('Your first name').fill('Åse');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'join', viewport);
    await joinAs(page, 'Åse');
    await expect(page.getByRole('heading', { name: 'Waiting for teacher...' })).toBeVisible();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'waiting', viewport);
  });
}

test("the teacher's fold-out class forms show an arrow that turns down when they open", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/teacher?lng=en');
  const newClass = page.locator('summary', { hasText: 'New class' });
  const marker = () =>
    newClass.evaluate((summary) => {
      const style = getComputedStyle(summary, '::before');
      return {
        drawn: style.content !== 'none' && Number.parseFloat(style.borderInlineStartWidth) > 0,
        transform: style.transform,
      };
    });
  expect(await marker()).toEqual({ drawn: true, transform: 'none' });
  await newClass.click();
  await expect(page.getByLabel('Name of the class')).toBeVisible();
  // A quarter turn: the arrow that pointed at the title now points at the form (read until the
  // style of the open fold-out is applied, which can come a frame after the form shows).
  await expect.poll(marker).toEqual({ drawn: true, transform: 'matrix(0, 1, -1, 0, 0, 0)' });
});

test('the dashboard with 30 students is readable on a projector and has no WCAG violation', async ({
  page,
  request,
}) => {
  // 30 joins and 90 answers before the page is looked at: 15 s on a quiet 2-core machine.
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.projector);
  const code = await createSessionAsTeacher(page, {
    autoStart: true,
    operations: ['multiplication', 'division'],
    questions: '10',
  });
  const students = await joinThroughApi(request, code, CLASS_NAMES);
  for (const [index, student] of students.entries()) {
    const headers = { authorization: `Bearer ${student.reconnectionToken}` };
    for (let answer = 0; answer < index % 7; answer += 1) {
      const problem = (await (
        await request.post(`/api/students/${student.studentId}/problems`, { headers })
      ).json()) as { problemId: string };
      await request.post(`/api/students/${student.studentId}/answers`, {
        headers,
        data: {
          problemId: problem.problemId,
          choiceIndex: (index + answer) % 3,
          timeSpentMs: 2500,
        },
      });
    }
  }
  await expect(page.locator('.student-table tbody tr')).toHaveCount(30);
  await expect(page.getByRole('heading', { name: 'Pupils (30)' })).toBeVisible();
  // The header's brand and buttons span the dashboard's width, not a narrower column above it.
  const spanOf = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { left: Math.round(box.left), right: Math.round(box.right) };
    });
  const header = await spanOf('.site-header__inner');
  const dashboard = await spanOf('.dashboard');
  expect(header.left).toBeLessThanOrEqual(dashboard.left);
  expect(header.right).toBeGreaterThanOrEqual(dashboard.right);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'dashboard-30-students', 'projector');
  await page.getByRole('button', { name: 'Show QR code and link' }).click();
  await expect(page.getByRole('dialog', { name: 'Quick connect' }).getByRole('img')).toBeVisible();
  await saveScreenshot(page, 'quick-connect', 'projector');
  await page
    .getByRole('dialog', { name: 'Quick connect' })
    .getByRole('button', { name: 'Close' })
    .click();

  // Ending says what is deleted and offers the reports first.
  await page.getByRole('button', { name: 'End session' }).click();
  const endDialog = page.getByRole('dialog', { name: 'End the session?' });
  await expect(endDialog).toContainText('All names and answers in this session are deleted now');
  await expect(endDialog).toContainText('Save the results first if you need them:');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'end-session-dialog', 'projector');
  const download = page.waitForEvent('download');
  await endDialog.getByRole('button', { name: 'Download CSV (spreadsheet)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await endDialog.getByRole('button', { name: 'Keep the session' }).click();
  await expect(page.locator('.student-table tbody tr')).toHaveCount(30);
});

test('class practice on a phone has no WCAG violation', async ({ page: teacher, browser }) => {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition', 'subtraction'],
    questions: '5',
  });
  const student = await studentJoins(browser, code, 'Ida');
  await expect(student.locator('.choice--open').first()).toBeVisible();
  await expectNoAxeViolations(student);
  await saveScreenshot(student, 'class-practice', 'phone');
  await student.getByRole('button', { name: 'Leave class' }).click();
  await expect(student.getByRole('dialog', { name: 'Leave the class?' })).toBeVisible();
  await expectNoAxeViolations(student);
  await student.getByRole('button', { name: 'Leave class' }).last().click();
  await expect(student).toHaveURL(/\/$/);
});
