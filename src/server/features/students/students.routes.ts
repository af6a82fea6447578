import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sessionParamsSchema,
  sessionStudentParamsSchema,
  studentParamsSchema,
} from '#shared/contracts/route-params';
import {
  joinBodySchema,
  joinReplySchema,
  noContentReplySchema,
  studentProgressSchema,
} from '#shared/contracts/sessions';
import { MAX_JOIN_BODY_BYTES } from '#shared/contracts/errors';
import { ApiError } from '#server/api-error';
import { bearerToken } from '#server/auth/bearer';
import { BODY_ERRORS, TOKEN_ERRORS, errorReplies } from '#server/http/error-replies';
import { HOT_ROUTE } from '#server/http/hot-route';
import { BEARER_SECURITY } from '#server/http/openapi';
import { guardCodeLookup, type AddressLimits } from '#server/limits/address-limits';
import type { Limiter } from '#server/limits/limiter';
import { countNewJoin } from '#server/limits/join-pace';
import { countRejoin } from '#server/limits/student-allowance';
import type { StudentsService } from './students.service';

const TAGS = ['Students'];

/** Joining, leaving and a student's own progress. Student routes need the student's own token. */
export function registerStudentRoutes(
  app: FastifyInstance,
  students: StudentsService,
  limits: Pick<AddressLimits, 'failedLookups'>,
  rejoins: Limiter,
  joinPace: Limiter,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const asStudent = (
    request: { params: { studentId: string } } & Parameters<typeof bearerToken>[0],
  ) => students.authorizeStudent(request.params.studentId, bearerToken(request));

  api.post(
    '/api/sessions/:id/join',
    {
      ...HOT_ROUTE,
      bodyLimit: MAX_JOIN_BODY_BYTES,
      schema: {
        tags: TAGS,
        summary: 'Join a session by its code, or rejoin with a token',
        description:
          "A valid reconnection token rejoins as the same student. With rejoinOnly an unknown token gives 404 instead of adding a student. A new student's questions continue from the facts their device sends (they order questions, never a score), and they get the numbered name their device says their last lesson gave them (lessonName) when it is their name so numbered and no one has it. Into a running class the reply carries the student's first question (firstProblem), except with rejoinOnly. Wrong codes are limited per address, new joins per class and address (40 a minute), rejoins per token (429).",
        params: sessionParamsSchema,
        body: joinBodySchema,
        response: { 200: joinReplySchema, ...errorReplies(...BODY_ERRORS, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { body } = request;
      const code = request.params.id;
      const token = body.reconnectionToken;
      if (token !== undefined) await countRejoin(rejoins, token);
      // Counted once the code is a live class's: a typo is the wrong codes' limit's business.
      const admitNew = () => countNewJoin(joinPace, code, request.ip);
      const fromDevice = { facts: body.facts, lessonName: body.lessonName };
      return guardCodeLookup(
        limits.failedLookups,
        request.ip,
        () => students.join(code, body.name, token, body.rejoinOnly === true, fromDevice, admitNew),
        // A student coming back with their own token is never held up by other students' typos.
        () =>
          token === undefined ? Promise.resolve(false) : students.isStudentTokenOf(code, token),
      );
    },
  );

  api.get(
    '/api/students/:studentId/progress',
    {
      schema: {
        tags: TAGS,
        summary: "The student's progress, as counted by the server",
        security: BEARER_SECURITY,
        params: studentParamsSchema,
        response: { 200: studentProgressSchema, ...errorReplies(...TOKEN_ERRORS) },
      },
    },
    async (request) => {
      const { session, student } = await asStudent(request);
      return students.progress(session, student);
    },
  );

  api.delete(
    '/api/sessions/:id/students/:studentId',
    {
      schema: {
        tags: TAGS,
        summary: 'Leave the session',
        description: 'Progress is kept; the student can rejoin with their token.',
        security: BEARER_SECURITY,
        params: sessionStudentParamsSchema,
        response: { 204: noContentReplySchema, ...errorReplies(...TOKEN_ERRORS) },
      },
    },
    async (request, reply) => {
      const { session, student } = await asStudent(request);
      if (session.id !== request.params.id) throw new ApiError(403, 'forbidden');
      await students.leave(session, student);
      return reply.status(204).send();
    },
  );
}
