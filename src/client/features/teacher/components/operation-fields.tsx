import { useTranslation } from 'react-i18next';
import { SESSION_LIMITS } from '#shared/contracts/session-settings';
import { takesTables } from '#shared/maths/fact-domain';
import { MATH_OPERATIONS, type MathOperation } from '#shared/maths/operations';
import { TablePicker } from '#client/ui/table-picker';
import {
  adjustedFields,
  rangeFromDraft,
  type AdjustedField,
  type OperationDraft,
} from '../model/settings-draft';
import './operation-fields.css';

/** The label of each number field, as the note on a changed value names it. */
const FIELD_LABELS = {
  min: 'teacher.form.min',
  max: 'teacher.form.max',
  questions: 'teacher.form.questions',
  timeLimitSeconds: 'teacher.form.timeLimit',
} as const satisfies Record<AdjustedField['field'], string>;

interface OperationFieldsProps {
  readonly draft: OperationDraft;
  readonly position: number;
  readonly canRemove: boolean;
  readonly onChange: (draft: OperationDraft) => void;
  readonly onRemove: () => void;
}

/**
 * One operation of the picker: type, number range, number of questions, optional time limit,
 * typed answers or choices, and for multiplication and division the times tables to keep to.
 */
export function OperationFields({
  draft,
  position,
  canRemove,
  onChange,
  onRemove,
}: OperationFieldsProps) {
  const { t } = useTranslation();
  const id = (field: string) => `operation-${draft.key}-${field}`;
  const legend = t('teacher.form.operationLegend', { number: position });
  const adjusted = adjustedFields(draft);
  const range = rangeFromDraft(draft);
  /** Points a field whose value the session will change at the note that says so. */
  const noteFor = (field: AdjustedField['field']) =>
    adjusted.some((entry) => entry.field === field) ||
    (range.swapped && (field === 'min' || field === 'max'))
      ? { 'aria-describedby': id('adjusted') }
      : {};
  return (
    <fieldset className="operation-fields">
      <legend>{legend}</legend>
      <div className="field">
        <label htmlFor={id('type')}>{t('teacher.form.type')}</label>
        <select
          id={id('type')}
          value={draft.type}
          onChange={(event) => onChange({ ...draft, type: event.target.value as MathOperation })}
        >
          {MATH_OPERATIONS.map((operation) => (
            <option key={operation} value={operation}>
              {t(`operations.${operation}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('min')}>{t('teacher.form.min')}</label>
        <input
          id={id('min')}
          {...noteFor('min')}
          type="number"
          inputMode="numeric"
          min={SESSION_LIMITS.minNumber}
          max={SESSION_LIMITS.maxNumber}
          placeholder="1"
          value={draft.min}
          onChange={(event) => onChange({ ...draft, min: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={id('max')}>{t('teacher.form.max')}</label>
        <input
          id={id('max')}
          {...noteFor('max')}
          type="number"
          inputMode="numeric"
          min={SESSION_LIMITS.minNumber}
          max={SESSION_LIMITS.maxNumber}
          placeholder="10"
          value={draft.max}
          onChange={(event) => onChange({ ...draft, max: event.target.value })}
        />
      </div>
      <div className="field operation-fields__questions">
        <label htmlFor={id('questions')}>{t('teacher.form.questions')}</label>
        <input
          id={id('questions')}
          {...noteFor('questions')}
          type="number"
          inputMode="numeric"
          min={SESSION_LIMITS.minQuestions}
          max={SESSION_LIMITS.maxQuestions}
          value={draft.questions}
          onChange={(event) => onChange({ ...draft, questions: event.target.value })}
        />
      </div>
      <div className="field operation-fields__time">
        <label htmlFor={id('time')}>{t('teacher.form.timeLimit')}</label>
        <input
          id={id('time')}
          {...noteFor('timeLimitSeconds')}
          type="number"
          inputMode="numeric"
          min={SESSION_LIMITS.minTimeLimitSeconds}
          max={SESSION_LIMITS.maxTimeLimitSeconds}
          placeholder={t('teacher.form.noLimit')}
          value={draft.timeLimitSeconds}
          onChange={(event) => onChange({ ...draft, timeLimitSeconds: event.target.value })}
        />
      </div>
      <p id={id('adjusted')} className="field__note operation-fields__adjusted">
        {[
          ...adjusted.map((entry) =>
            t('teacher.form.adjusted', {
              field: t(FIELD_LABELS[entry.field]),
              min: entry.min,
              max: entry.max,
              value: entry.used,
            }),
          ),
          ...(range.swapped ? [t('teacher.form.swapped', { min: range.min, max: range.max })] : []),
        ].join(' ')}
      </p>
      <label className="check operation-fields__typed">
        <input
          type="checkbox"
          checked={draft.typedAnswers}
          onChange={(event) => onChange({ ...draft, typedAnswers: event.target.checked })}
        />
        <span className="check__title">{t('teacher.form.typedAnswers')}</span>
      </label>
      {takesTables(draft.type) ? (
        <TablePicker
          tables={draft.tables}
          reader="teacher"
          onChange={(tables) => onChange({ ...draft, tables })}
        />
      ) : null}
      {canRemove ? (
        <button
          type="button"
          className="button button--secondary operation-fields__remove"
          onClick={onRemove}
        >
          {t('teacher.form.remove', { number: position })}
        </button>
      ) : null}
    </fieldset>
  );
}
