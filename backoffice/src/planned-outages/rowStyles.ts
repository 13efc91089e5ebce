import type { SxProps } from '@mui/material';
import type { PlannedOutageResponse } from '../api/planned-outage-types';

// The theme's warning colour (#ed6c02) at 10 % on white: a light amber a table row can carry.
export const AWAITING_BACKGROUND = 'rgba(237, 108, 2, 0.1)';

export const awaitingAcceptance = (record: PlannedOutageResponse) => !record.deleted && record.acceptStatus === 'TO_ACCEPT';

/**
 * Spec §2.9: deleted outages read as gone (grey, struck through); outages waiting for acceptance
 * stand out (a light amber background, plus the filled status chip for those who cannot tell colours).
 */
export function plannedOutageRowSx(record: PlannedOutageResponse): SxProps {
  if (record.deleted) {
    return {
      '& td': { color: 'text.disabled' },
      '& td .MuiTypography-root': { textDecoration: 'line-through', color: 'text.disabled' },
    };
  }
  if (awaitingAcceptance(record)) return { bgcolor: AWAITING_BACKGROUND };
  return {};
}
