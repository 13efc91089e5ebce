import { CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { StaffDataProvider } from '../providers/dataProvider';
import { useDownload } from '../users/useDownload';

/**
 * 'Eksportuj CSV': every record the list's current filters match, built by the server, which records the export in
 * the trail before the file leaves (docs/security.md "Audit trail").
 */
export const ExportAuditCsvButton = () => {
  const { filterValues, total } = useListContext();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const { busy, download } = useDownload();
  return (
    <Button
      label="resources.audit.actions.export"
      disabled={busy || total === 0}
      onClick={() => download(() => dataProvider.downloadAuditCsv(filterValues ?? {}))}
    >
      {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    </Button>
  );
};
