import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { JoinPage } from '../features/join/join-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { DifficultyPage } from '../features/practice/difficulty-page';
import { FirstVisit } from './first-visit';
import {
  ContactPage,
  GamePage,
  GamesPage,
  HelpPage,
  PrivacyPage,
  ResultsPage,
  TeacherPage,
  TermsPage,
} from './lazy-pages';
import { Layout } from './layout';
import { PracticeRoute } from './practice-route';

/** The route table of SPEC §2, as far as it is built. Unknown paths get the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <FirstVisit>
            <Layout />
          </FirstVisit>
        }
      >
        <Route index element={<HomePage />} />
        <Route path="difficulty" element={<DifficultyPage />} />
        <Route path="practice/:skill" element={<PracticeRoute />} />
        <Route path="teacher" element={<TeacherPage />} />
        <Route path="join" element={<JoinPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="help" element={<HelpPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="games" element={<GamesPage />} />
        <Route path="games/:gameId" element={<GamePage />} />
        <Route path="results" element={<ResultsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
