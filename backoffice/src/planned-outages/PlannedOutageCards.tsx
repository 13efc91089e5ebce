import type { ReactNode } from 'react';
import { Box, Checkbox, Chip, IconButton, List as MuiList, ListItem, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { PlannedOutageResponse } from '../api/plannedOutageTypes';
import { formatWarsawDateTime } from '@portal/domain';
import { AcceptStatusField, AddressesField, useVoltageLabel } from './fields';
import { DELETED_TEXT } from '../theme';
import { AWAITING_BACKGROUND, awaitingAcceptance } from './rowStyles';
import { useRowLabel } from './useRowLabel';

/**
 * The planned-outage lists on phones (like the users list): an eight-column table would scroll
 * sideways, so each outage is one card with the same data, checkbox and row buttons.
 */
export const PlannedOutageCards = ({
  empty,
  buttons,
  selectable = false,
  showCreatedBy = false,
  bulkActions,
}: {
  empty: ReactNode;
  buttons: ReactNode;
  selectable?: boolean;
  showCreatedBy?: boolean;
  /** Buttons acting on the selection, in a bar above the cards while something is selected. */
  bulkActions?: ReactNode;
}) => {
  const { data, isPending, selectedIds, onToggleItem, onUnselectItems } = useListContext<PlannedOutageResponse>();
  const translate = useTranslate();
  const voltageLabel = useVoltageLabel();
  const rowLabel = useRowLabel();
  if (isPending) return null;
  if (!data || data.length === 0) return <>{empty}</>;
  return (
    <>
      {selectable && selectedIds.length > 0 && (
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            px: 1,
            py: 0.5,
            // The selected tint over an opaque paper: the bar sticks over the cards, whose text must not show through.
            bgcolor: 'background.paper',
            backgroundImage: (theme) => `linear-gradient(${theme.palette.action.selected}, ${theme.palette.action.selected})`,
            position: 'sticky',
            top: 48,
            zIndex: 2,
          }}
        >
          <IconButton size="small" aria-label={translate('ra.action.unselect')} onClick={() => onUnselectItems()}>
            <CloseIcon fontSize="small" />
          </IconButton>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
          </Typography>
          {bulkActions}
        </Stack>
      )}
      <MuiList disablePadding sx={{ bgcolor: 'background.paper' }}>
        {data.map((outage) => (
          <RecordContextProvider value={outage} key={outage.id}>
            <ListItem divider sx={{ display: 'block', bgcolor: awaitingAcceptance(outage) ? AWAITING_BACKGROUND : undefined }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                {selectable && (
                  <Checkbox
                    sx={{ ml: -1, mt: -0.5 }}
                    checked={selectedIds.includes(outage.id)}
                    disabled={outage.deleted}
                    onChange={() => onToggleItem(outage.id)}
                    slotProps={{ input: { 'aria-label': rowLabel('select', outage.id) } }}
                  />
                )}
                <Box
                  sx={{ minWidth: 0, flex: 1, textDecoration: outage.deleted ? 'line-through' : undefined, color: outage.deleted ? DELETED_TEXT : undefined }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                    <AcceptStatusField />
                    {outage.deleted && <Chip size="small" label={translate('resources.plannedOutages.list.deleted')} />}
                    <Typography variant="caption" color="text.secondary">
                      {translate('resources.plannedOutages.fields.id')} {outage.id}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {formatWarsawDateTime(outage.outageStart)} – {formatWarsawDateTime(outage.outageEnd)}
                  </Typography>
                  <AddressesField />
                  <Typography variant="body2" color="text.secondary">
                    {translate('resources.plannedOutages.fields.voltageLevel')}: {voltageLabel(outage.voltageLevel)}
                    {outage.taskNumber ? ` · ${translate('resources.plannedOutages.fields.taskNumber')}: ${outage.taskNumber}` : ''}
                  </Typography>
                  {showCreatedBy && (
                    <Typography variant="body2" color="text.secondary">
                      {translate('resources.plannedOutages.fields.createdBy')}: {outage.createdBy?.fullName}
                    </Typography>
                  )}
                </Box>
              </Stack>
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 0.5 }}>
                {buttons}
              </Stack>
            </ListItem>
          </RecordContextProvider>
        ))}
      </MuiList>
    </>
  );
};
