import { messages } from '@clinic/contract';
import type { ReactNode } from 'react';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { ApiError } from '../../lib/api-client';
import { notifyInfo } from '../../lib/notify';
import { useNavigate, useParams } from '../../lib/router';
import { KINDS, routeUserId } from './account-kinds';
import {
  type AccountKind,
  type AccountProfile,
  buildUpdateBody,
  hasChanges,
  valuesFromProfile,
} from './account-model';
import { useAccountForm } from './account-save';
import { useAccount } from './api/get-account';
import { useDoctorByUser } from './api/get-doctor-by-user';
import { useUpdateAccount } from './api/update-account';
import { AccountForm, AccountPage } from './components/account-form';
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

  return <AccountPage title={config.texts.updateTitle}>{body}</AccountPage>;
}

function UpdateForm({ kind, profile }: { kind: AccountKind; profile: AccountProfile }) {
  const config = KINDS[kind];
  const navigate = useNavigate();
  const update = useUpdateAccount(kind);
  const { form, formProps, save } = useAccountForm(kind, valuesFromProfile(profile), (values) =>
    buildUpdateBody(kind, profile, values),
  );

  return (
    <AccountForm
      mode="update"
      {...formProps}
      pending={update.isPending}
      label={config.texts.updateTitle}
      onCancel={() => navigate(config.list)}
      onSubmit={(values, formElement) => {
        if (config.requireChange && !hasChanges(form.getInitialValues(), values)) {
          notifyInfo(m.unchanged);
          return;
        }
        save(update, values, {
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
