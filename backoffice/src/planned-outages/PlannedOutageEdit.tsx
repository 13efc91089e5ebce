import { Alert } from '@mui/material';
import { Edit, useLocation, useNavigate, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { PlannedOutageResponse } from '../api/plannedOutageTypes';
import { hasFieldErrors, plannedOutageErrorMessage } from './errorMessages';
import { PlannedOutageForm } from './form/PlannedOutageForm';
import { isCreator } from './ownership';
import { masterListToReturnTo } from './plannedOutagePaths';

/** Someone who did not create the outage reached the form by its address: the server will refuse (403). */
const NotCreatorNotice = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  const translate = useTranslate();
  if (!record || isCreator(record)) return null;
  return <Alert severity="warning">{translate('resources.plannedOutages.form.not_creator')}</Alert>;
};

/** /master/planned/edit/{id} (spec §2.12, §4.3): the same save call with the id; same outcomes as adding. */
export const PlannedOutageEdit = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const { state } = useLocation();
  const returnTo = masterListToReturnTo(state);
  return (
    <Edit
      resource="plannedOutages"
      title="resources.plannedOutages.form.edit_title"
      // Wait for the server: its answer decides between the list with the toast and an error.
      mutationMode="pessimistic"
      redirect={false}
      disableAuthentication
      queryOptions={{
        onError: (error) => {
          if ((error as { status?: number }).status === 401) return; // authProvider.checkError sends to /login
          notify(plannedOutageErrorMessage(error), { type: 'error' });
          navigate(returnTo, { replace: true });
        },
      }}
      mutationOptions={{
        onSuccess: () => navigate(`${returnTo}?showToast=show`),
        onError: (error) => {
          if (!hasFieldErrors(error)) notify(plannedOutageErrorMessage(error), { type: 'error' });
        },
      }}
    >
      <PlannedOutageForm editing returnTo={returnTo} notice={<NotCreatorNotice />} />
    </Edit>
  );
};
