import type { FastifyInstance } from 'fastify';
import { answerBodySchema } from '#shared/contracts/sessions';
import { bearerToken } from '../../auth/bearer';
import { parseBody } from '../../http/parse-body';
import type { StudentsService } from '../students/students.service';
import type { AnswersService } from './answers.service';

type StudentParams = { Params: { studentId: string } };

/** The server-issued problems and the checked answers of a pupil (their own token only). */
export function registerAnswerRoutes(
  app: FastifyInstance,
  students: StudentsService,
  answers: AnswersService,
): void {
  app.post<StudentParams>('/api/students/:studentId/problems', async (request) => {
    const { session, student } = await students.authorizeStudent(
      request.params.studentId,
      bearerToken(request),
    );
    return answers.nextProblem(session, student);
  });

  app.post<StudentParams>('/api/students/:studentId/answers', async (request) => {
    const { session, student } = await students.authorizeStudent(
      request.params.studentId,
      bearerToken(request),
    );
    return answers.answer(session, student, parseBody(answerBodySchema, request.body));
  });
}
