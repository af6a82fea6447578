import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionSettingsBodySchema } from '#shared/contracts/session-settings';
import { lockBodySchema } from '#shared/contracts/sessions';
import { ApiError } from '../../api-error';
import { bearerToken } from '../../auth/bearer';
import { parseBody } from '../../http/parse-body';
import { enforce, guardCodeLookup, type AddressLimits } from '../../limits/address-limits';
import type { SessionsService } from './sessions.service';

type IdParams = { Params: { id: string } };

/**
 * The session routes of docs/API.md: creating, reading, and the teacher's controls. Creating and
 * looking up by code are limited per address.
 */
export function registerSessionRoutes(
  app: FastifyInstance,
  sessions: SessionsService,
  limits: Pick<AddressLimits, 'failedLookups' | 'sessionsCreated'>,
): void {
  const asTeacher = (request: FastifyRequest<IdParams>) =>
    sessions.authorizeTeacher(request.params.id, bearerToken(request));

  const settingsFrom = (body: unknown) => {
    const settings = parseBody(sessionSettingsBodySchema, body);
    if (settings === undefined) throw new ApiError(400, 'no_operations');
    return settings;
  };

  app.post('/api/sessions', async (request, reply) => {
    const settings = settingsFrom(request.body);
    enforce(await limits.sessionsCreated.consume(request.ip), 'too_many_sessions');
    const created = await sessions.create(settings);
    return reply.status(201).send(created);
  });

  app.get<IdParams>('/api/sessions/:id', async (request) =>
    guardCodeLookup(limits.failedLookups, request.ip, () =>
      sessions.publicViewByCode(request.params.id),
    ),
  );

  app.get<IdParams>('/api/sessions/:id/students', async (request) => {
    const session = await asTeacher(request);
    return { students: await sessions.studentSummaries(session.id) };
  });

  app.put<IdParams>('/api/sessions/:id/settings', async (request) => {
    const session = await asTeacher(request);
    return sessions.updateSettings(session, settingsFrom(request.body));
  });

  app.post<IdParams>('/api/sessions/:id/start', async (request) =>
    sessions.start(await asTeacher(request)),
  );

  app.post<IdParams>('/api/sessions/:id/stop', async (request) =>
    sessions.stop(await asTeacher(request)),
  );

  app.post<IdParams>('/api/sessions/:id/next-operation', async (request) => ({
    currentOperationIndex: await sessions.nextOperation(await asTeacher(request)),
  }));

  app.delete<IdParams>('/api/sessions/:id', async (request, reply) => {
    await sessions.end(await asTeacher(request));
    return reply.status(204).send();
  });

  app.put<IdParams>('/api/sessions/:id/lock', async (request) => {
    const session = await asTeacher(request);
    return sessions.setLocked(session, parseBody(lockBodySchema, request.body).locked);
  });

  app.post<{ Params: { id: string; studentId: string } }>(
    '/api/sessions/:id/students/:studentId/remove',
    async (request) => {
      const session = await sessions.authorizeTeacher(request.params.id, bearerToken(request));
      return sessions.removeStudent(session, request.params.studentId);
    },
  );
}
