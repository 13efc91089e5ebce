import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { saveFile, type DownloadedFile } from './download';

/**
 * Runs a download (a report, an announcement, survey results), saves the file and tells why it failed; `busy` while
 * it runs. `describeFailure` turns the error into an i18n key or the server's own Polish message.
 */
export function useFileDownload(describeFailure: (error: unknown) => string) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (fetchFile: () => Promise<DownloadedFile>) => {
      setBusy(true);
      try {
        saveFile(await fetchFile());
      } catch (error) {
        const message = describeFailure(error);
        // `_`: a message that is not an i18n key (the server's text) is shown as it is.
        notify(message, { type: 'error', messageArgs: { _: message } });
      } finally {
        setBusy(false);
      }
    },
    [notify, describeFailure],
  );
  return { busy, download };
}

export const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
