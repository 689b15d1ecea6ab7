import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { ModalsProvider } from '@mantine/modals';
import { appMessages } from '../../messages';
import { RequireAuth } from '../require-auth';

/**
 * Logged-in screens only: confirm dialogs are used there and nowhere public, so the modal code stays out of
 * what the home page loads.
 */
export function ProtectedLayout() {
  return (
    <ModalsProvider labels={{ confirm: appMessages.confirm, cancel: appMessages.cancel }}>
      <RequireAuth />
    </ModalsProvider>
  );
}
