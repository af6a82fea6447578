import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_FACT_MEMORY, factGrid } from '#shared/maths/fact-map';
import { MATH_OPERATIONS } from '#shared/maths/operations';
import { factMemoryStore } from '#client/lib/fact-memory-store';
import { Link } from '#client/lib/router';
import { useStore } from '#client/lib/use-store';
import { ConfirmDialog } from '#client/ui/confirm-dialog';
import { FactGridTable } from '#client/ui/fact-grid';
import { usePageTitle } from '#client/ui/use-page-title';
import './my-facts-page.css';

/**
 * /facts, "My facts": every fact practised alone on this device, one grid per operation, and a
 * button that forgets them all. Nothing here leaves the device.
 */
export function MyFactsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('facts.title'));
  const memory = useStore(factMemoryStore) ?? EMPTY_FACT_MEMORY;
  const [asking, setAsking] = useState(false);
  const [cleared, setCleared] = useState(false);
  const practised = Object.keys(memory.scheduler.facts).length > 0;

  const clear = () => {
    factMemoryStore.clear();
    setAsking(false);
    setCleared(true);
  };

  return (
    <div className="page my-facts">
      <h1>{t('facts.title')}</h1>
      <p className="my-facts__intro">{t('facts.intro')}</p>
      <p role="status" className="my-facts__status">
        {cleared ? t('facts.cleared') : practised ? '' : t('facts.empty')}
      </p>
      <div className="my-facts__grids">
        {MATH_OPERATIONS.map((operation) => (
          <div key={operation} className="card my-facts__card">
            <FactGridTable grid={factGrid(memory.scheduler, operation)} />
            <Link
              className="button button--secondary"
              to="/difficulty"
              state={{ mathType: operation }}
            >
              {t('facts.practise', {
                operation: t(`operations.${operation}`).toLocaleLowerCase(i18n.language),
              })}
            </Link>
          </div>
        ))}
      </div>
      <div className="my-facts__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={!practised}
          onClick={() => setAsking(true)}
        >
          {t('facts.clear')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('facts.clearConfirm.title')}
        text={t('facts.clearConfirm.text')}
        cancelLabel={t('facts.clearConfirm.cancel')}
        confirmLabel={t('facts.clearConfirm.confirm')}
        danger
        onCancel={() => setAsking(false)}
        onConfirm={clear}
      />
    </div>
  );
}
