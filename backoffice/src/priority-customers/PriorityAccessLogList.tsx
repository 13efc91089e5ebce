import { Alert, Box, Typography } from '@mui/material';
import { formatWarsawDateTime } from '@portal/domain';
import { DataTable, List, RefreshButton, TopToolbar, useTranslate } from 'react-admin';
import { ListPagination } from '../layout/ListPagination';
import { PRIORITY_ACCESS_PER_PAGE } from '../providers/priorityAccessLogDataProvider';
import type { PriorityAccess } from './priorityApi';

const Help = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ p: 2, pb: 0 }}>
      {translate('app.priority.access_help')}
    </Typography>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.priority.empty')}</Typography>;
};

const LoadFailed = () => {
  const translate = useTranslate();
  return (
    <Alert severity="error" role="alert" sx={{ m: 2 }}>
      {translate('app.priority.failed')}
    </Alert>
  );
};

const Actions = () => (
  <TopToolbar>
    <RefreshButton label="app.priority.refresh" />
  </TopToolbar>
);

/**
 * /admin/priority-access (docs/priority-customers.md): every opening of a planned outage's list of priority
 * customers by the call centre — who, when, which outage, how many people it showed. Newest first, 25 a page.
 */
export const PriorityAccessLogList = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ pt: 2, minWidth: 0 }}>
      <List
        resource="priorityAccessLog"
        title="app.pages.priority_access"
        actions={<Actions />}
        perPage={PRIORITY_ACCESS_PER_PAGE}
        pagination={<ListPagination rowsPerPageOptions={[]} />}
        error={<LoadFailed />}
        empty={false}
        exporter={false}
        queryOptions={{ retry: false }}
        // The staff area's guard (RequireRole) has just verified the session for this route.
        disableAuthentication
      >
        <Help />
        {/* The server orders the openings newest first and sorts by nothing else: no column offers sorting. */}
        <DataTable<PriorityAccess> bulkActionButtons={false} rowClick={false} empty={<Empty />} aria-label={translate('app.pages.priority_access')}>
          <DataTable.Col<PriorityAccess> label="app.priority.opened_at" disableSort render={(access) => formatWarsawDateTime(access.openedAt)} />
          <DataTable.Col<PriorityAccess> label="app.priority.staff" disableSort render={(access) => `${access.staffName} (#${access.staffUserId})`} />
          <DataTable.Col<PriorityAccess> label="app.priority.outage" disableSort render={(access) => `#${access.plannedOutageId}`} />
          <DataTable.Col<PriorityAccess> label="app.priority.customers" disableSort source="customers" />
        </DataTable>
      </List>
    </Box>
  );
};
