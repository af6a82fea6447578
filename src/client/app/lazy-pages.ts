import { firstPageOf, type FirstPage } from '#shared/contracts/first-pages';
import { pageOf } from '#shared/contracts/page-paths';
import { loadOnDemandSections } from '#client/lib/i18n';
import { preloadable, type Preloadable } from '#client/lib/preloadable';

/**
 * The code of a page that shows the catalog's on-demand sections (the teacher's pages and the
 * information pages), resolved once those sections are there too, so it never draws a bare key.
 */
function withOnDemandSections<M>(page: Promise<M>): Promise<M> {
  return Promise.all([page, loadOnDemandSections()]).then(([module]) => module);
}

const home = preloadable(
  () => import('#client/features/home/home-page'),
  (module) => module.HomePage,
);
const join = preloadable(
  () => import('#client/features/join/join-page'),
  (module) => module.JoinPage,
);
const difficulty = preloadable(
  () => import('#client/features/practice/difficulty-page'),
  (module) => module.DifficultyPage,
);
const practice = preloadable(
  () => import('#client/features/practice/practice-page'),
  (module) => module.PracticePage,
);
const teacher = preloadable(
  () => withOnDemandSections(import('#client/features/teacher/components/teacher-page')),
  (module) => module.TeacherPage,
);

const FIRST_PAGES: Readonly<Record<FirstPage, Pick<Preloadable<never>, 'preload'>>> = {
  home,
  join,
  difficulty,
  practice,
  teacher,
};

/**
 * Every page is a chunk of its own that loads when its route is opened, so a visit downloads the
 * shell and one page, and the pages one click away once it shows (nextPagesOf): the student's
 * pages (home, join, difficulty, solo practice), the teacher's dashboard (with QR code and
 * reports) and projector window, a class and a parents' page, the games, class practice (with the
 * live channel), and the help, legal and contact pages.
 */
export const HomePage = home.Component;
export const JoinPage = join.Component;
export const DifficultyPage = difficulty.Component;
export const PracticePage = practice.Component;
export const TeacherPage = teacher.Component;
const projectorPage = preloadable(
  () => withOnDemandSections(import('#client/features/teacher/components/projector-page')),
  (module) => module.ProjectorPage,
);
export const ProjectorPage = projectorPage.Component;
const classPage = preloadable(
  () => withOnDemandSections(import('#client/features/class-record/components/class-page')),
  (module) => module.ClassPage,
);
const parentsPage = preloadable(
  () => withOnDemandSections(import('#client/features/class-record/components/parents-page')),
  (module) => module.ParentsPage,
);
const recoveryCodePage = preloadable(
  () => withOnDemandSections(import('#client/features/class-record/components/recovery-code-page')),
  (module) => module.RecoveryCodePage,
);
export const ClassPage = classPage.Component;
export const RecoveryCodePage = recoveryCodePage.Component;
export const ParentsPage = parentsPage.Component;
const gamesPage = preloadable(
  () => import('#client/features/games/games-page'),
  (module) => module.GamesPage,
);
export const GamesPage = gamesPage.Component;
const gamePage = preloadable(
  () => import('#client/features/games/game-page'),
  (module) => module.GamePage,
);
export const GamePage = gamePage.Component;
const classPractice = preloadable(
  () => import('#client/features/class-session/class-practice-page'),
  (module) => module.ClassPracticePage,
);
export const ClassPracticePage = classPractice.Component;
const privacyPage = preloadable(
  () => withOnDemandSections(import('#client/features/legal/privacy-page')),
  (module) => module.PrivacyPage,
);
export const PrivacyPage = privacyPage.Component;
const termsPage = preloadable(
  () => withOnDemandSections(import('#client/features/legal/terms-page')),
  (module) => module.TermsPage,
);
export const TermsPage = termsPage.Component;
const helpPage = preloadable(
  () => withOnDemandSections(import('#client/features/legal/help-page')),
  (module) => module.HelpPage,
);
export const HelpPage = helpPage.Component;
const contactPage = preloadable(
  () => withOnDemandSections(import('#client/features/support/contact-page')),
  (module) => module.ContactPage,
);
export const ContactPage = contactPage.Component;
const resultsPage = preloadable(
  () => import('#client/features/results/results-page'),
  (module) => module.ResultsPage,
);
export const ResultsPage = resultsPage.Component;
const myFactsPage = preloadable(
  () => import('#client/features/facts/my-facts-page'),
  (module) => module.MyFactsPage,
);
export const MyFactsPage = myFactsPage.Component;
const notFoundPage = preloadable(
  () => import('#client/features/not-found/not-found-page'),
  (module) => module.NotFoundPage,
);
export const NotFoundPage = notFoundPage.Component;

/**
 * Downloads the code of the page the visit opens on (a student's page, or the teacher's), while the
 * catalog loads, so the first render shows the page itself rather than a loading line. Resolves
 * when it is there, or failed (the page then loads, and reports a failure, as any lazy page).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const first = firstPageOf(pathname);
  const page = first === undefined ? undefined : FIRST_PAGES[first];
  await page?.preload().catch(() => undefined);
}

/**
 * The pages one click away from a page, whose code loads once that page shows, so that the click
 * opens them at once: class practice from the join page (whose join brings a question that shows
 * only if the practice screen comes up within 2 s), a class's view from the teacher's page (its
 * classes' links), a parents' page from a class's view.
 */
function nextPagesOf(pathname: string): readonly Pick<Preloadable<never>, 'preload'>[] {
  const page = pageOf(pathname);
  if (page === 'join') return [classPractice];
  if (page === 'teacher') return [classPage];
  if (page === 'class') return [parentsPage];
  return [];
}

/** Loads the code of the pages one click away from the page at `pathname` (nextPagesOf). */
export function preloadNextPages(pathname: string): void {
  for (const page of nextPagesOf(pathname)) void page.preload().catch(() => undefined);
}
