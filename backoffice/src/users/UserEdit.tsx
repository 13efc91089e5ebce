import { UnvalidatedSimpleForm } from './UnvalidatedSimpleForm';
import { Edit, SaveButton, Toolbar, useNavigate, useNotify } from 'react-admin';
import { RoleInput } from './RoleInput';
import { EmailInput, FullNameInput, PhoneInput } from './userInputs';
import { userErrorMessage } from './userErrorMessages';
import { useDelayedGoBack } from './useDelayedGoBack';
import { USER_PATHS } from './userPaths';
import { SecondFactorPanel } from './SecondFactorPanel';

/** /admin/user/edit/{id} (spec §2.6). Deleting is not here: the list's delete/restore button does it. */
export const UserEdit = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const goBack = useDelayedGoBack(USER_PATHS.list);

  return (
    <Edit
      resource="users"
      // Form fields read better at a moderate width than across a wide screen.
      sx={{ maxWidth: 720 }}
      title="resources.users.edit.title"
      // Wait for the server: its answer decides between the success toast and an error (spec §8).
      mutationMode="pessimistic"
      redirect={false}
      disableAuthentication
      queryOptions={{
        // react-admin would go to its own resource path (/users); ours is /admin/users.
        onError: (error) => {
          const status = (error as { status?: number }).status;
          if (status === 401) return; // the session is gone: authProvider.checkError sends to /login
          notify(status === 404 ? 'ra.notification.item_doesnt_exist' : userErrorMessage(error, 'edit'), { type: 'error' });
          navigate(USER_PATHS.list, { replace: true });
        },
      }}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.users.notifications.saved', { type: 'success' });
          goBack();
        },
        onError: (error) => notify(userErrorMessage(error, 'edit'), { type: 'error' }),
      }}
    >
      <UnvalidatedSimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <FullNameInput />
        <EmailInput />
        {/* Spec §5: the role dropdown is not required on edit; empty keeps the current role. */}
        <RoleInput source="systemRole" />
        <PhoneInput />
      </UnvalidatedSimpleForm>
      <SecondFactorPanel />
    </Edit>
  );
};
