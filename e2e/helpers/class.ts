import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { answerCurrentQuestion } from './practice';

/** A student's browser page in its own context (own storage, as on their own tablet). */
export async function newStudentPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

/**
 * A student on their own device who opens the join link and joins with the name; returns once the
 * server has answered the join.
 */
export async function studentJoins(browser: Browser, code: string, name: string): Promise<Page> {
  const page = await newStudentPage(browser);
  await joinOnDevice(page, code, name);
  return page;
}

/** The student on this page (their device, which remembers them) joins by the code's link. */
export async function joinOnDevice(page: Page, code: string, name: string): Promise<void> {
  await page.goto(`/join?code=${code}&lng=en`);
  // The join has been answered (let in or refused) before the next one starts, so pupils who
  // join one after another are in the class in that order.
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === `/api/sessions/${code}/join`,
  );
  await joinAs(page, name);
  await answered;
}

/** Creates a session through the teacher screen and returns its code as shown on the dashboard. */
export async function createSessionAsTeacher(
  page: Page,
  options: {
    autoStart: boolean;
    operations: readonly string[];
    questions: string;
    /** Seconds per question, for every operation; none when absent. */
    secondsPerQuestion?: string;
  },
): Promise<string> {
  await page.goto('/teacher?lng=en');
  await page.getByRole('button', { name: 'Configure session' }).click();
  for (let index = 1; index < options.operations.length; index += 1) {
    await page.getByRole('button', { name: 'Add operation' }).click();
  }
  for (const [index, operation] of options.operations.entries()) {
    const group = page.getByRole('group', { name: `Operation ${index + 1}` });
    await group.getByLabel('Operation', { exact: true }).selectOption(operation);
    await group.getByLabel('Questions').fill(options.questions);
    if (options.secondsPerQuestion !== undefined)
      await group.getByLabel('Seconds per question').fill(options.secondsPerQuestion);
  }
  const autoStart = page.getByRole('checkbox', { name: /Auto start/ });
  if ((await autoStart.isChecked()) !== options.autoStart) await autoStart.click();
  await page.getByRole('button', { name: 'Start session' }).click();
  const code = page.locator('.dashboard__code-text');
  await expect(code).toHaveText(/^[A-Z2-9]{6}$/);
  return (await code.textContent()) ?? '';
}

/** Joins on the join screen with the name (and the code unless it came with the link). */
export async function joinAs(page: Page, name: string, code?: string): Promise<void> {
  await page.getByLabel('Your first name').fill(name);
  if (code !== undefined) await page.getByLabel('Session code').fill(code);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

/** Joins many students through the API, for a full classroom. */
export async function joinThroughApi(
  request: APIRequestContext,
  code: string,
  names: readonly string[],
) {
  const students: { studentId: string; reconnectionToken: string }[] = [];
  for (const name of names) {
    const response = await request.post(`/api/sessions/${code}/join`, { data: { name } });
    expect(response.ok()).toBe(true);
    students.push((await response.json()) as { studentId: string; reconnectionToken: string });
  }
  return students;
}

/** Answers the student's current question correctly (reading it from the page). */
export async function answerCorrectly(page: Page): Promise<void> {
  await answerCurrentQuestion(page);
}

/** The teacher changes one operation's type in the configuration editor and saves. */
export async function changeOperationAsTeacher(
  teacher: Page,
  operationNumber: number,
  type: string,
): Promise<void> {
  await teacher.getByRole('button', { name: 'Edit configuration' }).click();
  await teacher
    .getByRole('group', { name: `Operation ${String(operationNumber)}` })
    .getByLabel('Operation', { exact: true })
    .selectOption(type);
  await teacher.getByRole('button', { name: 'Save changes' }).click();
}

/** The teacher ends the session and confirms the deletion. */
export async function endSessionAsTeacher(teacher: Page): Promise<void> {
  await teacher.getByRole('button', { name: 'End session' }).click();
  await teacher
    .getByRole('dialog', { name: 'End the session?' })
    .getByRole('button', { name: 'End and delete' })
    .click();
}
