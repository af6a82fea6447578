import type { TFunction } from 'i18next';
import type { FactSummary } from '#shared/contracts/insight';
import { wrongAnswersText } from '#shared/reports/wrong-answers-text';

/**
 * A missed fact's wrong answers as the teacher's insight views show them, in the page's language:
 * "(wrong answers: 14 ×2, 12, 15, 16, 17, 3 more, time ran out)".
 */
export function answersGivenText(
  fact: Pick<FactSummary, 'wrongAnswers' | 'otherWrongAnswers' | 'timedOut'>,
  t: TFunction,
): string {
  return t('teacher.insight.answersGiven', {
    answers: wrongAnswersText(fact, {
      timedOut: t('teacher.insight.timedOut'),
      more: (count) => t('teacher.insight.moreAnswers', { count }),
    }),
  });
}
