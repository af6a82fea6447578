import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shows the whole page full screen, or leaves full screen (Esc and F11 do too). Not drawn where
 * the browser cannot (an iPhone, a frame that does not allow it).
 */
export function FullscreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const changed = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  // Not every browser has the API at all (the types say it always does).
  if ((document.fullscreenEnabled as boolean | undefined) !== true) return null;
  return (
    <button
      type="button"
      className="button button--secondary projector-page__fullscreen"
      onClick={() => {
        const change = full
          ? document.exitFullscreen()
          : document.documentElement.requestFullscreen();
        change.catch(() => undefined);
      }}
    >
      {full ? t('teacher.projector.exitFullscreen') : t('teacher.projector.fullscreen')}
    </button>
  );
}
