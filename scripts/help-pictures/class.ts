import type { Page } from '@playwright/test';
import type { AnswerBody, ClassProblem, JoinReply } from '../../src/shared/contracts/sessions';
import { CATALOGS } from '../../src/shared/i18n/catalogs';
import type { Language } from '../../src/shared/i18n/languages';
import { solveStem } from '../../e2e/helpers/solve-stem';

/**
 * Creates a session on the teacher page as a teacher does, with multiplication and division and
 * auto start (pupils practise as soon as they join); returns its code once the dashboard shows it.
 */
export async function createSession(page: Page, language: Language): Promise<string> {
  const text = CATALOGS[language].teacher;
  await page.getByRole('button', { name: text.intro.configure }).click();
  await page.getByRole('button', { name: text.form.addOperation }).click();
  for (const [index, operation] of ['multiplication', 'division'].entries()) {
    const legend = text.form.operationLegend.replace('{{number}}', String(index + 1));
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel(text.form.type, { exact: true }).selectOption(operation);
  }
  const autoStart = page.getByRole('checkbox', { name: text.form.autoStart });
  if (!(await autoStart.isChecked())) await autoStart.click();
  await page.getByRole('button', { name: text.form.submit }).click();
  const code = page.locator('.dashboard__code-text');
  await code.filter({ hasText: /^[A-Z2-9]{6}$/ }).waitFor();
  return (await code.textContent()) ?? '';
}

/** POSTs JSON to the server, as a pupil's device with its token when given; throws unless 2xx. */
async function post<T>(baseUrl: string, address: string, body: object, token?: string): Promise<T> {
  const response = await fetch(new URL(address, baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${address}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Joins the pupils to the class through the API, and has each answer 1 to 6 questions, about two
 * in three right; returns how many answers were given in all.
 */
export async function classAnswers(
  baseUrl: string,
  code: string,
  names: readonly string[],
): Promise<number> {
  let total = 0;
  for (const [pupil, name] of names.entries()) {
    const joined = await post<JoinReply>(baseUrl, `/api/sessions/${code}/join`, { name });
    const token = joined.reconnectionToken;
    let problem: ClassProblem | null =
      joined.firstProblem ??
      (await post<ClassProblem>(baseUrl, `/api/students/${joined.studentId}/problems`, {}, token));
    const answers = 1 + ((pupil * 5 + Math.floor(pupil / 6)) % 6);
    for (let question = 0; question < answers && problem !== null; question += 1) {
      const right = String(solveStem(problem.stem));
      const correctIndex = problem.choices.indexOf(right);
      const wrong = (pupil * 7 + question * 3) % 10 >= 7;
      const body: AnswerBody = {
        problemId: problem.problemId,
        choiceIndex: wrong ? (correctIndex + 1) % problem.choices.length : correctIndex,
        timeSpentMs: 1500 + ((pupil * 37 + question * 53) % 60) * 100,
      };
      const reply = await post<{ nextProblem: ClassProblem | null }>(
        baseUrl,
        `/api/students/${joined.studentId}/answers`,
        body,
        token,
      );
      problem = reply.nextProblem;
      total += 1;
    }
  }
  return total;
}
