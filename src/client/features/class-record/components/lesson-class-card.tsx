import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '#client/lib/router';
import { useClassRecord } from '../hooks/use-classes';
import type { LessonRecorder } from '../hooks/use-lesson-recorder';
import { goalProgress } from '../model/class-goal';
import { classProgress } from '../model/class-progress';
import { GoalBar } from './goal-bar';
import './class-record.css';

/**
 * On the dashboard of a lesson started from a class: the class it is kept in, the teacher's
 * questions about names ("Is 'Ada 2' the class's Ada?", not while names are hidden) and the class
 * goal's bar, which moves as the lesson is recorded.
 */
export function LessonClassCard({
  classId,
  recorder,
  hideNames,
}: {
  classId: string;
  recorder: LessonRecorder;
  hideNames: boolean;
}) {
  const { t } = useTranslation();
  const loaded = useClassRecord(classId);
  const record = loaded.status === 'ready' ? loaded.value : undefined;
  const [openedAt] = useState(Date.now);
  const heading = useRef<HTMLHeadingElement>(null);
  // The pupils' figures are worked out only for a goal that counts their fluent facts: this
  // card is redrawn with every record of the lesson, every few seconds.
  const goal = useMemo(() => {
    if (record?.goal == null) return undefined;
    const pupils =
      record.goal.measure === 'fluentFacts' ? classProgress(record, openedAt).pupils : [];
    return goalProgress(record, pupils, openedAt);
  }, [record, openedAt]);
  if (record === undefined) return null;
  /** The answered question goes, with the button pressed: the focus goes to the card's title. */
  const answer = (studentId: string, same: boolean) => {
    recorder.answer(studentId, same);
    heading.current?.focus();
  };
  return (
    <section className="card lesson-class" aria-labelledby="lesson-class-title">
      <h2 id="lesson-class-title" ref={heading} tabIndex={-1}>
        {t('classes.lesson.title', { name: record.name })}
      </h2>
      {hideNames ? null : (
        <>
          <p className="field__note">
            {recorder.recordedAt === undefined
              ? t('classes.lesson.notYet')
              : t('classes.lesson.kept')}
          </p>
          {recorder.questions.map((question) => {
            const pupil = record.pupils.find((candidate) => candidate.id === question.pupilId);
            return (
              <div
                key={question.studentId}
                className="lesson-class__question"
                role="group"
                aria-labelledby={`ask-${question.studentId}`}
              >
                <p id={`ask-${question.studentId}`}>
                  {t('classes.lesson.ask', { name: question.name, pupil: pupil?.name ?? '' })}
                </p>
                <div className="lesson-class__answers">
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => answer(question.studentId, true)}
                  >
                    {t('classes.lesson.same', { pupil: pupil?.name ?? '' })}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => answer(question.studentId, false)}
                  >
                    {t('classes.lesson.other')}
                  </button>
                </div>
              </div>
            );
          })}
        </>
      )}
      {goal === undefined ? null : <GoalBar progress={goal} />}
      {hideNames ? null : (
        <Link to={`/teacher/classes/${record.id}`}>
          {t('classes.lesson.open', { name: record.name })}
        </Link>
      )}
    </section>
  );
}
