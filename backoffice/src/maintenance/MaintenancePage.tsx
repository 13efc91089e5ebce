import { Alert, Box, Card, CardContent, CircularProgress } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Form, HttpError, SaveButton, Title, Toolbar, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SettingEntry } from '../api/types';
import { CheckboxInput } from './CheckboxInput';
import { TestSmsButton } from './TestSmsButton';
import { WarsawDateTimeInput } from '../planned-outages/inputs';
import type { StaffDataProvider } from '../providers/dataProvider';
import { endAfterStart, toMaintenanceValues, toSettingEdits, type MaintenanceValues } from './maintenanceSettings';

const SETTINGS_KEY = ['settings'];
// Public spec §9: the maintenance toast lasts 2.5 s.
const SAVED_TOAST_MS = 2500;

/** /admin/maintenance (spec §2.8): when the portal is down for maintenance and whether the public sees a warning. */
export const MaintenancePage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => dataProvider.getSettings() });

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="app.pages.maintenance" />
      <CardContent>
        {settings.isPending ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : settings.isError ? (
          <Alert severity="error">{translate('app.maintenance.load_failed')}</Alert>
        ) : (
          <MaintenanceForm entries={settings.data} />
        )}
        <TestSmsButton />
      </CardContent>
    </Card>
  );
};

const MaintenanceForm = ({ entries }: { entries: SettingEntry[] }) => {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const save = useMutation({
    mutationFn: (values: MaintenanceValues) => dataProvider.editSettings(toSettingEdits(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      notify('app.maintenance.saved', { type: 'success', autoHideDuration: SAVED_TOAST_MS });
    },
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync(values as unknown as MaintenanceValues);
      return undefined;
    } catch (error) {
      // The server's field messages (e.g. the end before the start) go under the fields.
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      notify(error instanceof HttpError && error.status === 403 ? 'app.errors.forbidden' : 'app.errors.unexpected', { type: 'error' });
      return errors;
    }
  };

  return (
    <Form defaultValues={toMaintenanceValues(entries)} onSubmit={submit} noValidate>
      <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 360 }}>
        <WarsawDateTimeInput source="maintenanceStart" label="app.maintenance.start" />
        <WarsawDateTimeInput source="maintenanceEnd" label="app.maintenance.end" validate={endAfterStart} />
        <CheckboxInput source="showMaintenance" label="app.maintenance.show_warning" />
      </Box>
      <Toolbar>
        <SaveWhenBothTimes />
      </Toolbar>
    </Form>
  );
};

/** Spec §2.8: Save is enabled only when both times are set. */
const SaveWhenBothTimes = () => {
  const [start, end] = useWatch({ name: ['maintenanceStart', 'maintenanceEnd'] });
  const bothSet = Boolean(start) && Boolean(end);
  return <SaveButton disabled={!bothSet} alwaysEnable={bothSet} />;
};
