import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  answerCorrectly,
  createSessionAsTeacher,
  endSessionAsTeacher,
  joinAs,
} from './helpers/class';
import { consentedState } from './helpers/consent-state';
import { freePort } from './helpers/free-port';
import { startNginx, type Nginx } from './helpers/nginx';
import { TEST_REDIS_URL, createPostgresDatabase } from './helpers/postgres';
import { serverProcess, type ServerProcess } from './helpers/server-process';

const METRICS_TOKEN = randomBytes(16).toString('hex');

/** A browser pinned by nginx's cookie to one app process (1 or 2). */
async function pinnedContext(
  browser: Browser,
  nginx: Nginx,
  process: '1' | '2',
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: nginx.baseUrl,
    storageState: consentedState(nginx.baseUrl),
    viewport,
  });
  await context.addCookies([{ name: 'mattemester_pin', value: process, url: nginx.baseUrl }]);
  return context;
}

/** How many requests of the route pattern and method the process answered, from its /metrics. */
async function requestsServed(server: ServerProcess, method: string, route: string) {
  const response = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const pattern = new RegExp(
    `^http_requests_total\\{method="${method}",route="${route.replaceAll('/', '\\/')}",status="\\d+"\\} (\\d+)$`,
    'gm',
  );
  return [...text.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);
}

test('a lesson through nginx: the teacher on one process, the students on the other, on PostgreSQL and Redis', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const database = await createPostgresDatabase();
  const environment = {
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `e2e-${randomBytes(4).toString('hex')}`,
    TRUST_PROXY: '127.0.0.1',
    METRICS_TOKEN,
  };
  const processes = [
    serverProcess(await freePort(), environment),
    serverProcess(await freePort(), environment),
  ] as const;
  const ports = processes.map((server) => Number(new URL(server.baseUrl).port));
  const contexts: BrowserContext[] = [];
  let nginx: Nginx | undefined;
  try {
    for (const server of processes) await server.start();
    nginx = await startNginx(await freePort(), [ports[0] ?? 0, ports[1] ?? 0]);

    const teacherContext = await pinnedContext(browser, nginx, '1', { width: 1920, height: 1080 });
    contexts.push(teacherContext);
    const teacher = await teacherContext.newPage();
    const code = await createSessionAsTeacher(teacher, {
      autoStart: false,
      operations: ['addition'],
      questions: '3',
    });

    const students: Page[] = [];
    for (const name of ['Ingrid', 'Mykola']) {
      const context = await pinnedContext(browser, nginx, '2', { width: 390, height: 844 });
      contexts.push(context);
      const student = await context.newPage();
      await student.goto(`/join?code=${code}&lng=en`);
      await joinAs(student, name);
      await expect(student.getByRole('heading', { name: 'Waiting for teacher...' })).toBeVisible();
      students.push(student);
    }

    // The teacher's process learns of the joins only through Redis.
    const rows = teacher.locator('.student-table tbody tr');
    await expect(rows).toHaveCount(2);
    await teacher.getByRole('button', { name: 'Start' }).click();
    for (const student of students) await expect(student).toHaveURL(/\/practice\/addition$/);
    for (const student of students) {
      for (let question = 1; question <= 3; question += 1) {
        await answerCorrectly(student);
        if (question < 3) await student.keyboard.press('n');
      }
    }
    for (const name of ['Ingrid', 'Mykola']) {
      await expect(rows.filter({ hasText: name }).locator('td').nth(1)).toHaveText('3');
    }

    // Each process served only its own side of the lesson.
    const [teacherSide, studentSide] = processes;
    expect(await requestsServed(teacherSide, 'POST', '/api/sessions')).toBe(1);
    expect(await requestsServed(studentSide, 'POST', '/api/sessions')).toBe(0);
    expect(await requestsServed(studentSide, 'POST', '/api/sessions/:id/join')).toBe(2);
    expect(await requestsServed(teacherSide, 'POST', '/api/sessions/:id/join')).toBe(0);

    // Ending on the teacher's process reaches the students on the other one.
    await endSessionAsTeacher(teacher);
    for (const student of students)
      await expect(
        student.getByText('Your teacher has ended the session.', { exact: false }),
      ).toBeVisible();
  } finally {
    for (const context of contexts) await context.close();
    await nginx?.stop();
    for (const server of processes) await server.stop();
    await database.drop();
  }
});
