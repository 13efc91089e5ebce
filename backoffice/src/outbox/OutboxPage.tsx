import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { MessageText } from './MessageText';
import type { MailOutboxEntry, SmsOutboxEntry } from '../api/adminToolsTypes';
import { formatWarsawDateTime } from '@portal/domain';
import type { StaffDataProvider } from '../providers/dataProvider';

const STATUS_COLOURS: Record<string, 'success' | 'error' | 'default' | 'warning'> = {
  SENT: 'success',
  FAILED: 'error',
  LOGGED: 'default',
  PENDING: 'warning',
};
const KNOWN_STATUSES = ['PENDING', 'SENT', 'FAILED', 'LOGGED'];

/**
 * /admin/outbox 'Wiadomości wychodzące': the newest mails and text messages with their delivery status.
 * Without SMTP or an SMS gateway (a newcomer's machine) this is where confirmation links are read; in
 * operation it is where delivery failures show, with the provider's reason.
 */
export const OutboxPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const mails = useQuery({ queryKey: ['outbox', 'mail'], queryFn: () => dataProvider.getMailOutbox(), retry: false });
  const sms = useQuery({ queryKey: ['outbox', 'sms'], queryFn: () => dataProvider.getSmsOutbox(), retry: false });
  const refresh = () => {
    void mails.refetch();
    void sms.refetch();
  };

  return (
    <Box sx={{ pt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title="app.pages.outbox" />
      {/* The title is the page's h1 in the app bar (layout/StaffAppBar.tsx). */}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Button startIcon={<RefreshIcon />} onClick={refresh} disabled={mails.isFetching || sms.isFetching}>
          {translate('app.outbox.refresh')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.outbox.help')}
      </Typography>
      <Section title="app.outbox.mail_title" query={mails} empty="app.outbox.empty_mail">
        {(rows: MailOutboxEntry[]) => <MailTable rows={rows} />}
      </Section>
      <Section title="app.outbox.sms_title" query={sms} empty="app.outbox.empty_sms">
        {(rows: SmsOutboxEntry[]) => <SmsTable rows={rows} />}
      </Section>
    </Box>
  );
};

function Section<T>({ title, query, empty, children }: { title: string; query: UseQueryResult<T[]>; empty: string; children: (rows: T[]) => ReactNode }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {query.isPending ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : query.isError ? (
          <Alert severity="error">{translate('app.outbox.load_failed')}</Alert>
        ) : query.data.length === 0 ? (
          <Typography>{translate(empty)}</Typography>
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}

const StatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status] ?? 'default'}
      label={KNOWN_STATUSES.includes(status) ? translate(`app.outbox.statuses.${status}`) : status}
    />
  );
};

const Expandable = ({ summary, children }: { summary: string; children: ReactNode }) => (
  <Box component="details" sx={{ '& > summary': { cursor: 'pointer' } }}>
    <summary>{summary}</summary>
    <Box sx={{ mt: 1 }}>{children}</Box>
  </Box>
);

interface MessageRow {
  id: number;
  createdAt: string;
  to: string;
  /** A mail's subject; a text message has none (its text is short and shown whole). */
  subject: string | null;
  text: string;
  status: string;
  error: string | null;
}

const fromMail = (mail: MailOutboxEntry): MessageRow => ({ ...mail });
const fromSms = (sms: SmsOutboxEntry): MessageRow => ({ ...sms, to: `+${sms.to}`, subject: null });

const MailTable = ({ rows }: { rows: MailOutboxEntry[] }) => <Messages rows={rows.map(fromMail)} withSubject />;
const SmsTable = ({ rows }: { rows: SmsOutboxEntry[] }) => <Messages rows={rows.map(fromSms)} withSubject={false} />;

const Content = ({ row }: { row: MessageRow }) =>
  row.subject === null ? (
    <MessageText text={row.text} />
  ) : (
    <Expandable summary={row.subject}>
      <MessageText text={row.text} />
    </Expandable>
  );

/** A table on wide screens; on phones one block per message (a five-column table would scroll sideways). */
const Messages = ({ rows, withSubject }: { rows: MessageRow[]; withSubject: boolean }) => {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <Stack divider={<Divider flexItem />} spacing={1.5}>
        {rows.map((row) => (
          <Box key={row.id} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {formatWarsawDateTime(row.createdAt)}
              </Typography>
              <StatusChip status={row.status} />
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {translate('app.outbox.to')}: {row.to}
            </Typography>
            <Content row={row} />
            {row.error && (
              <Typography variant="body2" color="error">
                {row.error}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.outbox.created_at')}</TableCell>
            <TableCell>{translate('app.outbox.to')}</TableCell>
            <TableCell>{translate(withSubject ? 'app.outbox.subject' : 'app.outbox.text')}</TableCell>
            <TableCell>{translate('app.outbox.status')}</TableCell>
            <TableCell>{translate('app.outbox.error')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWarsawDateTime(row.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.to}</TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                <Content row={row} />
              </TableCell>
              <TableCell>
                <StatusChip status={row.status} />
              </TableCell>
              <TableCell sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>{row.error ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
