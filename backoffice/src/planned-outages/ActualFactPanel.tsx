import { useState } from 'react';
import { Stack } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Button, Confirm, Form, SaveButton, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatWarsawDateTime } from '@portal/domain';
import type { PlannedOutageActualRequest, PlannedOutageResponse } from '../api/plannedOutageTypes';
import { useArea } from '../layout/AreaContext';
import type { StaffDataProvider } from '../providers/dataProvider';
import { Detail } from './Detail';
import { plannedOutageErrorMessage, serverMessage } from './errorMessages';
import { OutcomeField } from './fields';
import { WarsawDateTimeInput } from './inputs';

/**
 * Plan against fact on the preview (docs/planned-outages.md "Plan against fact"): the outcome and the actual times for
 * everyone; for a dispatcher, while the outage is accepted and not cancelled, the actual times to report and a
 * cancellation, which alerts everyone told of the outage and so asks first.
 */
export const ActualFactPanel = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  const { role } = useArea();
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;
  const none = translate('resources.plannedOutages.show.none');
  const canReport = role === 'DISPATCHER' && record.acceptStatus === 'ACCEPTED' && !record.deleted && !record.cancelled;

  const send = async (body: PlannedOutageActualRequest, done: string) => {
    try {
      await dataProvider.reportActual(record.id, body);
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      // A refused fact (400) says why in Polish; anything else is the list's general message.
      notify(serverMessage(error) ?? plannedOutageErrorMessage(error), { type: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 2 }}>
        <Detail label="resources.plannedOutages.fields.outcome">{record.outcome ? <OutcomeField /> : none}</Detail>
        <Detail label="resources.plannedOutages.fields.actualStart">{record.actualStart ? formatWarsawDateTime(record.actualStart) : none}</Detail>
        <Detail label="resources.plannedOutages.fields.actualEnd">{record.actualEnd ? formatWarsawDateTime(record.actualEnd) : none}</Detail>
      </Stack>
      {canReport && (
        <Form
          record={{ id: record.id, actualStart: record.actualStart, actualEnd: record.actualEnd }}
          onSubmit={(values: { actualStart?: string | null; actualEnd?: string | null }) =>
            send({ actualStart: values.actualStart || null, actualEnd: values.actualEnd || null }, 'resources.plannedOutages.notifications.actual_saved')
          }
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <WarsawDateTimeInput source="actualStart" label="resources.plannedOutages.fields.actualStart" helperText={false} />
            <WarsawDateTimeInput source="actualEnd" label="resources.plannedOutages.fields.actualEnd" helperText={false} />
            <SaveButton label="resources.plannedOutages.actions.save_actual" alwaysEnable />
            <Button label="resources.plannedOutages.actions.cancel_outage" color="error" onClick={() => setConfirming(true)}>
              <EventBusyIcon />
            </Button>
          </Stack>
        </Form>
      )}
      <Confirm
        isOpen={confirming}
        title="resources.plannedOutages.confirm.cancel_outage_title"
        content="resources.plannedOutages.confirm.cancel_outage_info"
        confirm="resources.plannedOutages.actions.cancel_outage"
        onConfirm={async () => {
          setConfirming(false);
          await send({ cancelled: true }, 'resources.plannedOutages.notifications.cancelled');
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
