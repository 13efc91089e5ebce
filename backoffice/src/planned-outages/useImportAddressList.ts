import { useCallback, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { ImportFileError } from '../providers/plannedOutagesDataProvider';
import type { StaffDataProvider } from '../providers/dataProvider';
import { plannedOutageErrorMessage, serverMessage } from './errorMessages';

// Spec §9: outage import files are .xlsx or .xls.
export const EXCEL_ACCEPT = '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';
const EXCEL_NAME = /\.(xlsx|xls)$/i;

/**
 * Excel files → their address lines (the server reads the '[PPE] Adres' column), files one after
 * another. Resolves null when nothing usable came back; the reason is already on screen.
 */
export function useImportAddressList() {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const importFiles = useCallback(
    async (files: readonly File[]): Promise<string[] | null> => {
      if (files.length === 0) return null;
      if (files.some((file) => !EXCEL_NAME.test(file.name))) {
        notify('resources.plannedOutages.notifications.import_wrong_type', { type: 'error' });
        return null;
      }
      setBusy(true);
      try {
        const lines = (await dataProvider.importAddressList(files)).map((line) => line.trim()).filter(Boolean);
        if (lines.length === 0) {
          notify('resources.plannedOutages.notifications.import_empty', { type: 'warning' });
          return null;
        }
        return lines;
      } catch (error) {
        const failure = error instanceof ImportFileError ? error.error : error;
        const status = (failure as { status?: unknown } | null)?.status;
        // A refused file (400, or 413 too large) comes with the server's Polish explanation: show it.
        const refused = typeof status === 'number' && status >= 400 && status < 500 && status !== 401 && status !== 403;
        const message = refused ? serverMessage(failure) : null;
        if (message !== null) {
          notify('resources.plannedOutages.notifications.import_failed', {
            type: 'error',
            messageArgs: { file: error instanceof ImportFileError ? error.fileName : '', message },
          });
        } else {
          notify(plannedOutageErrorMessage(failure), { type: 'error' });
        }
        return null;
      } finally {
        setBusy(false);
      }
    },
    [dataProvider, notify],
  );

  return { busy, importFiles };
}
