import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '#client/lib/clipboard';
import { Dialog } from '#client/ui/dialog';
import { joinLink } from '../model/join-link';
import { JoinQr } from './join-qr';
import type { JoinStart } from '../model/join-start';
import './quick-connect.css';

const COPIED_MS = 2000;

const LAST_STEP_KEYS = {
  atOnce: 'teacher.quickConnect.step4AtOnce',
  onStart: 'teacher.quickConnect.step4',
  onResume: 'teacher.quickConnect.step4OnResume',
  examOver: 'teacher.quickConnect.step4ExamOver',
} as const satisfies Record<JoinStart, string>;

/**
 * Quick connect (SPEC §2): the code, a QR code of the join link, the link with Copy, and the
 * steps; the last says when students start (`start`, left out until the session's state is known).
 */
export function QuickConnectDialog({
  code,
  start,
  open,
  onClose,
}: {
  code: string;
  start: JoinStart | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const link = joinLink(code);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return undefined;
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  return (
    <Dialog
      open={open}
      title={t('teacher.quickConnect.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('teacher.quickConnect.close')}
        </button>
      }
    >
      <div className="quick-connect">
        <p
          className="quick-connect__code"
          aria-label={t('teacher.quickConnect.codeLabel', { code: code.split('').join(' ') })}
        >
          {code}
        </p>
        <JoinQr link={link} code={code} className="quick-connect__qr" enabled={open} />
        <div className="field quick-connect__link">
          <label htmlFor="join-link">{t('teacher.quickConnect.link')}</label>
          <div className="quick-connect__link-row">
            <input
              id="join-link"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void copyText(link).then((ok) => setCopy(ok ? 'copied' : 'failed'))}
            >
              {copy === 'copied'
                ? t('teacher.quickConnect.copied')
                : t('teacher.quickConnect.copy')}
            </button>
          </div>
          <p className="field__note" role="status">
            {copy === 'failed' ? t('teacher.quickConnect.copyFailed') : ''}
          </p>
        </div>
        <ol className="quick-connect__steps">
          <li>{t('teacher.quickConnect.step1')}</li>
          <li>{t('teacher.quickConnect.step2', { code })}</li>
          <li>{t('teacher.quickConnect.step3')}</li>
          {start === undefined ? null : <li>{t(LAST_STEP_KEYS[start])}</li>}
        </ol>
      </div>
    </Dialog>
  );
}
