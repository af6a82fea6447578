import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { createSessionAsTeacher, joinAs } from './helpers/class';
import { consentedState } from './helpers/consent-state';
import { freePort } from './helpers/free-port';
import { serverProcess, type ServerProcess } from './helpers/server-process';

/** The same code with its first character changed: a typo, never the session's own code. */
function typoOf(code: string): string {
  return `${code.startsWith('K') ? 'M' : 'K'}${code.slice(1)}`;
}

/** A page of its own (own storage, as on a tablet) on the given server. */
async function pageOn(browser: Browser, baseUrl: string, consented: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    ...(consented ? { storageState: consentedState(baseUrl) } : {}),
  });
  return context.newPage();
}

/** Students who join through the API from the test's address, a typo first for some. */
async function studentsJoin(
  request: APIRequestContext,
  baseUrl: string,
  code: string,
  names: readonly string[],
  typos: number,
): Promise<void> {
  for (const [index, name] of names.entries()) {
    if (index < typos) {
      const wrong = await request.post(`${baseUrl}/api/sessions/${typoOf(code)}/join`, {
        data: { name },
      });
      expect(wrong.status()).toBe(404);
    }
    const joined = await request.post(`${baseUrl}/api/sessions/${code}/join`, { data: { name } });
    expect(joined.status()).toBe(200);
  }
}

/** Wrong codes from the test's address until the server refuses; how many it answered 404. */
async function guessUntilRefused(
  request: APIRequestContext,
  baseUrl: string,
  code: string,
): Promise<{ tries: number; retryAfterSeconds: number }> {
  for (let tries = 0; tries <= 1000; tries += 1) {
    const reply = await request.get(`${baseUrl}/api/sessions/${typoOf(code)}`);
    if (reply.status() === 429)
      return { tries, retryAfterSeconds: Number(reply.headers()['retry-after']) };
    expect(reply.status()).toBe(404);
  }
  throw new Error('1000 wrong codes were never refused');
}

test.describe('a school behind one address, with the per-address limits on', () => {
  let server: ServerProcess;

  test.beforeEach(async () => {
    // A server of its own: the guesser below must not hold up the other specs' students, who share
    // this machine's address on the shared server.
    server = serverProcess(await freePort());
    await server.start();
  });

  test.afterEach(async () => {
    await server.stop();
  });

  test('35 students with 15 typos all get in; a guesser from the same address then makes a new student wait with a countdown, while a joined student still gets back in', async ({
    browser,
    request,
  }) => {
    // About 60 s alone; a busy run of the whole suite on two cores has taken 99 s.
    test.setTimeout(150_000);
    const teacher = await pageOn(browser, server.baseUrl, true);
    const code = await createSessionAsTeacher(teacher, {
      autoStart: false,
      operations: ['addition'],
      questions: '10',
    });

    const names = Array.from({ length: 34 }, (_, index) => `Pupil ${index + 1}`);
    await studentsJoin(request, server.baseUrl, code, names, 14);

    // The 35th student on a tablet, with the 15th typo.
    const student = await pageOn(browser, server.baseUrl, false);
    await student.goto('/join?lng=en');
    await joinAs(student, 'Mia', typoOf(code));
    await expect(student.getByRole('alert')).toHaveText(
      'Session not found. Please check your session code.',
    );
    await student.getByLabel('Session code').fill(code);
    await student.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(student.getByRole('heading', { name: 'Waiting for teacher...' })).toBeVisible();
    await expect(teacher.locator('.student-table tbody tr')).toHaveCount(35);

    // Someone at the school tries codes until the address is refused.
    const guessing = await guessUntilRefused(request, server.baseUrl, code);
    expect(guessing.tries).toBeGreaterThan(0);
    expect(guessing.retryAfterSeconds).toBeGreaterThan(0);
    expect(guessing.retryAfterSeconds).toBeLessThanOrEqual(60);

    // A new student with the right code now waits, and sees the seconds go down.
    const late = await pageOn(browser, server.baseUrl, false);
    await late.goto(`/join?code=${code}&lng=en`);
    await joinAs(late, 'Ola');
    const timer = late.getByRole('timer');
    await expect(timer).toHaveText(/^Seconds left: \d+$/);
    await expect(late.getByRole('status')).toHaveText(
      'Too many tries from this network. Please wait, then check the code and try again.',
    );
    await expect(late.getByRole('button', { name: 'Join', exact: true })).toBeDisabled();
    const secondsShown = async () => Number(/\d+/.exec((await timer.textContent()) ?? '')?.[0]);
    const shown = await secondsShown();
    expect(shown).toBeLessThanOrEqual(60);
    // Counted from the deadline: on a busy machine a repaint can come two seconds on, not one.
    await expect.poll(secondsShown).toBeLessThan(shown);
    await expect(timer).toHaveText(/^Seconds left: \d+$/);
    await expectNoAxeViolations(late);

    // A student who joined before comes back with their token (a reload): never held up.
    const rejoined = student.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/join'),
    );
    await student.reload();
    expect((await rejoined).status()).toBe(200);
    await expect(student.getByRole('heading', { name: 'Waiting for teacher...' })).toBeVisible();
    await expect(teacher.locator('.student-table tbody tr')).toHaveCount(35);
  });
});
