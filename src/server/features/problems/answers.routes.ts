import type { FastifyInstance } from 'fastify';
import { answerBodySchema, type AnswerBody } from '#shared/contracts/sessions';
import { bearerToken } from '../../auth/bearer';
import { parseBody } from '../../http/parse-body';
import type { StudentsService } from '../students/students.service';
import type { AnswersService } from './answers.service';

type StudentParams = { Params: { studentId: string } };

/**
 * The routes every pupil calls for every question: their replies are about a kilobyte of JSON at
 * most (1.1 KB with four operations), which crosses the network in the same one or two packets
 * compressed or not, and their bodies are plain JSON. So they skip the compression hooks, which
 * took a twentieth of a busy server's CPU.
 */
const HOT_ROUTE = { compress: false, decompress: false } as const;

/** The server-issued problems and the checked answers of a pupil (their own token only). */
export function registerAnswerRoutes(
  app: FastifyInstance,
  students: StudentsService,
  answers: AnswersService,
): void {
  app.post<StudentParams>('/api/students/:studentId/problems', HOT_ROUTE, async (request) => {
    const { session, student } = await students.authorizeStudent(
      request.params.studentId,
      bearerToken(request),
    );
    return answers.nextProblem(session, student);
  });

  app.post<StudentParams>('/api/students/:studentId/answers', HOT_ROUTE, async (request) => {
    const { studentId } = request.params;
    const token = bearerToken(request);
    let body: AnswerBody;
    try {
      body = parseBody(answerBodySchema, request.body);
    } catch (error) {
      // A refused token outranks a refused body.
      await students.authorizeStudent(studentId, token);
      throw error;
    }
    return answers.answer(studentId, token, body);
  });
}
