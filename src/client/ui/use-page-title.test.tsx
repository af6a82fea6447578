import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { usePageTitle } from './use-page-title';

const i18n = createI18n({ language: 'no', detect: false, catalogs: CATALOGS });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

describe('usePageTitle', () => {
  it('names the page before the app, without the soft hyphens a long word breaks at', () => {
    renderHook(() => usePageTitle('Personvern\u00aderklæring'), { wrapper });
    expect(document.title).toBe('Personvernerklæring – Mattemester');
  });
});
