import { useTranslation } from 'react-i18next';
import type { LiveConnection } from '#client/lib/use-live-connection';

/** Tells the user when the live channel is down, and that nothing they did is lost. */
export function ConnectionBanner({
  state,
  onRetry,
}: {
  state: LiveConnection;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (state === 'connected' || state === 'connecting') return null;
  return (
    <div className="connection-banner" role="status">
      <p>
        <strong>{t('connection.lost')}</strong>{' '}
        {state === 'timeout' ? t('connection.timeout') : t('connection.reconnecting')}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('connection.retry')}
      </button>
    </div>
  );
}
