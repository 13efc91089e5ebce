import { DateTimeInput, SelectInput, type DateTimeInputProps, type SelectInputProps } from 'react-admin';
import { RECIPIENTS, VOLTAGE_LEVELS } from '../api/plannedOutageTypes';
import { instantToWarsawLocal, warsawLocalToInstant } from '@portal/domain';
import { useAcceptStatusChoices } from './useAcceptStatusChoices';

/**
 * A date-time input in Warsaw time whose value is an ISO instant (spec §2.12: shown in
 * Europe/Warsaw, sent as instants). react-admin's own DateTimeInput uses the browser's zone.
 */
export const WarsawDateTimeInput = (props: DateTimeInputProps) => <DateTimeInput format={instantToWarsawLocal} parse={warsawLocalToInstant} {...props} />;

/** Acceptance status select with the server's labels (spec §4.1). */
export const AcceptStatusInput = (props: Omit<SelectInputProps, 'choices'>) => (
  <SelectInput {...props} choices={useAcceptStatusChoices()} translateChoice={false} />
);

const VOLTAGE_CHOICES = VOLTAGE_LEVELS.map((id) => ({ id, name: `resources.plannedOutages.voltage.${id}` }));

/** Spec §9: the codes LV/MV/HV shown as nN/SN/WN. */
export const VoltageInput = (props: Omit<SelectInputProps, 'choices'>) => <SelectInput {...props} choices={VOLTAGE_CHOICES} />;

const RECIPIENT_CHOICES = RECIPIENTS.map((id) => ({ id, name: id }));

/** Spec §9: recipients SAP and CallNet (names of systems, not translated). */
export const RecipientInput = (props: Omit<SelectInputProps, 'choices'>) => <SelectInput {...props} choices={RECIPIENT_CHOICES} translateChoice={false} />;
