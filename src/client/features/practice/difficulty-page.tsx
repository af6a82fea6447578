import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_ENTRY_KEY, useLocation, useNavigate } from '#client/lib/router';
import { ANSWER_INPUTS, type AnswerInput } from '#shared/maths/answer-input';
import type { DifficultyMode } from '#shared/maths/difficulty';
import { takesTables } from '#shared/maths/fact-domain';
import { DEFAULT_RANGE } from '#shared/maths/levels';
import { OperationBadge } from '#client/ui/operation-badge';
import { TablePicker } from '#client/ui/table-picker';
import { OptionCards } from './option-cards';
import { usePageTitle } from '#client/ui/use-page-title';
import { readChosenOperation } from './chosen-operation';
import { practiceRouteState } from '#client/lib/practice-route-state';
import './difficulty-page.css';

const MODES: readonly DifficultyMode[] = ['normal', 'adaptive'];

/**
 * /difficulty: Normal or Adaptive for the chosen operation, for multiplication and division the
 * times tables to keep to, choices or typed answers, then Start practice.
 */
export function DifficultyPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const operation = readChosenOperation(location.state);
  const [mode, setMode] = useState<DifficultyMode>('normal');
  const [tables, setTables] = useState<readonly number[]>([]);
  const [answerInput, setAnswerInput] = useState<AnswerInput>('choices');
  const operationName = t(`operations.${operation}`);
  const title = t('difficulty.title', { operation: operationName.toLocaleLowerCase() });
  usePageTitle(title);

  const start = () => {
    const state = practiceRouteState(operation, {
      mode,
      range: DEFAULT_RANGE,
      tables,
      answerInput,
    });
    navigate(`/practice/${operation}`, { state });
  };
  const back = () => {
    if (location.key === FIRST_ENTRY_KEY) navigate('/');
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
        <OptionCards
          name="difficulty-mode"
          legend={<legend className="visually-hidden">{t('difficulty.modeLegend')}</legend>}
          options={MODES.map((option) => ({
            value: option,
            title: t(`difficulty.${option}.title`),
            description: t(`difficulty.${option}.description`),
          }))}
          value={mode}
          onChange={setMode}
        />
        {takesTables(operation) ? <TablePicker tables={tables} onChange={setTables} /> : null}
        <OptionCards
          name="answer-input"
          className="difficulty__inputs"
          legend={
            <legend className="difficulty__legend">{t('difficulty.answerInput.legend')}</legend>
          }
          options={ANSWER_INPUTS.map((option) => ({
            value: option,
            title: t(`difficulty.answerInput.${option}.title`),
            description: t(`difficulty.answerInput.${option}.description`),
          }))}
          value={answerInput}
          onChange={setAnswerInput}
        />
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
