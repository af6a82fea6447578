import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherSessionState } from '#shared/contracts/sessions';
import { Countdown } from '#client/ui/countdown';
import { classTotals } from '../model/class-totals';
import { joinLink } from '../model/join-link';
import { JoinQr } from './join-qr';
import { joinStart, type JoinStart } from '../model/join-start';
import { examClockShown, sessionStatus } from '../model/session-status';
import './projector.css';
import './status-badge.css';

const START_KEYS = {
  atOnce: 'teacher.projector.startsAtOnce',
  onStart: 'teacher.projector.startsOnStart',
  onResume: 'teacher.projector.startsOnResume',
  // The status says the exam has ended.
  examOver: undefined,
} as const satisfies Record<JoinStart, string | undefined>;

/**
 * The link with places to break it after each slash and before its query: a phone with large
 * text breaks it between its parts (`…:3100/` `join?code=…`) rather than inside a word, wherever
 * the code's letters leave the line's end.
 */
function withBreaks(link: string) {
  return link.split(/(?<=\/)|(?=\?)/).map((part, index) => (
    <Fragment key={index}>
      {index === 0 ? null : <wbr />}
      {part}
    </Fragment>
  ));
}

interface ProjectorLobbyProps {
  readonly code: string;
  /** The session as the teacher's live channel last told it; undefined until it has. */
  readonly state: TeacherSessionState | undefined;
  /** This device's clock when `state` arrived, for the exam countdown. */
  readonly receivedAt: number;
  /** The page's title (the projector window) or a section's (the dashboard). */
  readonly headingLevel: 1 | 2;
}

/**
 * What the class may see, in type that reads from the back of a classroom: how to join (the
 * code, a QR code, the link), when practice starts, the session's status and exam countdown, and
 * how many students have joined and answered. Never a name or a result.
 */
export function ProjectorLobby({ code, state, receivedAt, headingLevel }: ProjectorLobbyProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const link = joinLink(code);
  const start = state === undefined ? undefined : START_KEYS[joinStart(state)];

  return (
    <section className="projector" aria-labelledby={titleId}>
      <div className="projector__layout">
        <div className="projector__join">
          <Heading id={titleId} className="projector__title">
            {t('teacher.projector.title')}
          </Heading>
          <p className="projector__scan">{t('teacher.projector.scan')}</p>
          <div className="projector__code-block">
            <p className="projector__label">{t('teacher.dashboard.codeLabel')}</p>
            <p
              className="projector__code"
              aria-label={t('teacher.quickConnect.codeLabel', { code: code.split('').join(' ') })}
            >
              {code}
            </p>
          </div>
          <div className="projector__link-block">
            <p className="projector__label">{t('teacher.quickConnect.link')}</p>
            <p className="projector__link">{withBreaks(link)}</p>
          </div>
          {start === undefined ? null : <p className="projector__start">{t(start)}</p>}
        </div>

        <div className="projector__qr-block">
          <JoinQr link={link} code={code} className="projector__qr" />
        </div>

        {state === undefined ? null : <ClassSoFar state={state} receivedAt={receivedAt} />}
      </div>
    </section>
  );
}

/** The session as the class may see it: its status, the exam's countdown, and how many so far. */
function ClassSoFar({ state, receivedAt }: { state: TeacherSessionState; receivedAt: number }) {
  const { t } = useTranslation();
  const status = sessionStatus(state);
  const { studentCount, answers } = classTotals(state.students);
  return (
    <div className="projector__class">
      <p className={`status-badge status-badge--${status} projector__status`} role="status">
        {state.stopReason === 'completed'
          ? t('teacher.status.examOver')
          : t(`teacher.status.${status}`)}
      </p>
      {state.endsAtMs !== null && examClockShown(state) ? (
        <Countdown
          deadline={{ endsAtMs: state.endsAtMs, serverNowMs: state.serverNowMs, receivedAt }}
        />
      ) : null}
      <dl className="projector__totals">
        <div>
          <dt>{t('teacher.projector.students')}</dt>
          <dd>{studentCount}</dd>
        </div>
        <div>
          <dt>{t('teacher.projector.answers')}</dt>
          <dd>{answers}</dd>
        </div>
      </dl>
    </div>
  );
}
