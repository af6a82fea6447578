import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { STOP_GRACE_MS } from '../src/shared/contracts/stop-grace';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { createSessionAsTeacher, studentJoins } from './helpers/class';
import { fill } from './helpers/first-visit';
import { correctKey } from './helpers/practice';

/**
 * A teacher who stops the class when the bell rings, 0-100 ms after quick pupils answered, on a
 * school's Wi-Fi that takes its time: every answer given while the class ran counts, on the
 * pupils' results and the teacher's list, and no pupil is told of a lost connection that never
 * was. An answer that really comes too late is refused, and its pupil is told so.
 */

const en = CATALOGS.en;
/**
 * How long after the teacher's Stop each pupil's answer reaches the server: a slow school Wi-Fi.
 * The answers are held until the server has answered the Stop, so the Stop always comes first
 * however late a busy machine clicks, and they arrive this long after it. The browser's report
 * of the Stop's reply and the release of each held answer can each take a second on a busy
 * machine, so this leaves two and a half seconds of STOP_GRACE_MS for them.
 */
const WIFI_DELAY_MS = 500;
/** The gaps between the pupils' answers and the teacher's Stop, one round each. */
const STOP_GAPS_MS = [0, 25, 50, 75, 100] as const;

type Probe = Window & { e2eNoticesSeen?: string[]; e2eKeyAt?: number; e2eClickAt?: number };

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** The Wi-Fi's hold on answers: until the round's Stop is answered, then `ms` more. */
interface SlowWifi {
  ms: number;
  stopAnswered: Promise<unknown>;
}

/** A pupil whose answers reach the server `wifi.ms` after the server has answered the Stop. */
async function slowWifiPupil(page: Page, wifi: SlowWifi): Promise<void> {
  await page.route('**/api/students/*/answers', async (route) => {
    await wifi.stopAnswered;
    await new Promise((resolve) => setTimeout(resolve, wifi.ms));
    await route.continue();
  });
}

/** Resolves when the server has answered the teacher's next Stop. */
function stopAnswered(teacher: Page): Promise<unknown> {
  return teacher.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/stop'),
  );
}

/** The page records every notice about an answer it shows, and when a number key goes down. */
async function watchNotices(page: Page, notices: readonly string[]): Promise<void> {
  await page.evaluate((texts) => {
    const probe = window as Probe;
    probe.e2eNoticesSeen = [];
    const look = () => {
      const shown = document.body.textContent;
      for (const text of texts)
        if (shown.includes(text) && probe.e2eNoticesSeen?.includes(text) === false)
          probe.e2eNoticesSeen.push(text);
    };
    new MutationObserver(look).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    document.addEventListener('keydown', () => (probe.e2eKeyAt = Date.now()), { capture: true });
  }, notices);
}

const noticesSeen = (page: Page) => page.evaluate(() => (window as Probe).e2eNoticesSeen ?? []);

function answeredBy(teacher: Page, name: string) {
  return teacher.locator('.student-table tbody tr').filter({ hasText: name }).locator('td').nth(1);
}

const stoppedResults = (page: Page) =>
  page.getByRole('status').filter({ hasText: en.classPractice.teacherStopped });

async function onQuestion(page: Page, number: number): Promise<void> {
  await expect(page.locator('.practice__progress p')).toContainText(
    fill(en.practice.progress, { current: String(number), total: '20' }),
  );
  await expect(page.locator('.choice--open').first()).toBeVisible();
}

test("answers given 0-100 ms before the teacher's Stop all count, and none is said to be offline", async ({
  page: teacher,
  browser,
}) => {
  test.setTimeout(180_000);
  await teacher.setViewportSize({ width: 1920, height: 1080 });
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '20',
  });
  const names = ['Ada', 'Bo', 'Cai'] as const;
  const wifi: SlowWifi = { ms: WIFI_DELAY_MS, stopAnswered: Promise.resolve() };
  const pupils: Page[] = [];
  for (const name of names) {
    const page = await studentJoins(browser, code, name);
    contexts.push(page.context());
    await slowWifiPupil(page, wifi);
    await watchNotices(page, [en.classPractice.pending, en.classPractice.answerLate]);
    pupils.push(page);
  }
  await expect(teacher.locator('.student-table tbody tr')).toHaveCount(names.length);
  await teacher.evaluate(() =>
    document.addEventListener('click', () => ((window as Probe).e2eClickAt = Date.now()), {
      capture: true,
    }),
  );
  const stop = teacher.getByRole('button', { name: en.teacher.actions.stop, exact: true });
  const resume = teacher.getByRole('button', { name: en.teacher.actions.resume, exact: true });

  for (const [round, gapMs] of STOP_GAPS_MS.entries()) {
    const answered = round + 1;
    for (const page of pupils) await onQuestion(page, answered);
    const keys = await Promise.all(pupils.map((page) => correctKey(page)));
    const box = await stop.boundingBox();
    if (box === null) throw new Error('Stop is not on screen');
    await teacher.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

    wifi.stopAnswered = stopAnswered(teacher);
    await Promise.all(pupils.map((page, index) => page.keyboard.press(keys[index] ?? '1')));
    // The scenario's gap between the answers and the bell, not a wait for the app.
    if (gapMs > 0) await teacher.waitForTimeout(gapMs);
    await teacher.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

    const clickAt = await teacher.evaluate(() => (window as Probe).e2eClickAt ?? 0);
    const keyTimes = await Promise.all(
      pupils.map((page) => page.evaluate(() => (window as Probe).e2eKeyAt ?? 0)),
    );
    const gaps = keyTimes.map((at) => clickAt - at);
    const description = `round ${String(answered)}: Stop ${gaps.join(', ')} ms after the answers`;
    test.info().annotations.push({ type: 'stop-after-answers', description });
    console.info(description);

    for (const [index, page] of pupils.entries()) {
      await expect(stoppedResults(page)).toBeVisible();
      await expect(
        page.getByText(
          fill(en.results.summary, { correct: String(answered), total: String(answered) }),
        ),
      ).toBeVisible();
      await expect(answeredBy(teacher, names[index] ?? '')).toHaveText(String(answered));
    }
    await resume.click();
  }
  for (const page of pupils) {
    await onQuestion(page, STOP_GAPS_MS.length + 1);
    expect(await noticesSeen(page)).toEqual([]);
  }

  // An answer that reaches the server well past the grace is refused, and its pupil told so.
  wifi.ms = STOP_GRACE_MS + 2000;
  wifi.stopAnswered = stopAnswered(teacher);
  const [late] = pupils;
  if (late === undefined) throw new Error('no pupil');
  await late.keyboard.press(await correctKey(late));
  await stop.click();
  await expect(stoppedResults(late)).toBeVisible();
  await expect(
    late.getByRole('status').filter({ hasText: en.classPractice.answerLate }),
  ).toBeVisible({
    timeout: wifi.ms + 5000,
  });
  expect(await noticesSeen(late)).toEqual([en.classPractice.answerLate]);
  await expect(answeredBy(teacher, names[0])).toHaveText(String(STOP_GAPS_MS.length));
  wifi.ms = WIFI_DELAY_MS;
  await resume.click();
  await onQuestion(late, STOP_GAPS_MS.length + 1);
});
