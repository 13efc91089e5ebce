import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AcceptStatus, PlannedOutageResponse, PlannedOutcome, VoltageLevel } from '../api/plannedOutageTypes';
import { formatWarsawDateTime } from '@portal/domain';
import { formatAddress, ROW_ADDRESS_LIMIT } from './addresses';
import { useAcceptStatusChoices } from './useAcceptStatusChoices';

// The cells of the planned-outage tables and cards; each reads the record from react-admin's
// record context, so the table, the phone cards and the preview share them.

/** Spec §2.12/§9: all addresses when 10 or fewer, else the first 10 and an ellipsis. */
export const AddressesField = ({ limit = ROW_ADDRESS_LIMIT }: { limit?: number }) => {
  const record = useRecordContext<PlannedOutageResponse>();
  const translate = useTranslate();
  if (!record) return null;
  const addresses = record.addresses ?? [];
  if (addresses.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('resources.plannedOutages.list.no_address')}
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2" sx={{ display: 'flex', flexDirection: 'column', minWidth: 170 }}>
      {addresses.slice(0, limit).map((address, index) => (
        // A hanging indent: a wrapped line reads as the rest of its address, not as the next one.
        <Box component="span" key={index} sx={{ pl: 1.5, textIndent: '-12px' }}>
          {formatAddress(address)}
        </Box>
      ))}
      {addresses.length > limit && <span aria-label={`+${addresses.length - limit}`}>…</span>}
    </Typography>
  );
};

/**
 * An instant of the record in Warsaw time, pl-PL: the date over the time in table cells (narrower
 * columns, so the table fits beside the menu), '04.05.2026, 08:00' elsewhere.
 */
export const WarsawDateTimeField = ({ source }: { source: 'outageStart' | 'outageEnd' }) => {
  const record = useRecordContext<PlannedOutageResponse>();
  if (!record) return null;
  const [date, time] = formatWarsawDateTime(record[source]).split(', ');
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap', display: 'inline-flex', flexDirection: 'column' }}>
      <span>{date}</span>
      {time && <span>{time}</span>}
    </Typography>
  );
};

/** Spec §9: LV → nN, MV → SN, HV → WN. */
export const useVoltageLabel = () => {
  const translate = useTranslate();
  return (voltage: VoltageLevel | null | undefined) => (voltage ? translate(`resources.plannedOutages.voltage.${voltage}`, { _: voltage }) : '');
};

export const VoltageField = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  const voltageLabel = useVoltageLabel();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {voltageLabel(record.voltageLevel)}
    </Typography>
  );
};

const STATUS_COLOURS: Record<AcceptStatus, 'warning' | 'success' | 'error'> = {
  TO_ACCEPT: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'error',
};

export const useAcceptStatusLabel = () => {
  const choices = useAcceptStatusChoices();
  return (status: AcceptStatus) => choices.find((choice) => choice.id === status)?.name ?? status;
};

/** The acceptance status as the server names it ('Do akceptacji' ...), coloured by state. */
export const AcceptStatusField = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  const statusLabel = useAcceptStatusLabel();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={record.acceptStatus === 'TO_ACCEPT' ? 'filled' : 'outlined'}
      color={STATUS_COLOURS[record.acceptStatus] ?? 'default'}
      label={statusLabel(record.acceptStatus)}
    />
  );
};

const OUTCOME_COLOURS: Record<PlannedOutcome, 'success' | 'info' | 'warning' | 'default'> = {
  AS_PLANNED: 'success',
  SHORTENED: 'info',
  EXTENDED: 'warning',
  CANCELLED: 'default',
};

/** Plan against fact ('skrócone' …), once the outage has ended or was cancelled; nothing before. */
export const OutcomeField = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  const translate = useTranslate();
  if (!record?.outcome) return null;
  return (
    <Chip size="small" variant="outlined" color={OUTCOME_COLOURS[record.outcome]} label={translate(`resources.plannedOutages.outcomes.${record.outcome}`)} />
  );
};

/**
 * The lists' status cell: the acceptance status and, under it, the outcome once known (the table keeps its width). A
 * `div`, because a chip is one: a chip inside a `span` is invalid HTML.
 */
export const StatusWithOutcomeField = () => (
  <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
    <AcceptStatusField />
    <OutcomeField />
  </Box>
);

export const CreatedByField = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {record.createdBy?.fullName ?? ''}
    </Typography>
  );
};

export const TaskNumberField = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {record.taskNumber ?? ''}
    </Typography>
  );
};
