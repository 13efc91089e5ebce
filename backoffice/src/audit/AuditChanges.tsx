import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditRecord } from '../api/types';
import { changeRows, fieldLabelKey, readableValue } from './auditLabels';

/** Before/after of a record as a table of fields: Polish field names, readable values, changed rows marked. */
export const AuditChanges = () => {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const t = (key: string) => translate(`resources.audit.changes.${key}`);
  const words = { yes: t('yes'), no: t('no'), none: '—' };
  const rows = changeRows(record.before, record.after);
  if (!rows.length) return <Typography variant="body2">{t('none')}</Typography>;
  return (
    <Table size="small" aria-label={t('title')} sx={{ maxWidth: 900 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('before')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('after')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field} sx={row.changed ? { '& td, & th': { fontWeight: 600 } } : undefined}>
            <TableCell component="th" scope="row">
              {translate(fieldLabelKey(row.field), { _: row.field })}
              {row.changed && (
                <Typography component="span" variant="caption" sx={{ ml: 1 }}>
                  ({t('changed')})
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{record.before === null ? '' : readableValue(row.before, words)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{record.after === null ? '' : readableValue(row.after, words)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
