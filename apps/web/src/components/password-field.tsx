import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { appMessages } from '../messages';

/** PasswordInput with a Vietnamese name on its show/hide button. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': appMessages.togglePassword }}
      autoComplete="current-password"
      {...props}
    />
  );
}
