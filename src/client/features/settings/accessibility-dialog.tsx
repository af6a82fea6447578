import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accessibilityStore,
  useAccessibility,
  type AccessibilitySettings,
} from '#client/lib/accessibility-store';
import { canSpeak } from '#client/lib/speech';
import { Dialog } from '#client/ui/dialog';
import './accessibility-dialog.css';

/**
 * The accessibility menu (SPEC §3): contrast, text size and font, motion, reading aloud, sound and
 * volume. Every change applies at once, everywhere, and is kept on this device.
 */
export function AccessibilityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useAccessibility();
  const volumeId = useId();
  const change = (patch: Partial<AccessibilitySettings>) =>
    accessibilityStore.write({ ...settings, ...patch });

  return (
    <Dialog
      open={open}
      title={t('settings.title')}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => accessibilityStore.clear()}
          >
            {t('settings.reset')}
          </button>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('settings.close')}
          </button>
        </>
      }
    >
      <div className="settings">
        <label className="check">
          <input
            type="checkbox"
            checked={settings.highContrast}
            onChange={(event) => change({ highContrast: event.target.checked })}
          />
          <span className="check__title">{t('settings.highContrast')}</span>
        </label>

        <fieldset className="choice-pills settings__choices">
          <legend>{t('settings.fontSize')}</legend>
          {(['small', 'medium', 'large'] as const).map((size) => (
            <label key={size} className="choice-pill">
              <input
                type="radio"
                name="font-size"
                checked={settings.fontSize === size}
                onChange={() => change({ fontSize: size })}
              />
              {t(`settings.sizes.${size}`)}
            </label>
          ))}
        </fieldset>

        <fieldset className="choice-pills settings__choices">
          <legend>{t('settings.fontFamily')}</legend>
          {(['lexend', 'dyslexic'] as const).map((family) => (
            <label key={family} className={`choice-pill settings__choice--${family}`}>
              <input
                type="radio"
                name="font-family"
                checked={settings.fontFamily === family}
                onChange={() => change({ fontFamily: family })}
              />
              {t(`settings.fonts.${family}`)}
            </label>
          ))}
        </fieldset>

        <label className="check">
          <input
            type="checkbox"
            checked={settings.reduceMotion}
            onChange={(event) => change({ reduceMotion: event.target.checked })}
          />
          <span>
            <span className="check__title">{t('settings.reduceMotion')}</span>
            <span className="check__hint">{t('settings.reduceMotionHint')}</span>
          </span>
        </label>

        <label className="check">
          <input
            type="checkbox"
            checked={settings.textToSpeech}
            disabled={!canSpeak()}
            onChange={(event) => change({ textToSpeech: event.target.checked })}
          />
          <span>
            <span className="check__title">{t('settings.textToSpeech')}</span>
            <span className="check__hint">
              {canSpeak() ? t('settings.textToSpeechHint') : t('settings.noSpeech')}
            </span>
          </span>
        </label>

        <label className="check">
          <input
            type="checkbox"
            checked={settings.sound}
            onChange={(event) => change({ sound: event.target.checked })}
          />
          <span className="check__title">{t('settings.sound')}</span>
        </label>

        <div className="field settings__volume">
          <label htmlFor={volumeId}>{t('settings.volume')}</label>
          <div className="settings__volume-row">
            <input
              id={volumeId}
              type="range"
              min={0}
              max={1}
              step={0.1}
              value={settings.volume}
              disabled={!settings.sound}
              aria-valuetext={`${Math.round(settings.volume * 100)} %`}
              onChange={(event) =>
                change({ volume: Math.round(Number(event.target.value) * 10) / 10 })
              }
            />
            <output htmlFor={volumeId}>{Math.round(settings.volume * 100)} %</output>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
