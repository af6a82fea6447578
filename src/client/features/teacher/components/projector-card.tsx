import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setHideResults, useHideResults } from '../stores/teacher-screen-store';
import './projector.css';

/** The path of the projector window, and the name it opens under, so a second click reuses it. */
export const PROJECTOR_PATH = '/teacher/projector';
const PROJECTOR_WINDOW = 'mattemester-projector';

/**
 * The dashboard's ways to keep names and results off the projector: a window of its own for a
 * second screen (a popup the teacher drags there, or a tab where popups are blocked), and, for a
 * projector that mirrors this screen, hiding them here (kept on this device).
 */
export function ProjectorCard() {
  const { t } = useTranslation();
  const hidden = useHideResults();
  const titleId = useId();
  const openHintId = useId();
  const hideHintId = useId();
  return (
    <section className="card projector-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('teacher.projector.cardTitle')}</h2>
      <a
        href={PROJECTOR_PATH}
        target={PROJECTOR_WINDOW}
        className="button button--secondary"
        aria-describedby={openHintId}
        onClick={(event) => {
          const opened = window.open(
            PROJECTOR_PATH,
            PROJECTOR_WINDOW,
            'popup,width=1280,height=720',
          );
          if (opened === null) return;
          event.preventDefault();
          opened.focus();
        }}
      >
        {t('teacher.projector.open')}
      </a>
      <p id={openHintId} className="field__note">
        {t('teacher.projector.openHint')}
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={hidden}
          aria-describedby={hideHintId}
          onChange={(event) => setHideResults(event.target.checked)}
        />
        <span className="check__title">{t('teacher.projector.hideResults')}</span>
      </label>
      <p id={hideHintId} className="check__hint projector-card__hint">
        {t('teacher.projector.hideResultsHint')}
      </p>
    </section>
  );
}
