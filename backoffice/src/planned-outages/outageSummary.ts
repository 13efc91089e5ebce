import type { PlannedOutageResponse } from '../api/plannedOutageTypes';
import { formatWarsawDateTime } from '@portal/domain';
import { formatAddress } from './addresses';

/** A short line naming an outage in a dialog: its first addresses and its time. */
export function outageSummaryArgs(record: PlannedOutageResponse, addressCount = 3) {
  const addresses = record.addresses ?? [];
  return {
    id: String(record.id),
    addresses: addresses.slice(0, addressCount).map(formatAddress).join('; ') + (addresses.length > addressCount ? '…' : ''),
    start: formatWarsawDateTime(record.outageStart),
    end: formatWarsawDateTime(record.outageEnd),
  };
}
