import { useNavigate } from '../../lib/router';
import { KINDS } from './account-kinds';
import { type AccountKind, buildCreateBody, emptyAccountValues } from './account-model';
import { useAccountForm } from './account-save';
import { useCreateAccount } from './api/create-account';
import { AccountForm, AccountPage } from './components/account-form';

/** /managers/create, /doctors/create, /staffs/create. */
function AccountCreate({ kind }: { kind: AccountKind }) {
  const config = KINDS[kind];
  const navigate = useNavigate();
  const create = useCreateAccount(kind);
  const { formProps, save } = useAccountForm(kind, emptyAccountValues, (values) =>
    buildCreateBody(kind, values),
  );

  return (
    <AccountPage title={config.texts.createTitle}>
      <AccountForm
        mode="create"
        {...formProps}
        pending={create.isPending}
        label={config.texts.createTitle}
        onCancel={() => navigate(config.cancelCreate)}
        onSubmit={(values, formElement) =>
          save(create, values, {
            saved: config.texts.created,
            failed: config.texts.createFailed,
            formElement,
          })
        }
      />
    </AccountPage>
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
