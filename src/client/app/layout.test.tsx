import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { classSessionStore } from '#client/features/class/class-session-store';
import { storedStudent } from '#client/features/class/test-stored-session';
import { createI18n } from '#client/lib/i18n';
import type * as I18nModule from '#client/lib/i18n';
import { Layout } from './layout';
import { stubLayoutEnvironment } from './testing/layout-environment';

stubLayoutEnvironment();

// Every language switch asked for here fails, as on a connection that drops.
vi.mock('#client/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18nModule>()),
  switchLanguage: () => Promise.resolve('failed'),
}));

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <Router hook={memoryLocation({ path }).hook}>
        <Layout>
          <p>The page</p>
        </Layout>
      </Router>
    </I18nextProvider>,
  );
}

const header = () => within(screen.getByRole('banner'));
const footer = () => screen.queryByRole('contentinfo');

const time = Date.now();
const STUDENT = storedStudent(time);

describe('Layout header', () => {
  it('links to the teacher page beside Join a class', () => {
    renderAt('/');
    expect(header().getByRole('link', { name: 'For teachers' })).toHaveAttribute(
      'href',
      '/teacher',
    );
    expect(header().getByRole('link', { name: 'Join a class' })).toBeInTheDocument();
  });

  it("leaves the teacher link out on the teacher's own pages, in any case", () => {
    for (const path of ['/teacher', '/Teacher/classes/c1', '/TEACHER/classes/c1/recovery-code']) {
      renderAt(path);
      expect(header().queryByRole('link', { name: 'For teachers' }), path).toBeNull();
      cleanup();
    }
  });

  it('leaves the teacher link out for a student in a class', () => {
    classSessionStore.write(STUDENT);
    renderAt('/');
    expect(header().queryByRole('link', { name: 'For teachers' })).toBeNull();
  });
});

describe('Layout footer', () => {
  it('is shown on the other pages', () => {
    renderAt('/');
    expect(footer()).toBeInTheDocument();
  });

  it('is left out in the projector window', () => {
    renderAt('/teacher/projector');
    expect(footer()).toBeNull();
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('is the practice footer, hidden on phones, on a practice address in capitals', () => {
    renderAt('/PRACTICE/ADDITION');
    expect(footer()).toHaveClass('site-footer--practice');
  });

  it('is left out on a game and the projector window at addresses in capitals', () => {
    renderAt('/Games/addition');
    expect(footer()).toBeNull();
    cleanup();
    renderAt('/TEACHER/Projector');
    expect(footer()).toBeNull();
  });
});

describe('Layout language notice', () => {
  it('tells that a language did not load on its page, and forgets it on the next', async () => {
    const location = memoryLocation({ path: '/' });
    render(
      <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
        <Router hook={location.hook}>
          <Layout>
            <p>The page</p>
          </Layout>
        </Router>
      </I18nextProvider>,
    );
    fireEvent.change(header().getByRole('combobox', { name: 'Language' }), {
      target: { value: 'sv' },
    });
    expect(await header().findByRole('alert')).toHaveTextContent('Svenska did not load.');
    act(() => {
      location.navigate('/games');
    });
    expect(header().queryByRole('alert')).toBeNull();
  });
});
