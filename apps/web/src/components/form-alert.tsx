import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { appMessages } from '../messages';

/** The failure of a form's last submit, above its fields; nothing while there is none. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" title={appMessages.errorTitle} role="alert">
      {children}
    </Alert>
  );
}
