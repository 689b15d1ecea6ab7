import { messages } from '@clinic/contract';
import { Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { ApiError } from '../../lib/api-client';
import { notifyInfo } from '../../lib/notify';
import { useNavigate, useParams } from '../../lib/router';
import { KINDS, routeUserId } from './account-kinds';
import {
  type AccountFormValues,
  type AccountKind,
  type AccountProfile,
  buildUpdateBody,
  builtErrors,
  hasChanges,
  valuesFromProfile,
} from './account-model';
import { useAccountSave } from './account-save';
import { useAccount } from './api/get-account';
import { useDoctorByUser } from './api/get-doctor-by-user';
import { useUpdateAccount } from './api/update-account';
import { AccountForm } from './components/account-form';
import { accountsMessages as m } from './messages';

/** /managers/update/{userId}, /doctors/update/{userId}, /staffs/update/{userId}. */
function AccountUpdate({ kind }: { kind: AccountKind }) {
  const config = KINDS[kind];
  const userId = routeUserId(useParams().userId);
  const isDoctor = kind === 'Doctor';
  const staffLike = useAccount(kind === 'Doctor' ? 'Staff' : kind, userId ?? 0, !isDoctor && userId !== null);
  const doctor = useDoctorByUser(userId ?? 0, isDoctor && userId !== null);
  const query = isDoctor ? doctor : staffLike;

  let body: ReactNode;
  if (userId === null) {
    body = <NotFoundState title={m.notFound} backTo={config.list} backLabel={m.backToList} />;
  } else if (query.isPending) {
    body = <PageLoader />;
  } else if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    body = missing ? (
      <NotFoundState title={m.notFound} backTo={config.list} backLabel={m.backToList} />
    ) : (
      <PageError message={config.texts.loadOneFailed} onRetry={() => void query.refetch()} />
    );
  } else {
    body = <UpdateForm kind={kind} profile={query.data} />;
  }

  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{config.texts.updateTitle}</Title>
      {body}
    </Stack>
  );
}

function UpdateForm({ kind, profile }: { kind: AccountKind; profile: AccountProfile }) {
  const config = KINDS[kind];
  const navigate = useNavigate();
  const update = useUpdateAccount(kind);
  const form = useForm<AccountFormValues>({
    initialValues: valuesFromProfile(profile),
    validate: (values) => builtErrors(buildUpdateBody(kind, profile, values)),
  });
  const { formError, setFormError, save } = useAccountSave(kind, form);

  return (
    <AccountForm
      mode="update"
      kind={kind}
      form={form}
      pending={update.isPending}
      formError={formError}
      setFormError={setFormError}
      label={config.texts.updateTitle}
      onCancel={() => navigate(config.list)}
      onSubmit={(values, formElement) => {
        const built = buildUpdateBody(kind, profile, values);
        if ('errors' in built) return;
        if (config.requireChange && !hasChanges(form.getInitialValues(), values)) {
          notifyInfo(m.unchanged);
          return;
        }
        save(update, built.body, {
          saved: config.texts.updated,
          failed: config.texts.updateFailed,
          formElement,
          // A new e-mail is only requested: the account's owner still has to confirm it.
          onSaved: (message) => {
            if (message === messages.profile.emailChangePending) notifyInfo(m.emailPending);
          },
        });
      }}
    />
  );
}

export function ManagerUpdatePage() {
  return <AccountUpdate kind="Manager" />;
}

export function DoctorUpdatePage() {
  return <AccountUpdate kind="Doctor" />;
}

export function StaffUpdatePage() {
  return <AccountUpdate kind="Staff" />;
}
