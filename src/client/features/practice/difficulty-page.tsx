import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../lib/router';
import type { DifficultyMode } from '#shared/maths/difficulty';
import { takesTables } from '#shared/maths/fact-domain';
import { DEFAULT_RANGE } from '#shared/maths/levels';
import { OperationBadge } from '../../ui/operation-badge';
import { TablePicker } from '../../ui/table-picker';
import { usePageTitle } from '../../ui/use-page-title';
import { readChosenOperation } from './chosen-operation';
import { practiceRouteState } from '../../lib/practice-route-state';
import './difficulty-page.css';

const MODES: readonly DifficultyMode[] = ['normal', 'adaptive'];

/**
 * /difficulty: Normal or Adaptive for the chosen operation, for multiplication and division the
 * times tables to keep to, then Start practice.
 */
export function DifficultyPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const operation = readChosenOperation(location.state);
  const [mode, setMode] = useState<DifficultyMode>('normal');
  const [tables, setTables] = useState<readonly number[]>([]);
  const operationName = t(`operations.${operation}`);
  const title = t('difficulty.title', { operation: operationName.toLocaleLowerCase() });
  usePageTitle(title);

  const start = () => {
    const state = practiceRouteState(operation, { mode, range: DEFAULT_RANGE, tables });
    navigate(`/practice/${operation}`, { state });
  };
  const back = () => {
    if (location.key === 'default') navigate('/');
    else navigate(-1);
  };

  return (
    <div className="page page--narrow difficulty">
      <div className="difficulty__heading">
        <OperationBadge operation={operation} size="lg" />
        <h1>{title}</h1>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <fieldset className="difficulty__modes">
          <legend className="visually-hidden">{t('difficulty.modeLegend')}</legend>
          {MODES.map((option) => (
            <label key={option} className="mode-option">
              <input
                type="radio"
                name="difficulty-mode"
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                className="mode-option__input"
              />
              <span className="mode-option__body">
                <span className="mode-option__title">{t(`difficulty.${option}.title`)}</span>
                <span className="mode-option__description">
                  {t(`difficulty.${option}.description`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {takesTables(operation) ? <TablePicker tables={tables} onChange={setTables} /> : null}
        <div className="difficulty__actions">
          <button type="button" className="button button--secondary button--large" onClick={back}>
            {t('difficulty.back')}
          </button>
          <button type="submit" className="button button--primary button--large">
            {t('difficulty.start')}
          </button>
        </div>
      </form>
    </div>
  );
}
