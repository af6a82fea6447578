import { describe, expect, it } from 'vitest';
import { supportFieldProblems, supportProblem } from './support';

const valid = { name: 'Kari', email: 'kari@skole.no', subject: 'Hjelp', message: 'Hei' };

describe('supportProblem', () => {
  it('checks in the order of SPEC §5: name, email, subject, message, then the email form', () => {
    expect(supportProblem({ name: ' ', email: '', subject: '', message: '' })).toBe('nameRequired');
    expect(supportProblem({ ...valid, email: ' ', subject: '' })).toBe('emailRequired');
    expect(supportProblem({ ...valid, subject: '', message: '' })).toBe('subjectRequired');
    expect(supportProblem({ ...valid, message: '   ' })).toBe('messageRequired');
    expect(supportProblem({ ...valid, email: 'kari at skole' })).toBe('emailInvalid');
    expect(supportProblem({ ...valid, email: 'kari @skole.no' })).toBe('emailInvalid');
  });

  it('takes a field of zero-width or blank characters alone for an empty one', () => {
    expect(supportProblem({ ...valid, subject: '\u200B\u200B' })).toBe('subjectRequired');
    expect(supportProblem({ ...valid, name: '\u00A0\u3000' })).toBe('nameRequired');
    expect(supportProblem({ ...valid, message: '\u200D\uFEFF' })).toBe('messageRequired');
    expect(supportProblem({ ...valid, subject: '?' })).toBeUndefined();
  });

  it('accepts a complete ticket, trimmed', () => {
    expect(supportProblem({ ...valid, name: '  Kari ' })).toBeUndefined();
  });

  it('refuses fields that are too long', () => {
    expect(supportProblem({ ...valid, message: 'x'.repeat(5001) })).toBe('tooLong');
  });

  it('names a missing field before a malformed email, and a malformed email before a length', () => {
    expect(supportProblem({ ...valid, email: 'kari', message: '' })).toBe('messageRequired');
    expect(supportProblem({ ...valid, email: 'kari', name: 'x'.repeat(101) })).toBe('emailInvalid');
  });
});

describe('supportFieldProblems', () => {
  it('names every field that is wrong, each with its own problem', () => {
    expect(
      supportFieldProblems({ name: ' ', email: 'kari at skole', subject: 'Hjelp', message: '' }),
    ).toEqual({ name: 'nameRequired', email: 'emailInvalid', message: 'messageRequired' });
    expect(supportFieldProblems({ ...valid, subject: 'x'.repeat(201), email: '\u200B' })).toEqual({
      subject: 'tooLong',
      email: 'emailRequired',
    });
  });

  it('names nothing for a complete ticket', () => {
    expect(supportFieldProblems(valid)).toEqual({});
  });
});
