import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { CardContentInner, Form } from 'react-admin';

/**
 * react-admin's SimpleForm with the browser's own checks off: our Polish messages, not the browser's bubbles for
 * type="email". SimpleForm hands `noValidate` to its inner Stack too, which wrote `<div novalidate>` (invalid HTML);
 * this is its layout (the card's content, a column of inputs, the toolbar) with `noValidate` on the form alone.
 */
export const UnvalidatedSimpleForm = ({ children, toolbar }: { children: ReactNode; toolbar: ReactNode }) => (
  <Form noValidate>
    <CardContentInner>
      <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
    </CardContentInner>
    {toolbar}
  </Form>
);
