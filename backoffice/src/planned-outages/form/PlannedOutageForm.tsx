import { warsawDay } from '@portal/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Grid, Stack, Typography } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { DateInput, Form, TextInput, useTranslate } from 'react-admin';
import { requiredField } from '../../validation/rules';
import { AcceptStatusField } from '../fields';
import { RecipientInput, VoltageInput, WarsawDateTimeInput } from '../inputs';
import { AddressesSection } from './AddressesSection';
import { OutageFormMap } from './OutageFormMap';
import { endNotBeforeStart, preventEnterSubmit } from './outageValidation';
import { PlannedOutageFormToolbar } from './PlannedOutageFormToolbar';

const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/** After a failed save, moving the start re-checks the end (the rule compares the two). */
const RecheckEndWithStart = () => {
  const start = useWatch({ name: 'outageStart' });
  const { isSubmitted } = useFormState({ name: 'outageEnd' });
  const { trigger } = useFormContext();
  const previousStart = useRef(start);
  useEffect(() => {
    // Only a changed start: a server message under the end must survive the submission itself.
    if (previousStart.current === start) return;
    previousStart.current = start;
    if (isSubmitted) void trigger('outageEnd');
  }, [start, isSubmitted, trigger]);
  return null;
};

const TEXT_LIMIT = 1000;

/** Today in Warsaw as 'YYYY-MM-DD': the announcement date a new outage starts with. */
function todayInWarsaw(): string {
  return warsawDay(new Date());
}

/**
 * The add and edit form (spec §2.12, §5): times, addresses (import, paste, autocomplete, list,
 * lines to correct), details, and the map of the addresses with their hull. Enter does not submit.
 */
export const PlannedOutageForm = ({ editing, returnTo, notice }: { editing: boolean; returnTo: string; notice?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Form noValidate defaultValues={editing ? { unresolvedAddresses: [] } : { addresses: [], unresolvedAddresses: [], outageAnnouncement: todayInWarsaw() }}>
      <Box onKeyDown={preventEnterSubmit}>
        <RecheckEndWithStart />
        <Grid container spacing={3} sx={{ p: 2 }}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Stack spacing={3}>
              {notice}
              {editing && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" color="text.secondary">
                    {translate('resources.plannedOutages.show.status')}:
                  </Typography>
                  <AcceptStatusField />
                </Stack>
              )}
              <FormSection title="resources.plannedOutages.form.section_time">
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
                  <WarsawDateTimeInput source="outageStart" validate={requiredField()} />
                  <WarsawDateTimeInput source="outageEnd" validate={[requiredField(), endNotBeforeStart]} />
                </Stack>
              </FormSection>
              <FormSection title="resources.plannedOutages.form.section_addresses">
                <AddressesSection importFromRoute={!editing} />
              </FormSection>
              <FormSection title="resources.plannedOutages.form.section_details">
                <TextInput source="comment" multiline minRows={3} fullWidth slotProps={{ htmlInput: { maxLength: TEXT_LIMIT } }} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
                  <DateInput source="outageAnnouncement" validate={requiredField()} />
                  <VoltageInput source="voltageLevel" validate={requiredField()} sx={{ minWidth: 160 }} />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
                  <TextInput source="taskNumber" slotProps={{ htmlInput: { maxLength: 100 } }} />
                  <RecipientInput source="recipient" sx={{ minWidth: 160 }} />
                </Stack>
              </FormSection>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            {/* Beside the form on wide screens, it stays in view while the list grows. */}
            <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
              <OutageFormMap />
            </Box>
          </Grid>
        </Grid>
        <PlannedOutageFormToolbar editing={editing} returnTo={returnTo} />
      </Box>
    </Form>
  );
};
