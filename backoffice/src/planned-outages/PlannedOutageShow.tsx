import { Box, Chip, Divider, Grid, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import { Button, LinkBase, Show, TopToolbar, useNavigate, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { PlannedOutageResponse } from '../api/plannedOutageTypes';
import { polishDate as formatCalendarDate, formatWarsawDateTime } from '@portal/domain';
import { useArea } from '../layout/AreaContext';
import { formatAddress } from './addresses';
import { storeCopiedReport } from './copiedReport';
import { plannedOutageErrorMessage } from './errorMessages';
import { AcceptStatusField, useVoltageLabel } from './fields';
import { AddressesMap } from './form/OutageFormMap';
import { canEdit } from './ownership';
import { PLANNED_PATHS, type FormLocationState } from './plannedOutagePaths';
import { ReportsGathered } from './ReportsGathered';
import { Detail } from './Detail';
import { ActualFactPanel } from './ActualFactPanel';
import { PriorityCustomersDetail } from '../priority-customers/PriorityCustomersDetail';

/** Where 'Wróć' goes when the preview was opened directly (no in-app history). */
const LIST_OF_AREA: Record<string, string> = {
  DISPATCHER: PLANNED_PATHS.masterMy,
  ACCEPTER: PLANNED_PATHS.accepterList,
  CALLCENTER: PLANNED_PATHS.callCenterList,
};

const BackButton = () => {
  const navigate = useNavigate();
  const { role } = useArea();
  return (
    <Button
      label="resources.plannedOutages.actions.back"
      onClick={() => {
        // react-router numbers its history entries; idx 0 is the page the app was opened on.
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) navigate(-1);
        else navigate(LIST_OF_AREA[role] ?? PLANNED_PATHS.masterMy, { replace: true });
      }}
    >
      <ArrowBackIcon />
    </Button>
  );
};

/** Spec §2.12: Edytuj only for the creator, Kopiuj for the dispatcher; both only in the dispatcher's area. */
const ShowActions = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  const { role } = useArea();
  const notify = useNotify();
  const dispatcher = role === 'DISPATCHER';
  const state: FormLocationState = { returnTo: PLANNED_PATHS.masterMy };
  return (
    <TopToolbar>
      {dispatcher && record && canEdit(record) && (
        <Button component={LinkBase} to={PLANNED_PATHS.edit(record.id)} state={state} label="resources.plannedOutages.actions.edit">
          <EditIcon />
        </Button>
      )}
      {dispatcher && record && (
        <Button
          label="resources.plannedOutages.actions.copy"
          onClick={() => {
            storeCopiedReport(record);
            notify('resources.plannedOutages.notifications.copied', { type: 'info' });
          }}
        >
          <ContentCopyIcon />
        </Button>
      )}
      <BackButton />
    </TopToolbar>
  );
};

const PlannedOutageDetails = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  const translate = useTranslate();
  const voltageLabel = useVoltageLabel();
  if (!record) return null;
  const none = translate('resources.plannedOutages.show.none');
  return (
    <Grid container spacing={3} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <AcceptStatusField />
            {record.deleted && <Chip size="small" label={translate('resources.plannedOutages.list.deleted')} />}
            <Typography variant="body2" color="text.secondary">
              {translate('resources.plannedOutages.fields.id')} {record.id}
            </Typography>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 4 }}>
            <Detail label="resources.plannedOutages.fields.outageStart">{formatWarsawDateTime(record.outageStart)}</Detail>
            <Detail label="resources.plannedOutages.fields.outageEnd">{formatWarsawDateTime(record.outageEnd)}</Detail>
          </Stack>
          <Detail label="resources.plannedOutages.fields.comment">{record.comment || none}</Detail>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 2 }}>
            <Detail label="resources.plannedOutages.fields.voltageLevel">{voltageLabel(record.voltageLevel) || none}</Detail>
            <Detail label="resources.plannedOutages.fields.outageAnnouncement">{formatCalendarDate(record.outageAnnouncement) || none}</Detail>
            <Detail label="resources.plannedOutages.fields.taskNumber">{record.taskNumber || none}</Detail>
            <Detail label="resources.plannedOutages.fields.recipient">{record.recipient || none}</Detail>
          </Stack>
          <Detail label="resources.plannedOutages.fields.createdBy">{record.createdBy?.fullName || none}</Detail>
          <Detail label="resources.plannedOutages.fields.reportsGathered">
            <ReportsGathered kind="PLANNED" id={record.id} />
          </Detail>
          <PriorityCustomersDetail plannedOutageId={record.id} />
          <Divider />
          <ActualFactPanel />
          <Divider />
          <Box component="dl" sx={{ m: 0 }}>
            <Typography variant="caption" color="text.secondary" component="dt">
              {translate('resources.plannedOutages.fields.addresses')} ({record.addresses.length})
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <List dense disablePadding sx={{ maxHeight: 360, overflowY: 'auto' }}>
                {record.addresses.map((address, index) => (
                  <ListItem key={index} disableGutters divider={index < record.addresses.length - 1}>
                    <ListItemText primary={formatAddress(address)} secondary={[address.postcode, address.district].filter(Boolean).join(' · ') || null} />
                  </ListItem>
                ))}
              </List>
            </Box>
          </Box>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        {/* The server's stored hull (points) when it has one; else computed from the addresses. */}
        <AddressesMap addresses={record.addresses} hull={record.points} height={420} />
      </Grid>
    </Grid>
  );
};

/** The read-only preview at /master, /accepter and /callcenter …/planned/show/{id} (spec §2.12). */
export const PlannedOutageShow = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const { role } = useArea();
  return (
    <Show
      resource="plannedOutages"
      title="resources.plannedOutages.show.title"
      actions={<ShowActions />}
      disableAuthentication
      queryOptions={{
        onError: (error) => {
          if ((error as { status?: number }).status === 401) return;
          notify(plannedOutageErrorMessage(error), { type: 'error' });
          navigate(LIST_OF_AREA[role] ?? PLANNED_PATHS.masterMy, { replace: true });
        },
      }}
    >
      <PlannedOutageDetails />
    </Show>
  );
};
