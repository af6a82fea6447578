import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { feedbackMs } from '../src/shared/contracts/feedback-time';
import { CATALOGS } from '../src/shared/i18n/catalogs';
import { createSessionAsTeacher, studentJoins } from './helpers/class';
import { fill } from './helpers/first-visit';
import { answerCurrentQuestion, correctKey } from './helpers/practice';
import { solveStem } from './helpers/solve-stem';

/**
 * The teacher's stop, removal or end while students' answer feedback is on screen (3 s after a
 * wrong answer, 2 s after a right one): the ending wins over the feedback timer, which used to put
 * the next question back on screen.
 */

const en = CATALOGS.en;
/** Every student's screen follows the teacher's ending this soon. */
const FOLLOW_MS = 2000;
/** And the teacher's Resume this soon. */
const RESUME_MS = 5000;
/** And keeps showing it this long: past every feedback timer (3 s) and answer retry (3 s). */
const STAYS_MS = 10_000;
/**
 * How long before the feedback's end the teacher's click must come, so that the ending reaches the
 * student's screen while the feedback timer is still running.
 */
const SERVER_MARGIN_MS = 1000;
/** Fresh classes a test may take to get the teacher's click inside the feedback. */
const ATTEMPTS = 3;

interface Student {
  readonly name: string;
  readonly page: Page;
}

/** What the test pages record in themselves, on the one clock all browser contexts share. */
type Probe = Window & {
  e2eLastClick?: { at: number; label: string };
  e2eFeedback?: Promise<{ at: number; text: string }>;
  e2eQuestionSeenAt?: number | null;
};

/** Browser contexts of the running test, closed after it so repeated runs do not pile up. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/**
 * A teacher on a projector creates a class that starts at once; the students join on phones, each
 * on a question.
 */
async function classWithStudents<const Names extends readonly string[]>(
  browser: Browser,
  names: Names,
): Promise<{ teacher: Page; students: { [Index in keyof Names]: Student } }> {
  const teacherContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  contexts.push(teacherContext);
  const teacher = await teacherContext.newPage();
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['addition'],
    questions: '10',
  });
  const students: Student[] = [];
  for (const name of names) {
    const page = await studentJoins(browser, code, name);
    contexts.push(page.context());
    await expectOnQuestion(page);
    students.push({ name, page });
  }
  await expect(teacher.locator('.student-table tbody tr')).toHaveCount(names.length);
  return { teacher, students: students as { [Index in keyof Names]: Student } };
}

async function expectOnQuestion(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('.choice--open').first()).toBeVisible({ timeout });
}

/** No question, loading or not, and no answer buttons on the page. */
async function expectNoQuestion(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('#practice-question')).toHaveCount(0, { timeout });
  await expect(page.getByRole('group', { name: en.practice.choicesLabel })).toHaveCount(0, {
    timeout,
  });
}

/** Records in the page when each click lands, and on which button. */
async function recordClicks(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest('button');
        (window as Probe).e2eLastClick = {
          at: Date.now(),
          label: button?.getAttribute('aria-label') ?? button?.textContent ?? '',
        };
      },
      { capture: true },
    );
  });
}

/** Records in the page when the next answer feedback shows, and what it says. */
async function recordFeedback(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Probe).e2eFeedback = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const feedback = document.querySelector('.feedback');
        if (feedback === null) return;
        observer.disconnect();
        resolve({ at: Date.now(), text: feedback.textContent });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
}

async function lastClick(page: Page) {
  const click = await page.evaluate(() => (window as Probe).e2eLastClick);
  if (click === undefined) throw new Error('No click was recorded on the page');
  return click;
}

/**
 * The answer's feedback as soon as the page shows it: the page itself reports it, where a
 * locator's wait polls and may see it 100 ms late.
 */
async function feedbackShown(page: Page) {
  const feedback = await page.evaluate(() =>
    Promise.race([
      (window as Probe).e2eFeedback,
      new Promise<undefined>((resolve) => setTimeout(resolve, 10_000)),
    ]),
  );
  if (feedback === undefined) throw new Error('No answer feedback showed within 10 s');
  return feedback;
}

/**
 * Where a real mouse click on the button lands, read before the timed moment: a mouse click at a
 * point is dispatched at once, where a locator's click first checks the button over several
 * round trips.
 */
async function aimAt(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (box === null) throw new Error('The button is not on screen');
  const label = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, label };
}

/** Aims at an answer, right or wrong, to the question on screen; with the feedback it brings. */
async function aimAnswer(page: Page, correct: boolean) {
  const answer = solveStem((await page.locator('#practice-question').textContent()) ?? '');
  const correctIndex = Number(await correctKey(page)) - 1;
  const choices = page.getByRole('group', { name: en.practice.choicesLabel }).getByRole('button');
  const index = correct ? correctIndex : (correctIndex + 1) % (await choices.count());
  const feedback = correct
    ? en.practice.feedback.correct
    : fill(en.practice.feedback.wrong, { answer });
  return { ...(await aimAt(choices.nth(index))), feedback };
}

/** When the teacher's click landed, and whose feedback was (all but) over by then. */
interface TeacherClick {
  /** Date.now() at the click, on the one clock every browser context shares. */
  readonly at: number;
  readonly feedbackOverFor: readonly string[];
}

/**
 * The answering students answer together (right or wrong); once their feedback is on screen the
 * teacher clicks the button. Fails unless every click hit its button and every answer brought its
 * feedback; says for which students the feedback was over, or under SERVER_MARGIN_MS from its
 * end, when the teacher's click landed.
 */
async function answerThenTeacherClicks(
  answering: readonly { student: Student; correct: boolean }[],
  teacher: Page,
  teacherButton: Locator,
): Promise<TeacherClick> {
  await recordClicks(teacher);
  for (const { student } of answering) {
    await recordClicks(student.page);
    await recordFeedback(student.page);
  }
  const teacherAim = await aimAt(teacherButton);
  // The teacher's pointer rests on the button, as a teacher ready to press it.
  await teacher.mouse.move(teacherAim.x, teacherAim.y);
  const answers = await Promise.all(
    answering.map(async ({ student, correct }) => ({
      student,
      correct,
      ...(await aimAnswer(student.page, correct)),
    })),
  );

  // The wait for the feedback is under way before the answers, so it ends when the feedback shows.
  const feedbacks = Promise.all(answers.map(({ student }) => feedbackShown(student.page)));
  await Promise.all(answers.map(({ student, x, y }) => student.page.mouse.click(x, y)));
  const shown = await feedbacks;
  await teacher.mouse.click(teacherAim.x, teacherAim.y);

  const teacherClick = await lastClick(teacher);
  expect(teacherClick.label, "the teacher's click hit the button").toBe(teacherAim.label);
  const feedbackOverFor: string[] = [];
  for (const [index, { student, correct, label, feedback }] of answers.entries()) {
    const click = await lastClick(student.page);
    expect(click.label, `${student.name}'s click hit the answer`).toBe(label);
    expect(shown[index]?.text, `${student.name}'s feedback`).toBe(feedback);
    const delay = teacherClick.at - click.at;
    note(
      'answer-to-teacher-click',
      `${student.name} (${correct ? 'right' : 'wrong'}): ${delay} ms ` +
        `(feedback ${(shown[index]?.at ?? 0) - click.at} ms after the answer)`,
    );
    // What the test is about: the teacher's click falls while this student's feedback is on screen
    // (it waits for the feedback before clicking, so only a click after its end could miss).
    const intoFeedback = teacherClick.at - (shown[index]?.at ?? Number.NaN);
    if (!(intoFeedback < feedbackMs(correct) - SERVER_MARGIN_MS))
      feedbackOverFor.push(`${student.name} (${intoFeedback} ms into the feedback)`);
  }
  return { at: teacherClick.at, feedbackOverFor };
}

/**
 * Runs the scenario on a fresh class until the teacher's click lands inside every answering
 * student's feedback, which is what these tests are about. On a starved machine the click can come
 * after a feedback ended; that attempt tests nothing (the student is back on a question), so it is
 * noted and a new class tries again. Fails if none of ATTEMPTS classes got the click in.
 */
async function untilClickInFeedback<Scene extends { click: TeacherClick }>(
  scenario: () => Promise<Scene>,
): Promise<Scene> {
  const missed: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const scene = await scenario();
    if (scene.click.feedbackOverFor.length === 0) return scene;
    missed.push(`attempt ${attempt}: ${scene.click.feedbackOverFor.join(', ')}`);
    note('click-after-feedback', missed.at(-1) ?? '');
    // The missed class's browsers go, so the next attempt does not share the machine with them.
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  }
  throw new Error(`The teacher's click came after a student's feedback: ${missed.join('; ')}`);
}

/** Waits for every student's check to pass within `ms` of `since`, noting how long each took. */
async function allFollowWithin(
  what: string,
  students: readonly Student[],
  since: number,
  ms: number,
  check: (page: Page, timeout: number) => Promise<void>,
): Promise<void> {
  const deadline = since + ms;
  await Promise.all(
    students.map(async ({ name, page }) => {
      await check(page, Math.max(1, deadline - Date.now()));
      note(what, `${name}: ${Date.now() - since} ms`);
    }),
  );
}

/** From now on the page records when a question (or its answer buttons) first shows again. */
async function watchForQuestion(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = window as Probe;
    probe.e2eQuestionSeenAt = null;
    const look = () => {
      if (probe.e2eQuestionSeenAt === null && document.querySelector('#practice-question, .choice'))
        probe.e2eQuestionSeenAt = Date.now();
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true });
    look();
  });
}

/** Fails if a question showed on the student's page since watchForQuestion, saying when. */
async function expectNoQuestionShown({ name, page }: Student, teacherClickAt: number) {
  const seenAt = await page.evaluate(() => (window as Probe).e2eQuestionSeenAt);
  const seen =
    seenAt === undefined
      ? 'the page was reloaded, so not watched'
      : seenAt === null
        ? 'no question'
        : `a question ${seenAt - teacherClickAt} ms after the teacher's click`;
  expect(seen, `what ${name} saw in the assertion window`).toBe('no question');
}

function note(type: string, description: string): void {
  test.info().annotations.push({ type, description });
  console.info(`${type}: ${description}`);
}

test('students in their answer feedback when the teacher presses Stop stay on their results until Resume', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { teacher, students, click } = await untilClickInFeedback(async () => {
    const { teacher, students } = await classWithStudents(browser, ['Ada', 'Bo', 'Cai', 'Dag']);
    const [right, wrong] = students;
    const click = await answerThenTeacherClicks(
      [
        { student: right, correct: true },
        { student: wrong, correct: false },
      ],
      teacher,
      teacher.getByRole('button', { name: en.teacher.actions.stop, exact: true }),
    );
    return { teacher, students, click };
  });
  const stoppedAt = click.at;

  // Those who answered see their results, the others only that the practice is stopped for now;
  // both are told it goes on when the teacher starts again.
  const stoppedResults = (page: Page) => page.getByText(en.classPractice.teacherStoppedWait);
  await allFollowWithin(
    'results-after-stop',
    students,
    stoppedAt,
    FOLLOW_MS,
    async (page, timeout) => {
      await expect(stoppedResults(page)).toBeVisible({ timeout });
      await expectNoQuestion(page, timeout);
    },
  );
  await expect(
    teacher.getByRole('status').filter({ hasText: en.teacher.status.paused }),
  ).toBeVisible();

  for (const { page } of students) await watchForQuestion(page);
  // The assertion window, not a wait for the app: every feedback timer (2-3 s) and answer
  // retry (3 s) fires inside it, and no question may show meanwhile.
  await teacher.waitForTimeout(STAYS_MS);
  for (const student of students) {
    await expectNoQuestionShown(student, stoppedAt);
    await expect(stoppedResults(student.page)).toBeVisible({ timeout: 1 });
    await expectNoQuestion(student.page);
  }

  const resumedAt = Date.now();
  await teacher.getByRole('button', { name: en.teacher.actions.resume, exact: true }).click();
  await allFollowWithin('question-after-resume', students, resumedAt, RESUME_MS, expectOnQuestion);
});

test('a student removed during their answer feedback stays removed while the others keep practising', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { teacher, students, click } = await untilClickInFeedback(async () => {
    const { teacher, students } = await classWithStudents(browser, ['Eli', 'Fia', 'Gus', 'Hal']);
    const [removed, alsoInFeedback] = students;
    // The teacher's dialog is open before the answers, so only the confirming click is timed.
    await teacher
      .getByRole('button', { name: fill(en.teacher.remove.button, { name: 'Eli' }) })
      .click();
    const confirm = teacher
      .getByRole('dialog', { name: fill(en.teacher.remove.title, { name: 'Eli' }) })
      .getByRole('button', { name: en.teacher.remove.confirm, exact: true });
    const click = await answerThenTeacherClicks(
      [
        { student: removed, correct: false },
        { student: alsoInFeedback, correct: true },
      ],
      teacher,
      confirm,
    );
    return { teacher, students, click };
  });
  const [removed, ...others] = students;
  const removedAt = click.at;

  const removedMessage = removed.page.getByRole('alert').filter({ hasText: en.errors.removed });
  await allFollowWithin(
    'removed-message-after-removal',
    [removed],
    removedAt,
    FOLLOW_MS,
    async (page, timeout) => {
      await expect(removedMessage).toBeVisible({ timeout });
      await expectNoQuestion(page, timeout);
    },
  );
  await watchForQuestion(removed.page);
  const windowEnds = Date.now() + STAYS_MS;

  // Meanwhile the others practise on: the next question after feedback, an answer, its feedback.
  await expect(teacher.locator('.student-table tbody tr')).toHaveCount(3);
  for (const { page } of others) {
    await answerCurrentQuestion(page);
    await expectOnQuestion(page);
  }

  // The rest of the assertion window (see the stop test): the removed student sees no question.
  await teacher.waitForTimeout(Math.max(0, windowEnds - Date.now()));
  await expectNoQuestionShown(removed, removedAt);
  await expect(removedMessage).toBeVisible({ timeout: 1 });
  await expectNoQuestion(removed.page);
});

test('students in their answer feedback when the teacher ends the session are told, and no question comes back', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { teacher, students, click } = await untilClickInFeedback(async () => {
    const { teacher, students } = await classWithStudents(browser, ['Ida', 'Jon', 'Kim', 'Liv']);
    const [right, wrong] = students;
    // The teacher's dialog is open before the answers, so only the confirming click is timed.
    await teacher.getByRole('button', { name: en.teacher.actions.end, exact: true }).click();
    const confirm = teacher
      .getByRole('dialog', { name: en.teacher.end.title })
      .getByRole('button', { name: en.teacher.end.confirm, exact: true });
    const click = await answerThenTeacherClicks(
      [
        { student: right, correct: true },
        { student: wrong, correct: false },
      ],
      teacher,
      confirm,
    );
    return { teacher, students, click };
  });
  const [right, wrong] = students;
  const endedAt = click.at;

  // Every student is told, with their results if they answered, until they go home themselves.
  const told = (page: Page) => page.getByText(en.classPractice.sessionEnded, { exact: false });
  await allFollowWithin('told-after-end', students, endedAt, FOLLOW_MS, async (page, timeout) => {
    await expect(told(page)).toBeVisible({ timeout });
    await expectNoQuestion(page, timeout);
  });
  for (const { page } of [right, wrong]) {
    await expect(page.getByText(en.classPractice.sessionEndedResults)).toBeVisible();
  }
  for (const { page } of students) await watchForQuestion(page);

  // The assertion window (see the stop test): no question shows again.
  await teacher.waitForTimeout(STAYS_MS);
  for (const student of students) {
    await expectNoQuestionShown(student, endedAt);
    await expect(told(student.page)).toBeVisible({ timeout: 1 });
    await expectNoQuestion(student.page);
  }
});
