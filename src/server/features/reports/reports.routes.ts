import type { FastifyInstance, FastifyReply } from 'fastify';
import { bearerToken } from '../../auth/bearer';
import { requestLanguage } from '../../i18n';
import type { SessionsService } from '../sessions/sessions.service';
import type { ReportFile, ReportsService } from './reports.service';

type IdParams = { Params: { id: string } };

/** CSV and PDF downloads and the insight views, for the session's teacher only. */
export function registerReportRoutes(
  app: FastifyInstance,
  sessions: SessionsService,
  reports: ReportsService,
): void {
  const download = (reply: FastifyReply, file: ReportFile) =>
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);

  app.get<IdParams>('/api/sessions/:id/report.csv', async (request, reply) => {
    const session = await sessions.authorizeTeacher(request.params.id, bearerToken(request));
    return download(reply, await reports.csv(session, requestLanguage(request.headers)));
  });

  app.get<IdParams>('/api/sessions/:id/report.pdf', async (request, reply) => {
    const session = await sessions.authorizeTeacher(request.params.id, bearerToken(request));
    return download(reply, await reports.pdf(session, requestLanguage(request.headers)));
  });

  app.post<IdParams>('/api/sessions/:id/focus', async (request) => {
    const session = await sessions.authorizeTeacher(request.params.id, bearerToken(request));
    return reports.focusOnMissed(session);
  });

  app.delete<IdParams>('/api/sessions/:id/focus', async (request) => {
    const session = await sessions.authorizeTeacher(request.params.id, bearerToken(request));
    return sessions.setFocusFacts(session, []);
  });

  app.get<IdParams>('/api/sessions/:id/insight', async (request) => {
    const session = await sessions.authorizeTeacher(request.params.id, bearerToken(request));
    return reports.insight(session);
  });

  app.get<{ Params: { id: string; studentId: string } }>(
    '/api/sessions/:id/students/:studentId/insight',
    async (request) => {
      const session = await sessions.authorizeTeacher(request.params.id, bearerToken(request));
      return reports.studentInsight(session, request.params.studentId);
    },
  );
}
