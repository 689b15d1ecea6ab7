import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RequireStaff } from '../../components/require-staff';
import { type FieldErrors, focusFirstInvalid } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { KINDS } from './account-kinds';
import { type AccountKind, buildCreateBody, emptyAccountValues, interpretSaveError } from './account-model';
import { useCreateAccount } from './api/create-account';
import { AccountForm } from './components/account-form';

/** /managers/create, /doctors/create, /staffs/create. */
function AccountCreate({ kind }: { kind: AccountKind }) {
  const config = KINDS[kind];
  const navigate = useNavigate();
  const create = useCreateAccount(kind);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{config.texts.createTitle}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <AccountForm
          mode="create"
          withBio={kind === 'Doctor'}
          initial={emptyAccountValues}
          pending={create.isPending}
          errors={errors}
          formError={formError}
          onErrorsChange={setErrors}
          label={config.texts.createTitle}
          onCancel={() => navigate(config.cancelCreate)}
          onSubmit={(values, form) => {
            setFormError(null);
            const built = buildCreateBody(kind, values);
            if ('errors' in built) {
              setErrors(built.errors);
              focusFirstInvalid(form);
              return;
            }
            create.mutate(built.body, {
              onSuccess: () => {
                notifySuccess(config.texts.created);
                navigate(config.afterSave);
              },
              onError: (error) => {
                const failure = interpretSaveError(error, config.texts.createFailed);
                setFormError(failure.message);
                setErrors(failure.fieldErrors);
                notifyError(failure.message);
                focusFirstInvalid(form);
              },
            });
          }}
        />
      </Paper>
    </Stack>
  );
}

export function ManagerCreatePage() {
  return (
    <RequireStaff roles={KINDS.Manager.roles}>
      <AccountCreate kind="Manager" />
    </RequireStaff>
  );
}

export function DoctorCreatePage() {
  return (
    <RequireStaff roles={KINDS.Doctor.roles}>
      <AccountCreate kind="Doctor" />
    </RequireStaff>
  );
}

export function StaffCreatePage() {
  return (
    <RequireStaff roles={KINDS.Staff.roles}>
      <AccountCreate kind="Staff" />
    </RequireStaff>
  );
}
