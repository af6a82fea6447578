import type { ClassInsightReply, StudentInsightReply } from '#shared/contracts/insight';
import type { LessonRecordReply } from '#shared/contracts/lesson-record';
import { SESSION_LIMITS } from '#shared/contracts/session-settings';
import type { TeacherSessionState } from '#shared/contracts/sessions';
import { factKeysOfOperations } from '#shared/maths/fact-domain';
import { factKey, fluencyQuestionOf, type Fact } from '#shared/maths/fact-scheduler';
import type { Language } from '#shared/i18n/languages';
import {
  csvValues,
  percentText,
  reportFileName,
  reportRows,
  reportTotals,
  type ReportRow,
} from '#shared/reports/class-report';
import { csvSeparatorFor, toCsv } from '#shared/reports/csv';
import { localDateTime } from '#shared/reports/local-time';
import {
  askableAnswers,
  classFocusFacts,
  classInsight,
  median,
  missedFacts,
  operationsReported,
  type AnswerTally,
  type CheckedAnswer,
} from '#shared/reports/fact-insight';
import { factsText, studentFacts, type StudentFactAnswer } from '#shared/reports/student-facts';
import { wrongAnswersText } from '#shared/reports/wrong-answers-text';
import { ApiError } from '#server/api-error';
import { translateReport, type ReportKey } from '#server/i18n';
import type { ClassDeps } from '#server/features/class/class-deps';
import { chosenAnswerOf, operationOf } from '#server/features/class/views/session-views';
import type {
  AnsweredProblemTally,
  ClassSession,
  Problem,
  StudentAnsweredFact,
} from '#server/features/class/model/class-model';
import type { SessionsService } from '#server/features/sessions/sessions.service';
import { lessonRecordStudent } from './lesson-record';
import { operationsText } from './operations-text';
import type { ReportDocument } from './report-pdf';
import type { ReportPdfThread } from './report-pdf-thread';
import { createKeptSessionTallies, type KeptSessionTallies } from './kept-session-tally';

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
  'status',
  'factsMissed',
  'factsSlow',
  'factsFluent',
  'operationsColumn',
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
export function createReportsService(
  { store, now }: ClassDeps,
  sessions: SessionsService,
  pdfThread: ReportPdfThread,
  keptTallies: KeptSessionTallies = createKeptSessionTallies(store.problems),
) {
  /** The session's answers, alike ones counted together by the database. */
  async function answerTallies(session: ClassSession): Promise<AnswerTally[]> {
    return (await store.problems.tallyAnsweredBySession(session.id)).map(toAnswerTally);
  }

  /**
   * The same, for what a teacher's screen asks for again and again during a lesson: read only
   * as far as this process had not read it (KeptSessionTallies).
   */
  async function liveAnswerTallies(session: ClassSession): Promise<AnswerTally[]> {
    return (await keptTallies.current(session.id)).map(toAnswerTally);
  }

  /** Every student's row, removed students included, with the facts each missed, was slow on and knows. */
  async function rows(session: ClassSession): Promise<ReportRow[]> {
    const [students, answers] = await Promise.all([
      sessions.studentSummaries(session.id),
      store.problems.listAnsweredFactsBySession(session.id),
    ]);
    return reportRows(students, studentFacts(answers.map(toStudentFactAnswer)));
  }

  /**
   * Everything the PDF report prints, in the teacher's language, dated the minute it was made
   * (`madeAt`, "2026-11-23 10:15"): two reports of a running lesson can differ, and say why.
   */
  async function pdfDocument(
    session: ClassSession,
    language: Language,
    madeAt: string,
  ): Promise<ReportDocument> {
    const report = (key: ReportKey, values?: Readonly<Record<string, string | number>>) =>
      translateReport(language, key, values);
    const reportRowsNow = (await rows(session)).map((row) =>
      row.removed ? { ...row, name: report('report.removedName', { name: row.name }) } : row,
    );
    const totals = reportTotals(reportRowsNow);
    const wrongAnswerLabels = {
      timedOut: report('report.timedOut'),
      more: (count: number) => report('report.moreAnswers', { count }),
    };
    const listed = (facts: readonly Fact[]) =>
      facts.length === 0 ? report('report.noFacts') : factsText(facts);
    const { operations } = session.settings;
    const tallies = await answerTallies(session);
    const missed = missedFacts(tallies).slice(0, 12);
    const removedOperations = operationsReported(
      operations.map((operation) => operation.type),
      tallies,
    )
      .filter((reported) => reported.removed)
      .map((reported) =>
        report('report.removedOperation', {
          operation: report(`operations.${reported.operation}`),
        }),
      );
    return {
      language,
      title: report('report.title', { code: session.code }),
      subtitleLines: [
        report('report.date', { date: madeAt }),
        report('report.operations', {
          operations: [...operationsText(operations, language), ...removedOperations].join(', '),
        }),
      ],
      totalsLine: report(
        totals.removedStudents === 0 ? 'report.totals' : 'report.totalsWithRemoved',
        {
          // Every pupil of the table below, removed ones too: the line says how many of them.
          students: totals.students + totals.removedStudents,
          removed: totals.removedStudents,
          questions: totals.questions,
          accuracy: percentText(totals.averageAccuracy),
        },
      ),
      tableTitle: report('report.tableTitle'),
      columns: PDF_COLUMNS.map((column) => report(`report.${column}`)),
      rows: reportRowsNow,
      emptyText: report('report.noStudents'),
      missedTitle: report('report.missedTitle'),
      missedLines:
        missed.length === 0
          ? [report('report.noMissed')]
          : missed.map(
              (fact) =>
                `${report('report.missedLine', { fact: fact.stem, answer: fact.correctAnswer, wrong: fact.wrong, count: fact.attempts })} (${report('report.wrongAnswers', { answers: wrongAnswersText(fact, wrongAnswerLabels) })})`,
            ),
      studentFactsTitle: report('report.studentFactsTitle'),
      studentFactsNote: report('report.studentFactsNote'),
      studentFacts: reportRowsNow.map((row) => ({
        name: row.name,
        lines:
          row.questionsAnswered === 0
            ? [report('report.studentNoAnswers')]
            : [
                report('report.studentMissed', { facts: listed(row.facts.missed) }),
                report('report.studentSlow', { facts: listed(row.facts.slow) }),
                report('report.studentFluent', { count: row.facts.fluent.length }),
              ],
      })),
      timeTexts: reportRowsNow.map((row) =>
        report('report.seconds', { count: row.totalTimeSeconds }),
      ),
    };
  }

  return {
    /**
     * The CSV of SPEC §9 with each student's status (removed or not) and facts, headers, words and
     * separator in the teacher's language (csvSeparatorFor), times and date in their time zone.
     */
    async csv(session: ClassSession, language: Language, timeZone: string): Promise<ReportFile> {
      const header = CSV_COLUMNS.map((column) => translateReport(language, `report.${column}`));
      const words = {
        removed: translateReport(language, 'report.removed'),
        inClass: translateReport(language, 'report.inClass'),
      };
      // Every row names the session's operations, so a row copied or sorted on its own says what
      // its figures are of.
      const operations = operationsText(session.settings.operations, language).join(', ');
      return {
        fileName: reportFileName(session.code, localDateTime(now(), timeZone), 'csv'),
        contentType: 'text/csv; charset=utf-8',
        body: toCsv(
          header,
          (await rows(session)).map((row) => [...csvValues(row, words, timeZone), operations]),
          csvSeparatorFor(language),
        ),
      };
    },

    /**
     * The PDF report: title, date, operations, totals, the students' table (removed students marked),
     * the facts missed most and each student's facts. Built on the PDF thread, which refuses a
     * session's second report while its first is under way (429 `report_busy`).
     */
    async pdf(session: ClassSession, language: Language, timeZone: string): Promise<ReportFile> {
      const madeAt = localDateTime(now(), timeZone);
      const body = await pdfThread.render(session.id, () => pdfDocument(session, language, madeAt));
      return {
        fileName: reportFileName(session.code, madeAt, 'pdf'),
        contentType: 'application/pdf',
        body,
      };
    },

    /**
     * Per operation: the facts the class gets wrong most, and the 1-12 grid. The session's
     * operations come first, then any the class answered before the teacher took it out, so that
     * an edit of the settings never hides what the class got wrong.
     */
    async insight(session: ClassSession): Promise<ClassInsightReply> {
      const tallies = await liveAnswerTallies(session);
      const operations = operationsReported(
        session.settings.operations.map((operation) => operation.type),
        tallies,
      ).map((reported) => reported.operation);
      return { operations: classInsight(tallies, operations) };
    },

    /**
     * "Practise what the class missed": the facts the class got wrong most (at most
     * SESSION_LIMITS.maxFocusFacts) become the session's focus, which every student's next problems
     * favour. Only facts the session's operations still ask count; refused while there are none.
     */
    async focusOnMissed(session: ClassSession): Promise<TeacherSessionState> {
      const askable = askableAnswers(await liveAnswerTallies(session), session.settings.operations);
      const facts = classFocusFacts(askable, SESSION_LIMITS.maxFocusFacts);
      if (facts.length === 0) throw new ApiError(409, 'nothing_missed');
      return sessions.setFocusFacts(session, facts.map(factKey));
    },

    /**
     * What the lesson leaves behind for the teacher's device: every student (removed ones marked)
     * with their figures and the state of each fact of the lesson's operations they have met,
     * here or on their own device before the join. The device keeps it with the class; the
     * server keeps nothing of it after End.
     */
    async lessonRecord(session: ClassSession): Promise<LessonRecordReply> {
      const { operations } = session.settings;
      const keys = factKeysOfOperations(operations);
      const students = await store.students.listBySession(session.id);
      return {
        sessionId: session.id,
        startedAtMs: session.startedAtMs,
        recordedAtMs: now(),
        operations,
        students: students.map((student) => lessonRecordStudent(student, keys)),
      };
    },

    /** One student's drill-down: the facts they missed and their median response time. */
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

function toStudentFactAnswer(answer: StudentAnsweredFact): StudentFactAnswer {
  return {
    studentId: answer.studentId,
    operation: operationOf(answer),
    operand1: answer.operand1,
    operand2: answer.operand2,
    isCorrect: answer.isCorrect,
    timeSpentMs: answer.timeSpentMs,
    ...fluencyQuestionOf(answer.stem, answer.correctAnswer, answer.answerInput),
  };
}
