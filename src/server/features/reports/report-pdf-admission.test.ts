import { describe, expect, it } from 'vitest';
import { admitPdfReport } from './report-pdf-admission';

describe('admitPdfReport', () => {
  it('admits a session with no report under way while the queue has room', () => {
    expect(admitPdfReport({ sessions: ['a', 'b'] }, 'c', 3)).toEqual({ admitted: true });
  });

  it("refuses a session's second report until its first is built, naming that wait", () => {
    expect(admitPdfReport({ sessions: ['a', 'b', 'c'] }, 'b', 8)).toEqual({
      admitted: false,
      retryAfterSeconds: 4,
    });
    expect(admitPdfReport({ sessions: ['a'] }, 'a', 8, 3)).toEqual({
      admitted: false,
      retryAfterSeconds: 3,
    });
  });

  it('refuses every new session once the queue is full, until its first report is done', () => {
    expect(admitPdfReport({ sessions: ['a', 'b', 'c'] }, 'd', 3)).toEqual({
      admitted: false,
      retryAfterSeconds: 2,
    });
  });

  it('admits the first report of an empty queue', () => {
    expect(admitPdfReport({ sessions: [] }, 'a', 1)).toEqual({ admitted: true });
  });
});
