import { answerReplySchema, classProblemSchema, type AnswerBody } from '#shared/contracts/sessions';
import { apiRequest } from '#client/lib/api-client';

/** The calls of docs/API.md that only a student practising in a class makes, with their tokens. */
export const studentApi = {
  nextProblem: (studentId: string, token: string) =>
    apiRequest('POST', `/students/${studentId}/problems`, { token, reply: classProblemSchema }),
  answer: (studentId: string, token: string, body: AnswerBody) =>
    apiRequest('POST', `/students/${studentId}/answers`, { token, body, reply: answerReplySchema }),
};
