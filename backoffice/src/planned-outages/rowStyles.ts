import type { SxProps } from '@mui/material';
import type { PlannedOutageResponse } from '../api/plannedOutageTypes';
import { DELETED_TEXT } from '../theme';

// MUI's warning orange (#ed6c02) at 10 % on white: a light amber a table row can carry (black text on it: 17:1).
// Opaque, so the table's sticky action column can wear it over the cells scrolling beneath.
export const AWAITING_BACKGROUND = '#fdf0e6';

export const awaitingAcceptance = (record: PlannedOutageResponse) => !record.deleted && record.acceptStatus === 'TO_ACCEPT';

/**
 * Spec §2.9: deleted outages read as gone (grey, struck through); outages waiting for acceptance
 * stand out (a light amber background, plus the filled status chip for those who cannot tell colours).
 */
export function plannedOutageRowSx(record: PlannedOutageResponse): SxProps {
  if (record.deleted) {
    return {
      '& td': { color: DELETED_TEXT },
      '& td .MuiTypography-root': { textDecoration: 'line-through', color: DELETED_TEXT },
    };
  }
  if (awaitingAcceptance(record)) return { bgcolor: AWAITING_BACKGROUND, '--row-bg': AWAITING_BACKGROUND };
  return {};
}
