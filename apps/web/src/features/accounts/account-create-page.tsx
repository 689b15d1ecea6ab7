import { Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '../../lib/router';
import { KINDS } from './account-kinds';
import {
  type AccountFormValues,
  type AccountKind,
  buildCreateBody,
  builtErrors,
  emptyAccountValues,
} from './account-model';
import { useAccountSave } from './account-save';
import { useCreateAccount } from './api/create-account';
import { AccountForm } from './components/account-form';

/** /managers/create, /doctors/create, /staffs/create. */
function AccountCreate({ kind }: { kind: AccountKind }) {
  const config = KINDS[kind];
  const navigate = useNavigate();
  const create = useCreateAccount(kind);
  const form = useForm<AccountFormValues>({
    initialValues: emptyAccountValues,
    validate: (values) => builtErrors(buildCreateBody(kind, values)),
  });
  const { formError, setFormError, save } = useAccountSave(kind, form);

  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{config.texts.createTitle}</Title>
      <AccountForm
        mode="create"
        kind={kind}
        form={form}
        pending={create.isPending}
        formError={formError}
        setFormError={setFormError}
        label={config.texts.createTitle}
        onCancel={() => navigate(config.cancelCreate)}
        onSubmit={(values, formElement) => {
          const built = buildCreateBody(kind, values);
          if ('errors' in built) return;
          save(create, built.body, {
            saved: config.texts.created,
            failed: config.texts.createFailed,
            formElement,
          });
        }}
      />
    </Stack>
  );
}

export function ManagerCreatePage() {
  return <AccountCreate kind="Manager" />;
}

export function DoctorCreatePage() {
  return <AccountCreate kind="Doctor" />;
}

export function StaffCreatePage() {
  return <AccountCreate kind="Staff" />;
}
