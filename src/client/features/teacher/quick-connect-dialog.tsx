import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard';
import { qrCodeDataUrl } from '../../lib/qr-code';
import { Dialog } from '../../ui/dialog';

const COPIED_MS = 2000;

/** The join link of a session: {origin}/join?code={code}. */
export function joinLink(code: string): string {
  return `${window.location.origin}/join?code=${encodeURIComponent(code)}`;
}

/** Quick connect (SPEC §2): the code, a QR code of the join link, the link with Copy, and four steps. */
export function QuickConnectDialog({
  code,
  open,
  onClose,
}: {
  code: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const link = joinLink(code);
  const [qr, setQr] = useState<{ image: string } | 'error'>();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (!open) return;
    qrCodeDataUrl(link).then(
      (image) => setQr({ image }),
      () => setQr('error'),
    );
  }, [open, link]);

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
        {qr === 'error' ? (
          <div className="quick-connect__qr-error" role="alert">
            <strong>{t('teacher.quickConnect.qrError')}</strong>
            <span>{t('teacher.quickConnect.useUrl')}</span>
          </div>
        ) : qr === undefined ? (
          <div className="quick-connect__qr quick-connect__qr--loading" />
        ) : (
          <img
            className="quick-connect__qr"
            src={qr.image}
            width={256}
            height={256}
            alt={t('teacher.quickConnect.qrAlt', { code })}
          />
        )}
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
          <li>{t('teacher.quickConnect.step4')}</li>
        </ol>
      </div>
    </Dialog>
  );
}
