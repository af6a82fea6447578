import type { ClassInsightReply, StudentInsightReply } from '#shared/contracts/insight';
import { SESSION_LIMITS } from '#shared/contracts/session-settings';
import type { TeacherSessionState } from '#shared/contracts/sessions';
import { factKey } from '#shared/maths/fact-scheduler';
import type { Language } from '#shared/i18n/languages';
import { csvValues, reportFileName, reportRows, reportTotals } from '#shared/reports/class-report';
import { toCsv } from '#shared/reports/csv';
import {
  classFocusFacts,
  classInsight,
  median,
  missedFacts,
  type AnswerTally,
  type CheckedAnswer,
} from '#shared/reports/fact-insight';
import { ApiError } from '../../api-error';
import { translateReport } from '../../i18n';
import type { ClassDeps } from '../class/class-deps';
import { chosenAnswerOf, operationOf } from '../class/session-views';
import type { AnsweredProblemTally, ClassSession, Problem } from '../class/class-model';
import type { SessionsService } from '../sessions/sessions.service';
import { renderReportPdf } from './report-pdf';

/** A file to download: its name, type and content. */
export interface ReportFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly body: string | Buffer;
}

const CSV_COLUMNS = [
  'name',
  'joinedAt',
  'questionsAnswered',
  'correct',
  'incorrect',
  'accuracy',
  'bestStreak',
  'currentStreak',
  'totalTime',
] as const;
const PDF_COLUMNS = [
  'name',
  'questionsAnswered',
  'correct',
  'incorrect',
  'accuracy',
  'bestStreak',
  'time',
] as const;

/** Reports and insight for the teacher, all counted from the answers the server checked. */
export function createReportsService({ store, now }: ClassDeps, sessions: SessionsService) {
  /** The session's answers, alike ones counted together by the database. */
  async function answerTallies(session: ClassSession): Promise<AnswerTally[]> {
    return (await store.problems.tallyAnsweredBySession(session.id)).map(toAnswerTally);
  }

  async function rows(session: ClassSession) {
    return reportRows(await sessions.studentSummaries(session.id));
  }

  return {
    /** The CSV of SPEC §9, headers in the teacher's language. */
    async csv(session: ClassSession, language: Language): Promise<ReportFile> {
      const header = CSV_COLUMNS.map((column) => translateReport(language, `report.${column}`));
      return {
        fileName: reportFileName(session.code, new Date(now()).toISOString(), 'csv'),
        contentType: 'text/csv; charset=utf-8',
        body: toCsv(header, (await rows(session)).map(csvValues)),
      };
    },

    /** The PDF report: title, date, operations, totals, the pupils' table and the facts missed most. */
    async pdf(session: ClassSession, language: Language): Promise<ReportFile> {
      const reportRowsNow = await rows(session);
      const totals = reportTotals(reportRowsNow);
      const { operations } = session.settings;
      const missed = missedFacts(await answerTallies(session)).slice(0, 12);
      const date = new Date(now()).toISOString().slice(0, 10);
      const body = await renderReportPdf({
        language,
        title: translateReport(language, 'report.title', { code: session.code }),
        subtitleLines: [
          translateReport(language, 'report.date', { date }),
          translateReport(language, 'report.operations', {
            operations: operations
              .map(
                (op) =>
                  `${translateReport(language, `operations.${op.type}`)} ${op.numberRange.min}–${op.numberRange.max}`,
              )
              .join(', '),
          }),
        ],
        totalsLine: translateReport(language, 'report.totals', {
          students: totals.students,
          questions: totals.questions,
          accuracy: totals.averageAccuracy,
        }),
        tableTitle: translateReport(language, 'report.tableTitle'),
        columns: PDF_COLUMNS.map((column) => translateReport(language, `report.${column}`)),
        rows: reportRowsNow,
        emptyText: translateReport(language, 'report.noStudents'),
        missedTitle: translateReport(language, 'report.missedTitle'),
        missedLines:
          missed.length === 0
            ? [translateReport(language, 'report.noMissed')]
            : missed.map(
                (fact) =>
                  `${translateReport(language, 'report.missedLine', { fact: fact.stem, answer: fact.correctAnswer, wrong: fact.wrong, attempts: fact.attempts })} (${translateReport(language, 'report.wrongAnswers', { answers: fact.wrongAnswers.map((entry) => (entry.count > 1 ? `${entry.value} ×${entry.count}` : String(entry.value))).join(', ') })})`,
              ),
        secondsUnit: (seconds) => `${seconds} s`,
      });
      return {
        fileName: reportFileName(session.code, new Date(now()).toISOString(), 'pdf'),
        contentType: 'application/pdf',
        body,
      };
    },

    /** Per operation: the facts the class gets wrong most, and the 1-12 grid. */
    async insight(session: ClassSession): Promise<ClassInsightReply> {
      const operations = session.settings.operations.map((operation) => operation.type);
      return { operations: classInsight(await answerTallies(session), operations) };
    },

    /**
     * "Practise what the class missed": the facts the class got wrong most (at most
     * SESSION_LIMITS.maxFocusFacts) become the session's focus, which every pupil's next problems
     * favour. Refused while the class has missed nothing.
     */
    async focusOnMissed(session: ClassSession): Promise<TeacherSessionState> {
      const facts = classFocusFacts(await answerTallies(session), SESSION_LIMITS.maxFocusFacts);
      if (facts.length === 0) throw new ApiError(409, 'nothing_missed');
      return sessions.setFocusFacts(session, facts.map(factKey));
    },

    /** One pupil's drill-down: the facts they missed and their median response time. */
    async studentInsight(session: ClassSession, studentId: string): Promise<StudentInsightReply> {
      const student = await store.students.findById(studentId);
      if (student === undefined || student.sessionId !== session.id)
        throw new ApiError(404, 'student_not_found');
      const answers = (await store.problems.listAnsweredByStudent(studentId)).map(toCheckedAnswer);
      return {
        studentId,
        name: student.name,
        answered: answers.length,
        correct: answers.filter((answer) => answer.isCorrect).length,
        medianTimeMs: median(answers.map((answer) => answer.timeSpentMs)),
        missed: missedFacts(answers),
      };
    },
  };
}

/** The reports service. */
export type ReportsService = ReturnType<typeof createReportsService>;

function toAnswerTally(tally: AnsweredProblemTally): AnswerTally {
  return {
    operation: operationOf(tally),
    operand1: tally.operand1,
    operand2: tally.operand2,
    correctAnswer: tally.correctAnswer,
    chosenAnswer: tally.chosenAnswer,
    isCorrect: tally.isCorrect,
    count: tally.count,
  };
}

function toCheckedAnswer(problem: Problem): CheckedAnswer {
  return {
    count: 1,
    studentId: problem.studentId,
    operation: operationOf(problem),
    operand1: problem.operand1,
    operand2: problem.operand2,
    correctAnswer: problem.correctAnswer,
    chosenAnswer: chosenAnswerOf(problem),
    isCorrect: problem.answer?.isCorrect === true,
    timeSpentMs: problem.answer?.timeSpentMs ?? 0,
  };
}
