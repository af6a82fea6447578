import { expect, type Browser, type Page } from '@playwright/test';
import type { Language } from '../../src/shared/i18n/languages';
import { createSessionAsTeacher } from './class';
import { SAMPLE_CLASS, sampleClassFile } from './class-file';
import { joinInLanguage, textIn } from './first-visit';
import { openApp } from './navigation';
import { answerRoundCorrectly } from './practice';

/** Looks at one route once it is open and settled; `page` shows it. */
export type RouteCheck = (page: Page, route: string) => Promise<void>;

/** A route of a visitor without a class: the path, and what shows it is ready. */
type VisitorRoute = { readonly path: string; readonly ready?: (page: Page) => Promise<void> };

/** The visitor's pages of the practice itself. */
const PRACTICE_ROUTES: readonly VisitorRoute[] = [
  { path: '/' },
  { path: '/difficulty' },
  { path: '/practice/addition', ready: (page) => openQuestion(page) },
  { path: '/games' },
  {
    path: '/games/addition',
    ready: (page) => expect(page.locator('.choice').first()).toBeVisible(),
  },
  { path: '/teacher' },
];

/** The visitor's pages around the practice. */
const OTHER_ROUTES: readonly VisitorRoute[] = [
  { path: '/join' },
  { path: '/privacy' },
  { path: '/terms' },
  { path: '/help' },
  { path: '/contact' },
  { path: '/nowhere' },
];

async function openQuestion(page: Page): Promise<void> {
  await expect(page.locator('.choice--open').first()).toBeVisible();
}

/** The screen size of a new browser context, or the default one. */
type Viewport = { width: number; height: number } | undefined;

/** Opens one part of the app's routes in the language, each in the state a person sees it in. */
type OpenRoutes = (
  browser: Browser,
  teacher: Page,
  language: Language,
  check: RouteCheck,
  /** The visitor's and the student's screen; the teacher's page keeps its own. */
  viewport: Viewport,
) => Promise<void>;

/** Opens the routes in a new context, as a visitor, each once it is ready. */
function visitorRoutes(routes: readonly VisitorRoute[]): OpenRoutes {
  return async (browser, _teacher, language, check, viewport) => {
    const visitor = await browser.newContext(viewport === undefined ? {} : { viewport });
    const page = await visitor.newPage();
    for (const route of routes) {
      await openApp(page, `${route.path}?lng=${language}`);
      if (route.ready === undefined) await expect(page.locator('h1').first()).toBeVisible();
      else await route.ready(page);
      await check(page, route.path);
    }
    await visitor.close();
  };
}

/**
 * What a visitor's own use brings: the teacher's setup form (with multiplication's times tables),
 * solo results after a round, my facts with that round's facts, then a class kept on the device.
 */
const checkOwnUseRoutes: OpenRoutes = async (browser, _teacher, language, check, viewport) => {
  const visitor = await browser.newContext(viewport === undefined ? {} : { viewport });
  const page = await visitor.newPage();
  await openApp(page, `/teacher?lng=${language}`);
  await page.getByRole('button', { name: textIn(language).teacher.intro.configure }).click();
  // Multiplication shows the times-table tick boxes too.
  await page
    .getByRole('combobox', { name: textIn(language).teacher.form.type, exact: true })
    .first()
    .selectOption('multiplication');
  await expect(page.getByRole('group', { name: textIn(language).tables.legend })).toBeVisible();
  await check(page, 'teacher setup form');
  await openApp(page, `/practice/multiplication?lng=${language}`);
  await answerRoundCorrectly(page);
  await expect(page).toHaveURL(/\/results$/);
  await check(page, '/results');
  await openApp(page, '/facts');
  await expect(page.locator('h1')).toHaveText(textIn(language).facts.title);
  await check(page, '/facts');
  await checkClassRecordRoutes(page, language, check);
  await visitor.close();
};

/**
 * Every route of the app, in parts that each use their own browser contexts (so a part can run
 * as a test of its own): a visitor's pages (home, difficulty, solo practice, the games and a game,
 * the teacher's page; then join, privacy, terms, help, contact, not found), what a visitor's own
 * use brings (the setup form, solo results, my facts, a class kept on the device: the teacher's
 * page listing it, the class view, a parents' page, the recovery code), then a lesson: the
 * student's waiting room and class question, the teacher's dashboard and the projector.
 */
export const ROUTE_PARTS: readonly { readonly name: string; readonly open: OpenRoutes }[] = [
  { name: "a visitor's practice pages", open: visitorRoutes(PRACTICE_ROUTES) },
  { name: "a visitor's other pages", open: visitorRoutes(OTHER_ROUTES) },
  { name: "what a visitor's own use brings", open: checkOwnUseRoutes },
  { name: 'a lesson', open: checkClassRoutes },
];

/** The class's pages: the student's waiting room and question, the teacher's dashboard and projector. */
async function checkClassRoutes(
  browser: Browser,
  teacher: Page,
  language: Language,
  check: RouteCheck,
  viewport: Viewport,
): Promise<void> {
  const code = await createSessionAsTeacher(teacher, {
    autoStart: false,
    operations: ['addition'],
    questions: '10',
    secondsPerQuestion: '20',
  });
  const studentContext = await browser.newContext(viewport === undefined ? {} : { viewport });
  const student = await studentContext.newPage();
  await student.goto(`/join?code=${code}&lng=${language}`);
  await joinInLanguage(student, language, 'Ada');
  await expect(
    student.getByRole('heading', { name: textIn(language).join.waiting.title }),
  ).toBeVisible();
  await check(student, 'class waiting room');

  await teacher.getByRole('button', { name: 'Start', exact: true }).click();
  await openQuestion(student);
  await check(student, 'class question');
  await studentContext.close();

  await openApp(teacher, `/teacher?lng=${language}`);
  await expect(teacher.locator('.dashboard__code-text')).toHaveText(code);
  await check(teacher, 'teacher dashboard');
  await openApp(teacher, `/teacher/projector?lng=${language}`);
  await expect(teacher.getByText(code).first()).toBeVisible();
  await check(teacher, 'projector');
}

/**
 * A class on the teacher's device: the teacher's page listing it, its view, a parents' page, and
 * the recovery code of its sealed copy on the server.
 */
async function checkClassRecordRoutes(
  page: Page,
  language: Language,
  check: RouteCheck,
): Promise<void> {
  await openApp(page, `/teacher?lng=${language}`);
  await page.getByTestId('class-file').setInputFiles(sampleClassFile(language));
  await expect(page.locator('.class-list__item')).toHaveCount(1);
  await check(page, '/teacher with a class');
  await openApp(page, `/teacher/classes/${SAMPLE_CLASS.id}`);
  await expect(page.locator('.pupil-table tbody tr')).toHaveCount(3);
  await check(page, '/teacher/classes/:classId');
  await openApp(page, `/teacher/classes/${SAMPLE_CLASS.id}/pupils/${SAMPLE_CLASS.pupilId}`);
  await expect(page.locator('.parents-page h1')).toBeVisible();
  await check(page, '/teacher/classes/:classId/pupils/:pupilId');
  await openApp(page, `/teacher/classes/${SAMPLE_CLASS.id}`);
  await page.locator('.class-page__backup .button--primary').click();
  await expect(page.locator('.recovery-code__code')).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){7}$/);
  await check(page, '/teacher/classes/:classId/recovery-code');
}
