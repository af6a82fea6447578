import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { solveStem } from './helpers/solve-stem';
import { createSessionAsTeacher, joinThroughApi } from './helpers/class';
import { expectNoAxeViolations } from './helpers/axe';
import { VIEWPORTS, saveScreenshot } from './helpers/screenshots';

const NAMES = ['Åse Ørn', 'Ольга', '=1+2', 'Ola "O" Nordmann'];

test('the teacher downloads CSV and PDF reports that keep every name exactly, and sees what the class got wrong', async ({
  page: teacher,
  request,
}) => {
  await teacher.setViewportSize(VIEWPORTS.projector);
  const code = await createSessionAsTeacher(teacher, {
    autoStart: true,
    operations: ['multiplication'],
    questions: '10',
  });
  await expect(teacher.getByRole('button', { name: 'Export' })).toBeDisabled();
  const students = await joinThroughApi(request, code, NAMES);

  // Each student answers three questions: the first one wrong, the others right.
  const missed = new Set<string>();
  for (const student of students) {
    const headers = { authorization: `Bearer ${student.reconnectionToken}` };
    for (let question = 0; question < 3; question += 1) {
      const problem = (await (
        await request.post(`/api/students/${student.studentId}/problems`, { headers })
      ).json()) as { problemId: string; stem: string; choices: string[] };
      const answer = solveStem(problem.stem);
      const right = problem.choices.findIndex((choice) => Number(choice) === answer);
      const choiceIndex = question === 0 ? (right + 1) % 3 : right;
      // A fact as the teacher's screen writes it: 9 × 1 and 1 × 9 are one, smaller first.
      const [smaller, larger] = problem.stem
        .replace(' = ?', '')
        .split(' × ')
        .map(Number)
        .sort((a, b) => a - b);
      if (question === 0) missed.add(`${String(smaller)} × ${String(larger)} = ${answer}`);
      await request.post(`/api/students/${student.studentId}/answers`, {
        headers,
        data: { problemId: problem.problemId, choiceIndex, timeSpentMs: 1500 },
      });
    }
  }
  const rows = teacher.locator('.student-table tbody tr');
  await expect(rows).toHaveCount(4);
  for (const name of NAMES) await expect(teacher.locator('.student-table')).toContainText(name);

  // The insight lists every fact the test answered wrong.
  const insight = teacher.getByRole('region', { name: 'What the class gets wrong' });
  for (const fact of missed) await expect(insight).toContainText(fact);
  await expect(insight.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(teacher);
  await saveScreenshot(teacher, 'dashboard-insight', 'projector');

  // CSV: parses back to the same names and counts.
  await teacher.getByRole('button', { name: 'Export' }).click();
  const csvDownload = teacher.waitForEvent('download');
  await teacher.getByRole('button', { name: 'Download CSV (spreadsheet)' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(
    new RegExp(`^mattemester-${code}-\\d{4}-\\d{2}-\\d{2}-\\d{4}\\.csv$`),
  );
  const csvText = fs.readFileSync(await csvFile.path(), 'utf8');
  expect(csvText.startsWith('\uFEFF')).toBe(true);
  const csvRows: string[][] = parse(csvText, { bom: true });
  expect(csvRows.slice(1).map((row) => row[0])).toEqual([
    'Åse Ørn',
    'Ольга',
    "'=1+2",
    'Ola "O" Nordmann',
  ]);
  expect(csvRows.slice(1).map((row) => [row[2], row[3], row[4]])).toEqual(
    Array.from({ length: 4 }, () => ['3', '2', '1']),
  );

  // PDF: every name exactly as typed, and a page to look at.
  await teacher.getByRole('button', { name: 'Export' }).click();
  const pdfDownload = teacher.waitForEvent('download');
  await teacher.getByRole('button', { name: 'Download PDF report' }).click();
  const pdfFile = await pdfDownload;
  expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfPath = await pdfFile.path();
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' });
  for (const name of NAMES) expect(text).toContain(name);
  expect(text).toContain(`Class report ${code}`);
  const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
  expect(info).toMatch(new RegExp(`Title:\\s+Class report ${code}`));
  expect(fs.readFileSync(pdfPath, 'latin1')).toMatch(/\/Lang \(en\)/);
  const pngPrefix = path.join('test-results', 'screenshots', 'report-pdf-page');
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdfPath,
    pngPrefix,
  ]);
  expect(fs.existsSync(`${pngPrefix}.png`)).toBe(true);

  // A student's drill-down.
  await teacher.getByRole('button', { name: 'Ольга', exact: true }).click();
  const drill = teacher.getByRole('dialog', { name: 'Ольга' });
  await expect(drill).toContainText('2 of 3 correct');
  await expect(drill).toContainText('median answer time');
  await expectNoAxeViolations(teacher);
});
