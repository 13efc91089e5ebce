import { useRef, type ReactNode } from 'react';
import { Button as MuiButton, CircularProgress } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, useTranslate } from 'react-admin';
import { EXCEL_ACCEPT } from './useImportAddressList';

/**
 * 'Importuj plik Excel': a button over a hidden file input taking several .xlsx/.xls files
 * (spec §2.9, §2.12). The chosen files go to `onFiles`; choosing the same files again works.
 * In a list's toolbar it is react-admin's button (an icon on phones, like its neighbours);
 * `labelled` keeps the text on every screen (the form, where the icon alone would be a riddle).
 */
export const ExcelFilesButton = ({ onFiles, busy = false, labelled = false }: { onFiles: (files: File[]) => void; busy?: boolean; labelled?: boolean }) => {
  const input = useRef<HTMLInputElement>(null);
  const translate = useTranslate();
  const icon: ReactNode = busy ? <CircularProgress size={16} /> : <UploadFileIcon />;
  const open = () => input.current?.click();
  return (
    <>
      {labelled ? (
        <MuiButton variant="outlined" size="small" startIcon={icon} onClick={open} disabled={busy}>
          {translate('resources.plannedOutages.actions.import_excel')}
        </MuiButton>
      ) : (
        <Button label="resources.plannedOutages.actions.import_excel" onClick={open} disabled={busy}>
          {icon}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept={EXCEL_ACCEPT}
        multiple
        hidden
        data-testid="excel-files"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
};
