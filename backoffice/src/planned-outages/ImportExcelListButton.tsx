import { useLocation, useNavigate } from 'react-admin';
import { ExcelFilesButton } from './ExcelFilesButton';
import { PLANNED_PATHS, type FormLocationState } from './plannedOutagePaths';
import { useImportAddressList } from './useImportAddressList';

/**
 * The master list's import (spec §2.9): read the address lines of the chosen files, then open the
 * add form with them; the form looks them up and shows the progress (spec §2.12).
 */
export const ImportExcelListButton = () => {
  const { busy, importFiles } = useImportAddressList();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <ExcelFilesButton
      busy={busy}
      onFiles={async (files) => {
        const lines = await importFiles(files);
        if (!lines) return;
        const state: FormLocationState = { returnTo: pathname, importedAddresses: lines };
        navigate(PLANNED_PATHS.add, { state });
      }}
    />
  );
};
