import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionStudentParamsSchema } from '#shared/contracts/route-params';
import { classFactsBodySchema, noContentReplySchema } from '#shared/contracts/sessions';
import { bearerToken } from '#server/auth/bearer';
import { refuseInvalidRequest, TOKEN_BEFORE_BODY } from '#server/http/deferred-validation';
import { BODY_ERRORS, TOKEN_ERRORS, errorReplies } from '#server/http/error-replies';
import { BEARER_SECURITY } from '#server/http/openapi';
import type { ClassFactsService } from './class-facts.service';
import type { SessionsService } from './sessions.service';

/** PUT /api/sessions/:id/students/:studentId/class-facts: the class's facts for a fresh device. */
export function registerClassFactsRoutes(
  app: FastifyInstance,
  sessions: SessionsService,
  classFacts: ClassFactsService,
): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/sessions/:id/students/:studentId/class-facts',
    {
      ...TOKEN_BEFORE_BODY,
      schema: {
        tags: ['Sessions'],
        summary: "Send the facts the class holds of a student's pupil",
        description:
          'For a student whose device brought no facts: their questions continue from these, and their device is sent them to keep. 409 facts_kept when their facts came from their device or the class already.',
        security: BEARER_SECURITY,
        params: sessionStudentParamsSchema,
        body: classFactsBodySchema,
        response: {
          204: noContentReplySchema,
          ...errorReplies(...TOKEN_ERRORS, ...BODY_ERRORS, 409),
        },
      },
    },
    async (request, reply) => {
      const session = await sessions.authorizeTeacher(request.params.id, bearerToken(request));
      refuseInvalidRequest(request);
      await classFacts.give(session, request.params.studentId, request.body.facts);
      return reply.status(204).send();
    },
  );
}
