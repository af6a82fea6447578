import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studentParamsSchema } from '#shared/contracts/route-params';
import {
  answerBodySchema,
  answerReplySchema,
  classProblemSchema,
} from '#shared/contracts/sessions';
import { bearerToken } from '#server/auth/bearer';
import { refuseInvalidRequest, TOKEN_BEFORE_BODY } from '#server/http/deferred-validation';
import { BODY_ERRORS, TOKEN_ERRORS, errorReplies } from '#server/http/error-replies';
import { BEARER_SECURITY } from '#server/http/openapi';
import type { Limiter } from '#server/limits/limiter';
import { withinStudentAllowance } from '#server/limits/student-allowance';
import type { StudentsService } from '#server/features/students/students.service';
import { HOT_ROUTE } from '#server/http/hot-route';
import type { AnswersService } from './answers.service';
import { acceptOlderAnswerBody } from './older-answer-body';

const TAGS = ['Students'];

/**
 * The server-issued problems and the checked answers of a student (their own token only), within
 * the student's allowance of requests (limits/student-allowance.ts).
 */
export function registerAnswerRoutes(
  app: FastifyInstance,
  students: StudentsService,
  answers: AnswersService,
  allowance: Limiter,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/students/:studentId/problems',
    {
      ...HOT_ROUTE,
      schema: {
        tags: TAGS,
        summary: "The student's next question, without its answer",
        description:
          'Asking again before answering returns the same problem. 409 while the session is not running, after the exam or after the last question.',
        security: BEARER_SECURITY,
        params: studentParamsSchema,
        response: { 200: classProblemSchema, ...errorReplies(...TOKEN_ERRORS, 409, 429) },
      },
    },
    async (request) =>
      withinStudentAllowance(allowance, request.params.studentId, async () => {
        const { session, student } = await students.authorizeStudent(
          request.params.studentId,
          bearerToken(request),
        );
        return answers.nextProblem(session, student);
      }),
  );

  api.post(
    '/api/students/:studentId/answers',
    {
      ...HOT_ROUTE,
      ...TOKEN_BEFORE_BODY,
      preValidation: acceptOlderAnswerBody,
      schema: {
        tags: TAGS,
        summary: 'Answer a problem; the server checks it',
        description:
          'A sent isCorrect is ignored. A repeated answer gets the first verdict and is counted once. choiceIndex null: the time limit ran out before a choice.',
        security: BEARER_SECURITY,
        params: studentParamsSchema,
        body: answerBodySchema,
        response: {
          200: answerReplySchema,
          ...errorReplies(...BODY_ERRORS, ...TOKEN_ERRORS, 409, 429),
        },
      },
    },
    async (request) => {
      const { studentId } = request.params;
      const token = bearerToken(request);
      return withinStudentAllowance(allowance, studentId, async () => {
        if (request.validationError !== undefined) {
          // A refused token outranks a refused body.
          await students.authorizeStudent(studentId, token);
          refuseInvalidRequest(request);
        }
        return answers.answer(studentId, token, request.body);
      });
    },
  );
}
