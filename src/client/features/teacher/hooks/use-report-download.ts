import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teacherApi } from '../api/teacher-api';
import { ApiRequestError } from '#client/lib/api-client';
import { saveFile } from '#client/lib/save-file';

/** Downloads the session's CSV or PDF report, with the busy state and SPEC §8's failure text. */
export function useReportDownload(sessionId: string, teacherToken: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const download = async (format: 'csv' | 'pdf') => {
    setBusy(true);
    setError(undefined);
    try {
      const file = await teacherApi.downloadReport(sessionId, teacherToken, format);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      // A report still being made names its wait; any other failure gets SPEC §8's text.
      if (error instanceof ApiRequestError && error.code === 'report_busy') setError(error.message);
      else
        setError(format === 'csv' ? t('teacher.export.csvFailed') : t('teacher.export.pdfFailed'));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, download };
}
