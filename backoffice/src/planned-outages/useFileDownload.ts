import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { saveFile, type DownloadedFile } from '../api/download';
import { plannedOutageErrorMessage } from './errorMessages';

/** Runs a download (report, announcement), saves the file, reports failures; `busy` while it runs. */
export function useFileDownload() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (fetchFile: () => Promise<DownloadedFile>) => {
      setBusy(true);
      try {
        saveFile(await fetchFile());
      } catch (error) {
        const status = (error as { status?: unknown } | null)?.status;
        notify(status === 403 || status === 404 ? plannedOutageErrorMessage(error) : 'resources.plannedOutages.notifications.download_failed', {
          type: 'error',
        });
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );
  return { busy, download };
}
