import { useEffect } from 'react';
import { Route, Switch, useLocation } from '#client/lib/router';
import { FirstVisit } from './first-visit';
import {
  ClassPage,
  ContactPage,
  DifficultyPage,
  GamePage,
  GamesPage,
  HelpPage,
  HomePage,
  JoinPage,
  MyFactsPage,
  NotFoundPage,
  ParentsPage,
  preloadNextPages,
  PrivacyPage,
  ProjectorPage,
  RecoveryCodePage,
  ResultsPage,
  TeacherPage,
  TermsPage,
} from './lazy-pages';
import { Layout } from './layout';
import { PracticeRoute } from './practice-route';

/** The route table of SPEC §2, as far as it is built. Unknown paths get the not-found page. */
export function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => preloadNextPages(pathname), [pathname]);
  return (
    <FirstVisit>
      <Layout>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/difficulty" component={DifficultyPage} />
          <Route path="/practice/:skill" component={PracticeRoute} />
          <Route path="/teacher" component={TeacherPage} />
          <Route path="/teacher/projector" component={ProjectorPage} />
          <Route path="/teacher/classes/:classId" component={ClassPage} />
          <Route path="/teacher/classes/:classId/pupils/:pupilId" component={ParentsPage} />
          <Route path="/teacher/classes/:classId/recovery-code" component={RecoveryCodePage} />
          <Route path="/join" component={JoinPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/terms" component={TermsPage} />
          <Route path="/help" component={HelpPage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/games" component={GamesPage} />
          <Route path="/games/:gameId" component={GamePage} />
          <Route path="/results" component={ResultsPage} />
          <Route path="/facts" component={MyFactsPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Layout>
    </FirstVisit>
  );
}
