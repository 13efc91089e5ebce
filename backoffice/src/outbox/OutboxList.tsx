import type { ComponentType, ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Chip, CircularProgress, Divider, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, RefreshButton, Title, useListContext, useTranslate } from 'react-admin';
import { MessageText } from './MessageText';
import type { MailOutboxEntry, SmsOutboxEntry } from '../api/adminToolsTypes';
import { formatWarsawDateTime } from '@portal/domain';
import { OUTBOX_SIZE } from '../providers/adminToolsDataProvider';

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
export const OutboxList = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ pt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title="app.pages.outbox" />
      {/* The title is the page's h1 in the app bar (layout/StaffAppBar.tsx). Refreshing refreshes both lists. */}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <RefreshButton label="app.outbox.refresh" />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.outbox.help')}
      </Typography>
      <OutboxSection resource="mailOutbox" component={MailSection} empty="app.outbox.empty_mail">
        <Messages rows={(rows: MailOutboxEntry[]) => rows.map(fromMail)} withSubject />
      </OutboxSection>
      <OutboxSection resource="smsOutbox" component={SmsSection} empty="app.outbox.empty_sms">
        <Messages rows={(rows: SmsOutboxEntry[]) => rows.map(fromSms)} withSubject={false} />
      </OutboxSection>
    </Box>
  );
};

/**
 * One outbox as a react-admin list: the newest messages on one page (the outboxes have a limit, no paging), neither
 * in the address (two lists share the page) nor filtered.
 */
const OutboxSection = ({
  resource,
  component,
  empty,
  children,
}: {
  resource: string;
  component: ComponentType<SectionProps>;
  empty: string;
  children: ReactNode;
}) => (
  <List
    resource={resource}
    title={false}
    actions={false}
    perPage={OUTBOX_SIZE}
    pagination={false}
    component={component}
    error={<LoadFailed />}
    empty={false}
    exporter={false}
    disableSyncWithLocation
    // One outbox that fails to load says so at once; the other still shows.
    queryOptions={{ retry: false }}
    // The staff area's guard (RequireRole) has just verified the session for this route.
    disableAuthentication
  >
    <Pending empty={empty}>{children}</Pending>
  </List>
);

interface SectionProps {
  children?: ReactNode;
  className?: string;
}

const section = (title: string) =>
  function Section({ children, className }: SectionProps) {
    const translate = useTranslate();
    return (
      <Card component="section" className={className} aria-label={translate(title)}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate(title)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    );
  };
const MailSection = section('app.outbox.mail_title');
const SmsSection = section('app.outbox.sms_title');

const LoadFailed = () => {
  const translate = useTranslate();
  return <Alert severity="error">{translate('app.outbox.load_failed')}</Alert>;
};

const Pending = ({ empty, children }: { empty: string; children: ReactNode }) => {
  const translate = useTranslate();
  const { isPending, data } = useListContext();
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (!data || data.length === 0) return <Typography>{translate(empty)}</Typography>;
  return <>{children}</>;
};

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

const Content = ({ row }: { row: MessageRow }) =>
  row.subject === null ? (
    <MessageText text={row.text} />
  ) : (
    <Expandable summary={row.subject}>
      <MessageText text={row.text} />
    </Expandable>
  );

/** A table on wide screens; on phones one block per message (a five-column table would scroll sideways). */
function Messages<T>({ rows, withSubject }: { rows: (entries: T[]) => MessageRow[]; withSubject: boolean }) {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { data } = useListContext<T & { id: number }>();
  if (small) {
    return (
      <Stack divider={<Divider flexItem />} spacing={1.5}>
        {rows(data ?? []).map((row) => (
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
    // The list is the newest messages, newest first, as the server answers: no column offers sorting.
    <DataTable<MessageRow> data={rows(data ?? [])} bulkActionButtons={false} rowClick={false} sx={{ '& td': { verticalAlign: 'top' } }}>
      <DataTable.Col<MessageRow>
        label="app.outbox.created_at"
        disableSort
        sx={{ whiteSpace: 'nowrap' }}
        render={(row) => formatWarsawDateTime(row.createdAt)}
      />
      <DataTable.Col<MessageRow> label="app.outbox.to" source="to" disableSort sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col<MessageRow>
        label={withSubject ? 'app.outbox.subject' : 'app.outbox.text'}
        disableSort
        sx={{ minWidth: 240 }}
        render={(row) => <Content row={row} />}
      />
      <DataTable.Col<MessageRow> label="app.outbox.status" disableSort render={(row) => <StatusChip status={row.status} />} />
      <DataTable.Col<MessageRow>
        label="app.outbox.error"
        disableSort
        sx={{ color: 'error.main', overflowWrap: 'anywhere' }}
        render={(row) => row.error ?? ''}
      />
    </DataTable>
  );
}
