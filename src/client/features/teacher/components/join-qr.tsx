import { useTranslation } from 'react-i18next';
import { useQrCode } from '../hooks/use-qr-code';

/**
 * The QR code of a session's join link: a placeholder while it is drawn, and, if it cannot be,
 * a message pointing to the link. `className` names the image; the placeholder adds `--loading`
 * to it and the message `-error`.
 */
export function JoinQr({
  link,
  code,
  className,
  enabled = true,
}: {
  link: string;
  code: string;
  className: string;
  enabled?: boolean;
}) {
  const { t } = useTranslation();
  const qr = useQrCode(link, enabled);
  if (qr === 'error') {
    return (
      <div className={`${className}-error`} role="alert">
        <strong>{t('teacher.quickConnect.qrError')}</strong>
        <span>{t('teacher.quickConnect.useUrl')}</span>
      </div>
    );
  }
  if (qr === undefined) return <div className={`${className} ${className}--loading`} />;
  return (
    <img
      className={className}
      src={qr.image}
      width={256}
      height={256}
      alt={t('teacher.quickConnect.qrAlt', { code })}
    />
  );
}
