import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessibility } from '#client/lib/accessibility-store';
import { currentLanguage } from '#client/lib/i18n';
import { speak, stopSpeaking } from '#client/lib/speech';

/**
 * Reads `text` aloud (at the menu's volume, in the page's language) each time `questionKey`
 * changes while "Read questions aloud" is on, and returns a function that reads it on request
 * (the speaker button). The reading belongs to the question on screen: it stops when the
 * question goes, the page closes or read-aloud is switched off.
 */
export function useReadAloud(text: string | undefined, questionKey: string | undefined) {
  const { i18n } = useTranslation();
  const settings = useAccessibility();
  const readAloud = useCallback(() => {
    if (text !== undefined) speak(text, currentLanguage(i18n), settings.volume);
  }, [text, i18n, settings.volume]);

  useEffect(() => {
    if (settings.textToSpeech) readAloud();
    return stopSpeaking;
    // Only when the question changes, not when the volume does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [questionKey, settings.textToSpeech]);

  return readAloud;
}
