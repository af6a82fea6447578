import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TABLE } from '#shared/maths/fact-domain';
import './table-picker.css';

const TABLES = Array.from({ length: MAX_TABLE }, (_, i) => i + 1);

interface TablePickerProps {
  /** The tables ticked, in ascending order; none means every fact of the range. */
  readonly tables: readonly number[];
  readonly onChange: (tables: readonly number[]) => void;
  /** Who reads the hint: a teacher is addressed formally where a language does so (uk). */
  readonly reader?: 'pupil' | 'teacher';
}

/**
 * Twelve tick boxes, 1 to 12, for practising only some times tables (multiplication and
 * division). The hint says what none ticked means, so an empty choice never looks like a fault.
 */
export function TablePicker({ tables, onChange, reader = 'pupil' }: TablePickerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const toggle = (table: number, on: boolean) =>
    onChange(
      on ? [...tables, table].sort((a, b) => a - b) : tables.filter((ticked) => ticked !== table),
    );
  return (
    <fieldset className="table-picker" aria-describedby={hintId}>
      <legend>{t('tables.legend')}</legend>
      <p id={hintId} className="table-picker__hint">
        {t(reader === 'teacher' ? 'tables.hintTeacher' : 'tables.hint')}
      </p>
      <div className="table-picker__boxes">
        {TABLES.map((table) => (
          <label key={table} className="table-picker__box">
            <input
              type="checkbox"
              checked={tables.includes(table)}
              onChange={(event) => toggle(table, event.target.checked)}
            />
            <span>{table}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
