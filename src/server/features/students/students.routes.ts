import type { FastifyInstance, FastifyRequest } from 'fastify';
import { joinBodySchema } from '#shared/contracts/sessions';
import { ApiError } from '../../api-error';
import { bearerToken } from '../../auth/bearer';
import { parseBody } from '../../http/parse-body';
import { guardCodeLookup, type AddressLimits } from '../../limits/address-limits';
import type { StudentsService } from './students.service';

/** Joining, leaving and a pupil's own progress. Pupil routes need the pupil's own token. */
export function registerStudentRoutes(
  app: FastifyInstance,
  students: StudentsService,
  limits: Pick<AddressLimits, 'failedLookups'>,
): void {
  const asStudent = (request: FastifyRequest<{ Params: { studentId: string } }>) =>
    students.authorizeStudent(request.params.studentId, bearerToken(request));

  app.post<{ Params: { id: string } }>('/api/sessions/:id/join', async (request) => {
    const body = parseBody(joinBodySchema, request.body);
    const code = request.params.id;
    const token = body.reconnectionToken;
    return guardCodeLookup(
      limits.failedLookups,
      request.ip,
      () => students.join(code, body.name, token, body.rejoinOnly === true),
      // A pupil coming back with their own token is never held up by other pupils' typos.
      () => (token === undefined ? Promise.resolve(false) : students.isPupilTokenOf(code, token)),
    );
  });

  app.get<{ Params: { studentId: string } }>(
    '/api/students/:studentId/progress',
    async (request) => {
      const { session, student } = await asStudent(request);
      return students.progress(session, student);
    },
  );

  // Kept for SPEC §7 compatibility: answers are counted from POST .../answers only, so this
  // route reports the progress the server counted and changes nothing.
  app.post<{ Params: { studentId: string } }>(
    '/api/students/:studentId/operation-progress',
    async (request) => {
      const { session, student } = await asStudent(request);
      const progress = await students.progress(session, student);
      return {
        operationProgress: progress.operationProgress[progress.currentOperation] ?? null,
        progress,
      };
    },
  );

  app.delete<{ Params: { id: string; studentId: string } }>(
    '/api/sessions/:id/students/:studentId',
    async (request, reply) => {
      const { session, student } = await asStudent(request);
      if (session.id !== request.params.id) throw new ApiError(403, 'forbidden');
      await students.leave(session, student);
      return reply.status(204).send();
    },
  );
}
