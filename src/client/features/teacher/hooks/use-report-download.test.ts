import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '#client/lib/api-client';
import { translateOutsideReact } from '#client/lib/i18n';
import { teacherApi } from '../api/teacher-api';
import { useReportDownload } from './use-report-download';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useReportDownload', () => {
  it("shows the server's wait when the class's report is still being made", async () => {
    const busy = 'A report is still being made. Try again in 4 seconds.';
    vi.spyOn(teacherApi, 'downloadReport').mockRejectedValue(
      new ApiRequestError(busy, 429, 'report_busy', 4),
    );
    const { result } = renderHook(() => useReportDownload('session', 'token'));
    await act(() => result.current.download('pdf'));
    expect(result.current.error).toBe(busy);
    expect(result.current.busy).toBe(false);
  });

  it('says the PDF failed for any other failure', async () => {
    vi.spyOn(teacherApi, 'downloadReport').mockRejectedValue(
      new ApiRequestError('Internal error', 500, 'internal_error'),
    );
    const { result } = renderHook(() => useReportDownload('session', 'token'));
    await act(() => result.current.download('pdf'));
    expect(result.current.error).toBe(translateOutsideReact('teacher.export.pdfFailed'));
  });
});
