import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
  isLanguage,
  type Language,
} from '#shared/i18n/languages';
import { currentLanguage, switchLanguage } from '#client/lib/i18n';
import { useAfterAMoment } from '#client/ui/use-after-a-moment';

/**
 * What a phone's header shows of the chosen language, where the full name has no room: the
 * language's own short form ("УКР" rather than "UK", which reads as a country).
 */
const SHORT_NAMES: Readonly<Record<Language, string>> = {
  en: 'EN',
  no: 'NB',
  nn: 'NN',
  sv: 'SV',
  da: 'DA',
  uk: 'УКР',
};

/** A language switch the header tells about: one still loading its texts, or one that failed. */
export type LanguageSwitch =
  { readonly language: Language; readonly status: 'loading' | 'failed' } | undefined;

/**
 * The header's language choice: each language named in itself; the choice is remembered. On a
 * phone the closed list shows the short form over the select (the list itself, its label and
 * its value stay the full names). While the chosen language's texts load, the select shows it
 * and the line under the header says they are loading; a language whose texts could not be
 * fetched is not switched to, and that line says so (switchLanguage, LanguageSwitchNotice).
 */
export function LanguageSwitcher({
  languageSwitch,
  onSwitchChange,
}: {
  readonly languageSwitch: LanguageSwitch;
  /** Told of each switch as it begins, fails or is made (`undefined`); a later one wins. */
  readonly onSwitchChange: (languageSwitch: LanguageSwitch) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = currentLanguage(i18n);
  const shown = languageSwitch?.status === 'loading' ? languageSwitch.language : language;
  const choose = (chosen: Language) => {
    onSwitchChange({ language: chosen, status: 'loading' });
    void switchLanguage(i18n, chosen).then((outcome) => {
      if (outcome === 'overtaken') return;
      onSwitchChange(outcome === 'failed' ? { language: chosen, status: 'failed' } : undefined);
    });
  };
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="language-switcher__label">
        {t('layout.language')}
      </label>
      <span className="language-switcher__control">
        <select
          id={id}
          className="language-switcher__select"
          value={shown}
          onChange={(event) => {
            const chosen = event.target.value;
            if (isLanguage(chosen)) choose(chosen);
          }}
        >
          {SUPPORTED_LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </select>
        <span className="language-switcher__short" aria-hidden="true" lang={shown}>
          {SHORT_NAMES[shown]}
        </span>
      </span>
    </div>
  );
}

/**
 * The header's lines under its controls: that a chosen language's texts are still loading (after
 * a moment, A_MOMENT_MS), or that they could not be fetched and the app stayed in its language.
 * The loading line is a live region that is always there, empty while there is nothing to say:
 * screen readers announce text put into a region they know of, not always one added with it.
 */
export function LanguageSwitchNotice({ languageSwitch }: { languageSwitch: LanguageSwitch }) {
  const { t } = useTranslation();
  const slowSwitch = useAfterAMoment(
    languageSwitch?.status === 'loading' ? languageSwitch : undefined,
  );
  return (
    <>
      {languageSwitch?.status === 'failed' ? (
        <p className="language-notice" role="alert">
          {t('layout.languageFailed', { language: LANGUAGE_NAMES[languageSwitch.language] })}
        </p>
      ) : null}
      <p className="language-notice" aria-live="polite">
        {slowSwitch === undefined
          ? null
          : t('layout.languageLoading', { language: LANGUAGE_NAMES[slowSwitch.language] })}
      </p>
    </>
  );
}
