import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { BrowserRouter, useLocation } from '#client/lib/router';
import { AppRoutes } from './app-routes';
import { PageLoadBoundary } from './page-load-boundary';

/**
 * A failure outside a page's own area (the first visit's language chooser, the cookie banner's or
 * the settings' code not fetched) shows the same message instead of a blank screen.
 */
function WholeAppBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageLoadBoundary pathname={pathname}>{children}</PageLoadBoundary>;
}

/** The whole client: translations, the router and the route table. */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <WholeAppBoundary>
          <AppRoutes />
        </WholeAppBoundary>
      </BrowserRouter>
    </I18nextProvider>
  );
}
