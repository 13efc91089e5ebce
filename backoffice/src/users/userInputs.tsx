import { TextInput, type TextInputProps } from 'react-admin';
import { FIELD_LIMITS, maxLengthOf, requiredField, validEmail, validPhone } from '../validation/rules';

// Inputs shared by the add and edit forms, so both apply the same rules (spec §5).

export const FullNameInput = (props: Partial<TextInputProps>) => (
  <TextInput source="fullName" validate={[requiredField(), maxLengthOf(FIELD_LIMITS.fullName)]} autoComplete="off" {...props} />
);

export const EmailInput = (props: Partial<TextInputProps>) => (
  <TextInput source="email" type="email" validate={[requiredField(), validEmail(), maxLengthOf(FIELD_LIMITS.email)]} autoComplete="off" {...props} />
);

/** Spec §2.6 "free numeric": typed as text so leading zeros and + survive; no digit grouping. */
export const PhoneInput = (props: Partial<TextInputProps>) => (
  <TextInput source="phone" type="tel" validate={validPhone()} slotProps={{ htmlInput: { inputMode: 'tel' } }} {...props} />
);
