import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { classInsightReplySchema, studentInsightReplySchema } from '#shared/contracts/insight';
import { lessonRecordReplySchema } from '#shared/contracts/lesson-record';
import {
  reportCsvReplySchema,
  reportPdfReplySchema,
  reportQuerySchema,
} from '#shared/contracts/reports';
import { DEFAULT_REPORT_TIME_ZONE } from '#shared/reports/local-time';
import { sessionParamsSchema, sessionStudentParamsSchema } from '#shared/contracts/route-params';
import { teacherSessionStateSchema } from '#shared/contracts/sessions';
import { bearerToken } from '#server/auth/bearer';
import { TOKEN_ERRORS, errorReplies } from '#server/http/error-replies';
import { BEARER_SECURITY } from '#server/http/openapi';
import { requestLanguage } from '#server/i18n';
import type { SessionsService } from '#server/features/sessions/sessions.service';
import type { ReportFile, ReportsService } from './reports.service';

/** A teacher-only route on one session. */
const teacherRoute = (summary: string, description?: string) => ({
  tags: ['Reports and insight'],
  summary,
  ...(description === undefined ? {} : { description }),
  security: BEARER_SECURITY,
  params: sessionParamsSchema,
});

/** A file download's reply: its one content type, or the error body (of `more` statuses too). */
const fileReplies = (
  contentType: string,
  schema: typeof reportCsvReplySchema,
  ...more: readonly number[]
) => ({
  200: { description: 'The file, as an attachment', content: { [contentType]: { schema } } },
  ...errorReplies(...TOKEN_ERRORS, ...more),
});

/** CSV and PDF downloads and the insight views, for the session's teacher only. */
export function registerReportRoutes(
  app: FastifyInstance,
  sessions: SessionsService,
  reports: ReportsService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const asTeacher = (request: { params: { id: string } } & Parameters<typeof bearerToken>[0]) =>
    sessions.authorizeTeacher(request.params.id, bearerToken(request));
  const download = (reply: FastifyReply, file: ReportFile) =>
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);

  api.get(
    '/api/sessions/:id/report.csv',
    {
      schema: {
        ...teacherRoute('The class report as CSV', 'One row per student, RFC 4180 quoting.'),
        querystring: reportQuerySchema,
        response: fileReplies('text/csv', reportCsvReplySchema),
      },
    },
    async (request, reply) => {
      const session = await asTeacher(request);
      const timeZone = request.query.timeZone ?? DEFAULT_REPORT_TIME_ZONE;
      return download(
        reply,
        await reports.csv(session, requestLanguage(request.headers), timeZone),
      );
    },
  );

  api.get(
    '/api/sessions/:id/report.pdf',
    {
      schema: {
        ...teacherRoute(
          'The class report as PDF',
          'Built off the server thread, one report a session at a time (429 report_busy).',
        ),
        querystring: reportQuerySchema,
        response: fileReplies('application/pdf', reportPdfReplySchema, 429),
      },
    },
    async (request, reply) => {
      const session = await asTeacher(request);
      const timeZone = request.query.timeZone ?? DEFAULT_REPORT_TIME_ZONE;
      return download(
        reply,
        await reports.pdf(session, requestLanguage(request.headers), timeZone),
      );
    },
  );

  api.post(
    '/api/sessions/:id/focus',
    {
      schema: {
        ...teacherRoute(
          'Practise what the class missed',
          'The facts the class got wrong most (at most 10) become about every other question for every student. 409 while no answer was wrong.',
        ),
        response: { 200: teacherSessionStateSchema, ...errorReplies(...TOKEN_ERRORS, 409) },
      },
    },
    async (request) => reports.focusOnMissed(await asTeacher(request)),
  );

  api.delete(
    '/api/sessions/:id/focus',
    {
      schema: {
        ...teacherRoute("Back to each student's own schedule"),
        response: { 200: teacherSessionStateSchema, ...errorReplies(...TOKEN_ERRORS) },
      },
    },
    async (request) => sessions.setFocusFacts(await asTeacher(request), []),
  );

  api.get(
    '/api/sessions/:id/insight',
    {
      schema: {
        ...teacherRoute('What the class gets wrong, per operation'),
        response: { 200: classInsightReplySchema, ...errorReplies(...TOKEN_ERRORS) },
      },
    },
    async (request) => reports.insight(await asTeacher(request)),
  );

  api.get(
    '/api/sessions/:id/lesson-record',
    {
      schema: {
        ...teacherRoute(
          'What the lesson leaves behind for the class on the teacher’s device',
          'Every student with their figures and the facts of the lesson they have met (box, time, tally), for the teacher’s device to keep; the server keeps nothing of it after End.',
        ),
        response: { 200: lessonRecordReplySchema, ...errorReplies(...TOKEN_ERRORS) },
      },
    },
    async (request) => reports.lessonRecord(await asTeacher(request)),
  );

  api.get(
    '/api/sessions/:id/students/:studentId/insight',
    {
      schema: {
        ...teacherRoute("One student's drill-down"),
        params: sessionStudentParamsSchema,
        response: { 200: studentInsightReplySchema, ...errorReplies(...TOKEN_ERRORS) },
      },
    },
    async (request) => reports.studentInsight(await asTeacher(request), request.params.studentId),
  );
}
