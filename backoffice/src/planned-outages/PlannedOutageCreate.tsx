import { Create, useLocation, useNavigate, useNotify } from 'react-admin';
import { hasFieldErrors, plannedOutageErrorMessage } from './errorMessages';
import { PlannedOutageForm } from './form/PlannedOutageForm';
import { masterListToReturnTo } from './plannedOutagePaths';

/**
 * /master/planned/add (spec §2.12, §4.3): on success back to the list it came from with
 * showToast=show; 403 and other failures as spec §8 says; a 400 naming fields puts each message
 * under its field (react-admin, with its "the form has errors" toast).
 */
export const PlannedOutageCreate = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const { state } = useLocation();
  const returnTo = masterListToReturnTo(state);
  return (
    <Create
      resource="plannedOutages"
      title="resources.plannedOutages.form.create_title"
      redirect={false}
      disableAuthentication
      mutationOptions={{
        onSuccess: () => navigate(`${returnTo}?showToast=show`),
        onError: (error) => {
          if (!hasFieldErrors(error)) notify(plannedOutageErrorMessage(error), { type: 'error' });
        },
      }}
    >
      <PlannedOutageForm editing={false} returnTo={returnTo} />
    </Create>
  );
};
