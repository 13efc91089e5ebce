import { SelectInput, type SelectInputProps } from 'react-admin';
import { useRoleChoices } from './useRoleChoices';

/** A role select whose choices come from the server (spec §2.5: "roles loaded from the server"). */
export const RoleInput = (props: Omit<SelectInputProps, 'choices'>) => <SelectInput {...props} choices={useRoleChoices()} />;
