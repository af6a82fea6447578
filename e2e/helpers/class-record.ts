import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DeviceFact } from '../../src/shared/contracts/device-facts';
import { VIEWPORTS } from './screenshots';
import { solveStem } from './solve-stem';

/** A pupil joined through the API, with the facts their own device would keep. */
export interface ApiPupil {
  readonly name: string;
  readonly studentId: string;
  readonly token: string;
}

/** Joins one pupil through the API, bringing the device's facts when it has some. */
export async function joinWithFacts(
  request: APIRequestContext,
  code: string,
  name: string,
  facts: readonly DeviceFact[] = [],
): Promise<ApiPupil> {
  const response = await request.post(`/api/sessions/${code}/join`, {
    data: facts.length === 0 ? { name } : { name, facts },
  });
  expect(response.ok()).toBe(true);
  const joined = (await response.json()) as {
    studentId: string;
    reconnectionToken: string;
    studentName: string;
  };
  return { name: joined.studentName, studentId: joined.studentId, token: joined.reconnectionToken };
}

/**
 * Answers `count` questions right and quickly, as the pupil's device would send them; resolves
 * to their stems ("7 × 8 = ?"), in order.
 */
export async function answerRight(
  request: APIRequestContext,
  pupil: ApiPupil,
  count: number,
): Promise<string[]> {
  const headers = { authorization: `Bearer ${pupil.token}` };
  const stems: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const issued = await request.post(`/api/students/${pupil.studentId}/problems`, { headers });
    expect(issued.ok()).toBe(true);
    const problem = (await issued.json()) as { problemId: string; stem: string; choices: string[] };
    const right = problem.choices.findIndex((choice) => Number(choice) === solveStem(problem.stem));
    const answered = await request.post(`/api/students/${pupil.studentId}/answers`, {
      headers,
      data: { problemId: problem.problemId, choiceIndex: right, timeSpentMs: 1500 },
    });
    expect(answered.ok()).toBe(true);
    stems.push(problem.stem);
  }
  return stems;
}

/** Opens the teacher page in English at projector size and creates the class `className`. */
export async function createClass(teacher: Page, className: string): Promise<void> {
  await teacher.setViewportSize(VIEWPORTS.projector);
  await teacher.goto('/teacher?lng=en');
  await teacher.getByText('New class', { exact: true }).click();
  await teacher.getByLabel('Name of the class').fill(className);
  await teacher.getByRole('button', { name: 'Create class' }).click();
}

/** The teacher's stored session on the teacher's page: its id and token. */
export async function teacherSessionOf(
  teacher: Page,
): Promise<{ sessionId: string; teacherToken: string }> {
  return teacher.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('mattemester.session') ?? '{}') as {
      data?: { sessionId: string; teacherToken: string };
    };
    if (stored.data === undefined) throw new Error('no teacher session stored');
    return stored.data;
  });
}

/**
 * Each pupil's facts as the lesson leaves them, as their own device keeps them for the next
 * lesson, moved `daysAgo` days back (the server's clock does not move with the browser's): a
 * fact answered days ago is due again.
 */
export async function factsAfterLesson(
  request: APIRequestContext,
  teacher: Page,
  daysAgo: number,
): Promise<Map<string, DeviceFact[]>> {
  const { sessionId, teacherToken } = await teacherSessionOf(teacher);
  const reply = await request.get(`/api/sessions/${sessionId}/lesson-record`, {
    headers: { authorization: `Bearer ${teacherToken}` },
  });
  expect(reply.ok()).toBe(true);
  const record = (await reply.json()) as {
    students: { name: string; facts: DeviceFact[] }[];
  };
  const shift = daysAgo * 24 * 60 * 60 * 1000;
  return new Map(
    record.students.map((student) => [
      student.name,
      student.facts.map(([key, box, atMs, tally]): DeviceFact => {
        const moved = atMs === null ? null : atMs - shift;
        return [key, box, moved, tally ?? [1, 0, 0, 0], 500];
      }),
    ]),
  );
}

/**
 * Starts a lesson of the class `className` from its form (opened from the class list or the class
 * view): 30 multiplications, started at once; returns the lesson's code.
 */
export async function startLessonFromForm(teacher: Page, className: string): Promise<string> {
  await expect(teacher.getByText(`This lesson is kept in the class ${className}.`)).toBeVisible();
  const group = teacher.getByRole('group', { name: 'Operation 1' });
  await group.getByLabel('Operation', { exact: true }).selectOption('multiplication');
  await group.getByLabel('Questions').fill('30');
  const autoStart = teacher.getByRole('checkbox', { name: /Auto start/ });
  if (!(await autoStart.isChecked())) await autoStart.click();
  await teacher.getByRole('button', { name: 'Start session' }).click();
  const code = teacher.locator('.dashboard__code-text');
  await expect(code).toHaveText(/^[A-Z2-9]{6}$/);
  await expect(teacher.getByRole('heading', { name: `Class ${className}` })).toBeVisible();
  return (await code.textContent()) ?? '';
}
