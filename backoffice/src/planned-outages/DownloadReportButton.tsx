import { CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { StaffDataProvider } from '../providers/dataProvider';
import { useFileDownload } from './useFileDownload';

/** 'Pobierz raport' (spec §2.10): the .xlsx of the outages matching the list's current filters. */
export const DownloadReportButton = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const { busy, download } = useFileDownload();
  return (
    <Button
      label="resources.plannedOutages.actions.download_report"
      disabled={busy}
      onClick={() => download(() => dataProvider.downloadPlannedOutageReport(filterValues ?? {}))}
    >
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
};
