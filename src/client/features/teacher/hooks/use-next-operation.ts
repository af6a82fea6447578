import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherSessionState } from '#shared/contracts/sessions';

type StepsState = Pick<TeacherSessionState, 'operations' | 'currentOperationIndex' | 'settings'>;

/**
 * "Next operation" with its confirmation: `next` moves the class on (unless `busy` or on the last
 * operation) and `moved` then says where to, which operation and which step of how many (only
 * the step with randomized operations, where each student has their own order), while the class is
 * still on that step and it is still that operation. It is worded at each render, so it follows
 * the language and the count of operations after an edit. `last` is true on the last operation,
 * where there is no next one.
 */
export function useNextOperation(
  state: StepsState,
  busy: boolean,
  onNext: () => Promise<number | undefined>,
): { next: () => Promise<void>; moved: string; last: boolean } {
  const { t } = useTranslation();
  const [moved, setMoved] = useState<{
    readonly step: number;
    readonly type: string | undefined;
  }>();
  const total = state.operations.length;
  const last = state.currentOperationIndex >= total - 1;

  const next = async () => {
    if (busy || last) return;
    setMoved(undefined);
    const step = await onNext();
    if (step === undefined) return;
    setMoved({ step, type: state.operations[step]?.type });
  };

  const operation = state.operations[state.currentOperationIndex];
  const stillThere =
    moved !== undefined &&
    moved.step === state.currentOperationIndex &&
    operation !== undefined &&
    operation.type === moved.type;
  const step = state.currentOperationIndex + 1;
  return {
    next,
    moved: !stillThere
      ? ''
      : state.settings.randomizeOperations
        ? t('teacher.next.movedMixed', { step, total })
        : t('teacher.next.moved', { operation: t(`operations.${operation.type}`), step, total }),
    last,
  };
}
