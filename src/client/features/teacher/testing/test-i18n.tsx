import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';

/** Wraps a component under test in the English catalog. */
export function InEnglish({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      {children}
    </I18nextProvider>
  );
}
