import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { Layout } from './layout';
import { stubLayoutEnvironment } from './testing/layout-environment';

/** A page whose code could not be fetched, as a lazy page on a weak network. */
const UnreachablePage = lazy(() =>
  Promise.reject(new Error('Failed to fetch dynamically imported module')),
);

stubLayoutEnvironment();

beforeEach(() => {
  // The page's failure is reported to the console, as in the browser.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a page that cannot be loaded', () => {
  /** Draws the layout in Swedish around a page that cannot be loaded; returns its failure. */
  async function renderUnreachable() {
    render(
      <I18nextProvider i18n={createI18n({ language: 'sv', detect: false, catalogs: CATALOGS })}>
        <Router hook={memoryLocation({ path: '/practice/addition' }).hook}>
          <Layout>
            <UnreachablePage />
          </Layout>
        </Router>
      </I18nextProvider>,
    );
    const title = await screen.findByRole('heading', {
      level: 1,
      name: CATALOGS.sv.layout.pageFailed.title,
    });
    return title.parentElement as HTMLElement;
  }

  const pressTryAgain = (failure: HTMLElement) => {
    fireEvent.click(
      within(failure).getByRole('button', { name: CATALOGS.sv.layout.pageFailed.tryAgain }),
    );
  };

  it('says so in the page, keeps the header and the footer, and reloads once the server answers', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, pathname: '/', search: '', reload });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 200 })));
    const failure = await renderUnreachable();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    pressTryAgain(failure);
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalledOnce();
    });
  });

  it('stays and says the connection is still missing when the server does not answer', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, pathname: '/', search: '', reload });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await renderUnreachable();
    pressTryAgain(failure);
    await vi.waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        CATALOGS.sv.layout.pageFailed.stillOffline,
      );
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('announces its message alone, not the heading and the button around it', async () => {
    const failure = await renderUnreachable();
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent(CATALOGS.sv.layout.pageFailed.text);
    expect(message).not.toContainElement(within(failure).getByRole('button'));
    expect(message).not.toContainElement(within(failure).getByRole('heading', { level: 1 }));
  });

  it('is forgotten once the child goes to another page', async () => {
    const location = memoryLocation({ path: '/practice/addition' });
    render(
      <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
        <Router hook={location.hook}>
          <Layout>
            <Switch>
              <Route path="/practice/addition">
                <UnreachablePage />
              </Route>
              <Route>
                <p>The home page</p>
              </Route>
            </Switch>
          </Layout>
        </Router>
      </I18nextProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: CATALOGS.en.layout.pageFailed.title });
    act(() => {
      location.navigate('/');
    });
    expect(await screen.findByText('The home page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: CATALOGS.en.layout.pageFailed.title })).toBeNull();
  });
});
