import { CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PollIcon from '@mui/icons-material/Poll';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { StaffDataProvider } from '../providers/dataProvider';
import { useDownload } from './useDownload';

/** 'download report' (spec §2.5): the .xlsx of the users matching the list's current filters, in its order. */
export const DownloadUsersReportButton = () => {
  const { filterValues, sort } = useListContext();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const { busy, download } = useDownload();
  return (
    <Button
      label="resources.users.actions.download_report"
      disabled={busy}
      onClick={() => download(() => dataProvider.downloadUsersReport(filterValues ?? {}, sort))}
    >
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
};

/** 'survey results' (spec §2.5): every survey answer as an .xlsx. */
export const PollResultsButton = () => {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const { busy, download } = useDownload();
  return (
    <Button label="resources.users.actions.poll_results" disabled={busy} onClick={() => download(() => dataProvider.downloadPollResults())}>
      {busy ? <CircularProgress size={16} /> : <PollIcon />}
    </Button>
  );
};
