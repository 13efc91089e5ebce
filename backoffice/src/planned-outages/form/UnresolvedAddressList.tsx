import { Alert, AlertTitle, Button as MuiButton, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

/**
 * Lines the geocoder did not recognise (spec §2.12): never dropped silently. Each can be corrected
 * and looked up again ('Szukaj ponownie') or removed.
 */
export const UnresolvedAddressList = ({
  lines,
  searching,
  onChange,
  onSearchAgain,
  onRemove,
  onRemoveAll,
}: {
  lines: readonly string[];
  /** Index of the line being looked up again, if any. */
  searching: number | null;
  onChange: (index: number, text: string) => void;
  onSearchAgain: (index: number) => void;
  onRemove: (index: number) => void;
  onRemoveAll: () => void;
}) => {
  const translate = useTranslate();
  if (lines.length === 0) return null;
  const removeLabel = translate('resources.plannedOutages.actions.remove_unresolved');
  const searchLabel = translate('resources.plannedOutages.actions.search_again');
  return (
    <Alert
      severity="warning"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
      role="region"
      aria-label={translate('resources.plannedOutages.form.unresolved_title', { smart_count: lines.length })}
    >
      <AlertTitle>{translate('resources.plannedOutages.form.unresolved_title', { smart_count: lines.length })}</AlertTitle>
      <Stack spacing={1} sx={{ maxHeight: 320, overflowY: 'auto', pt: 1 }}>
        {lines.map((line, index) => (
          // Side by side where there is room; on phones the field takes the width and the buttons go under it.
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              size="small"
              fullWidth
              value={line}
              label={translate('resources.plannedOutages.form.unresolved_input')}
              onChange={(event) => onChange(index, event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onSearchAgain(index);
              }}
              disabled={searching === index}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', flexShrink: 0 }}>
              <MuiButton
                size="small"
                startIcon={<SearchIcon />}
                onClick={() => onSearchAgain(index)}
                disabled={searching !== null || line.trim() === ''}
                aria-label={`${searchLabel}: ${line}`}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {searchLabel}
              </MuiButton>
              <Tooltip title={removeLabel}>
                <IconButton size="small" aria-label={`${removeLabel}: ${line}`} onClick={() => onRemove(index)} disabled={searching === index}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          </Stack>
        ))}
      </Stack>
      {lines.length > 1 && (
        <MuiButton size="small" color="inherit" onClick={onRemoveAll} sx={{ mt: 1 }}>
          {translate('resources.plannedOutages.actions.remove_all_unresolved')}
        </MuiButton>
      )}
    </Alert>
  );
};
