import { useEffect } from 'react';
import { PAGE_PATHS } from '#shared/contracts/page-paths';
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

/**
 * The route table of SPEC §2, its paths from PAGE_PATHS (which the server answers 200). Unknown
 * paths get the not-found page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => preloadNextPages(pathname), [pathname]);
  return (
    <FirstVisit>
      <Layout>
        <Switch>
          <Route path={PAGE_PATHS.home} component={HomePage} />
          <Route path={PAGE_PATHS.difficulty} component={DifficultyPage} />
          <Route path={PAGE_PATHS.practice} component={PracticeRoute} />
          <Route path={PAGE_PATHS.teacher} component={TeacherPage} />
          <Route path={PAGE_PATHS.projector} component={ProjectorPage} />
          <Route path={PAGE_PATHS.class} component={ClassPage} />
          <Route path={PAGE_PATHS.parents} component={ParentsPage} />
          <Route path={PAGE_PATHS.recoveryCode} component={RecoveryCodePage} />
          <Route path={PAGE_PATHS.join} component={JoinPage} />
          <Route path={PAGE_PATHS.privacy} component={PrivacyPage} />
          <Route path={PAGE_PATHS.terms} component={TermsPage} />
          <Route path={PAGE_PATHS.help} component={HelpPage} />
          <Route path={PAGE_PATHS.contact} component={ContactPage} />
          <Route path={PAGE_PATHS.games} component={GamesPage} />
          <Route path={PAGE_PATHS.game} component={GamePage} />
          <Route path={PAGE_PATHS.results} component={ResultsPage} />
          <Route path={PAGE_PATHS.facts} component={MyFactsPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Layout>
    </FirstVisit>
  );
}
