import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AreaUploadResult } from '../api/adminToolsTypes';
import { serverMessage } from '../planned-outages/errorMessages';
import type { StaffDataProvider } from '../providers/dataProvider';
import { GEOJSON_ACCEPT, isGeoJsonFileName } from './areaFile';

export interface AddAreasDialogProps {
  open: boolean;
  onClose: () => void;
  onUploaded: (result: AreaUploadResult) => void;
}

/**
 * 'Add areas' (spec §2.7, §5): one .geojson file. The extension is checked here ('Akceptowane są
 * wyłącznie pliki geoJSON', upload disabled until a valid file is chosen); the content is checked by
 * the server, whose message says what is wrong and where (feature number) and is shown as it is.
 */
export const AddAreasDialog = ({ open, onClose, onUploaded }: AddAreasDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wrongType = file !== null && !isGeoJsonFileName(file.name);

  const reset = () => {
    setFile(null);
    setServerError(null);
    if (input.current) input.current.value = '';
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setServerError(null);
    setFile(event.target.files?.[0] ?? null);
  };
  const upload = async () => {
    if (!file || wrongType) return;
    setBusy(true);
    setServerError(null);
    try {
      const result = await dataProvider.uploadAreas(file);
      reset();
      onUploaded(result);
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      setServerError(status === 403 ? translate('app.errors.forbidden') : (serverMessage(error) ?? translate('app.areas.upload_failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.areas.dialog_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.areas.dialog_help')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            {translate('app.areas.choose_file')}
            <input ref={input} type="file" hidden accept={GEOJSON_ACCEPT} onChange={choose} data-testid="area-file" />
          </Button>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {file ? file.name : translate('app.areas.no_file')}
          </Typography>
        </Box>
        {wrongType && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('app.areas.wrong_type')}
          </Alert>
        )}
        {serverError && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {serverError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('app.areas.cancel')}
        </Button>
        <Button variant="contained" onClick={upload} disabled={!file || wrongType || busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {translate('app.areas.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
