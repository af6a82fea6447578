import { lazy } from 'react';

/**
 * Pages a pupil on the way to the first question does not need, each in a chunk of its own that
 * loads when its route is opened: the teacher's dashboard (with QR code and reports), the games,
 * class practice (with the live channel), and the help, legal and contact pages.
 */
export const TeacherPage = lazy(() =>
  import('../features/teacher/teacher-page').then((module) => ({ default: module.TeacherPage })),
);
export const GamesPage = lazy(() =>
  import('../features/games/games-page').then((module) => ({ default: module.GamesPage })),
);
export const GamePage = lazy(() =>
  import('../features/games/game-page').then((module) => ({ default: module.GamePage })),
);
export const ClassPracticePage = lazy(() =>
  import('../features/class-session/class-practice-page').then((module) => ({
    default: module.ClassPracticePage,
  })),
);
export const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page').then((module) => ({ default: module.PrivacyPage })),
);
export const TermsPage = lazy(() =>
  import('../features/legal/terms-page').then((module) => ({ default: module.TermsPage })),
);
export const HelpPage = lazy(() =>
  import('../features/legal/help-page').then((module) => ({ default: module.HelpPage })),
);
export const ContactPage = lazy(() =>
  import('../features/support/contact-page').then((module) => ({ default: module.ContactPage })),
);
export const ResultsPage = lazy(() =>
  import('../features/results/results-page').then((module) => ({ default: module.ResultsPage })),
);
