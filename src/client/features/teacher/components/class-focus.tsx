import { useTranslation } from 'react-i18next';
import type { TeacherSessionState } from '#shared/contracts/sessions';
import { OPERATION_SYMBOLS } from '#shared/maths/operations';
import './class-focus.css';

/**
 * "Practise what the class missed": turns the class's most missed facts into about every other
 * question for every student, names them while it is on, and turns it off again.
 */
export function ClassFocus({
  focusFacts,
  busy,
  canFocus,
  onFocus,
}: {
  focusFacts: TeacherSessionState['focusFacts'];
  busy: boolean;
  /** False until some answer was wrong or out of time: there is nothing missed yet. */
  canFocus: boolean;
  onFocus: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const on = focusFacts.length > 0;
  const facts = focusFacts
    .map((fact) => `${fact.operand1} ${OPERATION_SYMBOLS[fact.operation]} ${fact.operand2}`)
    .join(', ');
  return (
    <div className={on ? 'class-focus class-focus--on' : 'class-focus'}>
      <p role="status" className="class-focus__status">
        {on ? t('teacher.focus.active', { facts }) : ''}
      </p>
      {on ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => onFocus(false)}
        >
          {t('teacher.focus.stop')}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !canFocus}
            aria-describedby="class-focus-hint"
            onClick={() => onFocus(true)}
          >
            {t('teacher.focus.button')}
          </button>
          <p id="class-focus-hint" className="field__note">
            {t('teacher.focus.hint')}
          </p>
        </>
      )}
    </div>
  );
}
