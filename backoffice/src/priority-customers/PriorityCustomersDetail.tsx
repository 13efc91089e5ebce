import { useEffect, useState } from 'react';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import { Button, useTranslate } from 'react-admin';
import { useArea } from '../layout/AreaContext';
import { priorityApi, type PriorityCustomer } from './priorityApi';

type Count = { kind: 'loading' } | { kind: 'count'; value: number } | { kind: 'failed' };
type List = { kind: 'closed' } | { kind: 'loading' } | { kind: 'open'; rows: PriorityCustomer[] } | { kind: 'failed' };

/**
 * In the planned-outage preview (docs/priority-customers.md): the accepter and the call centre see how many
 * priority customers the outage affects; the call centre may open the list to call them. The list is asked for only
 * on the click, since every opening is recorded for the administrator; other roles see nothing (the server would
 * refuse them anyway).
 */
export function PriorityCustomersDetail({ plannedOutageId }: { plannedOutageId: number }) {
  const { role } = useArea();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.priority.${key}`, options);
  const [count, setCount] = useState<Count>({ kind: 'loading' });
  const [list, setList] = useState<List>({ kind: 'closed' });
  const sees = role === 'ACCEPTER' || role === 'CALLCENTER';

  useEffect(() => {
    if (!sees) return;
    let live = true;
    setCount({ kind: 'loading' });
    setList({ kind: 'closed' });
    priorityApi.count(plannedOutageId).then(
      ({ count: value }) => live && setCount({ kind: 'count', value }),
      () => live && setCount({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [plannedOutageId, sees]);

  if (!sees) return null;
  const open = async () => {
    setList({ kind: 'loading' });
    try {
      setList({ kind: 'open', rows: await priorityApi.list(plannedOutageId) });
    } catch {
      setList({ kind: 'failed' });
    }
  };

  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {t('count_label')}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0 }} data-testid="priority-count">
        {count.kind === 'loading' ? t('loading') : count.kind === 'failed' ? t('failed') : count.value}
      </Typography>
      {role === 'CALLCENTER' && count.kind === 'count' && count.value > 0 && (
        <Box component="dd" sx={{ m: 0, mt: 1 }}>
          {list.kind !== 'open' && (
            <>
              <Button label="app.priority.open_list" variant="outlined" disabled={list.kind === 'loading'} onClick={() => void open()}>
                <PhoneIcon />
              </Button>
              <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('list_recorded')}
              </Typography>
            </>
          )}
          {list.kind === 'failed' && <Typography role="alert">{t('failed')}</Typography>}
          {list.kind === 'open' && (
            <Table size="small" aria-label={t('list_title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('full_name')}</TableCell>
                  <TableCell>{t('phone')}</TableCell>
                  <TableCell>{t('address')}</TableCell>
                  <TableCell>{t('equipment')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.rows.map((r, i) => (
                  <TableRow key={i}>
                    <TableCell>{r.fullName}</TableCell>
                    <TableCell>{r.phone ? <Link href={`tel:+48${r.phone}`}>{r.phone}</Link> : t('no_phone')}</TableCell>
                    <TableCell>{r.address}</TableCell>
                    <TableCell>
                      {t(`equipment_types.${r.equipment}`)}
                      {r.equipmentNote ? `: ${r.equipmentNote}` : ''}
                    </TableCell>
                  </TableRow>
                ))}
                {list.rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4}>{t('list_empty')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </Box>
  );
}
