import './components/accounts-styles';
import {
  type DoctorListItem,
  formatDateVi,
  GENDER_VI,
  type ManagerListItem,
  type PatientListItem,
  type ProfileBase,
  type StaffListItem,
} from '@clinic/contract';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../components/data-table';
import { RowActions } from '../../components/row-actions';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { KINDS } from './account-kinds';
import { type AccountKind, type AccountProfile, loadErrorMessage } from './account-model';
import { AccountListFrame } from './components/account-list-frame';
import { accountsMessages as m } from './messages';
import { useDeactivate } from './use-deactivate';

const cell = (value: string | null | undefined) => (value?.trim() ? value : m.notSet);

const idColumn: Column<ProfileBase> = { header: m.colId, cell: (row) => row.userId };
const nameColumn: Column<ProfileBase> = { header: m.colName, cell: (row) => row.fullName };
const usernameColumn: Column<ProfileBase> = { header: m.colUsername, cell: (row) => row.username };
const emailColumn: Column<ProfileBase> = { header: m.colEmail, cell: (row) => row.email };
const phoneColumn: Column<ProfileBase> = { header: m.colPhone, cell: (row) => cell(row.phoneNumber) };
/** What a manager's or a staff member's row starts with. */
const accountColumns = [idColumn, nameColumn, usernameColumn, emailColumn, phoneColumn];

/**
 * The manager, doctor and staff lists: the kind's texts and routes, the given columns, then Edit and Delete
 * (a soft deletion after a confirm, where `canDelete` allows it). `extraActions` adds buttons after them.
 */
function ManagedAccountList<T extends AccountProfile>({
  kind,
  minWidth,
  columns,
  canDelete = () => true,
  extraActions,
}: {
  kind: AccountKind;
  minWidth: number;
  columns: Column<T>[];
  canDelete?: (row: T) => boolean;
  extraActions?: (row: T) => ReactNode;
}) {
  const { texts: t, create, update } = KINDS[kind];
  const deactivate = useDeactivate(kind);
  return (
    <AccountListFrame<T>
      accountRole={kind}
      title={t.listTitle}
      addLabel={t.add}
      addTo={create}
      searchPlaceholder={t.searchPlaceholder}
      empty={t.empty}
      errorMessage={(e) => loadErrorMessage(e, t.loadFailed, t.loadError)}
      renderTable={(items) => (
        <DataTable
          caption={t.caption}
          columns={[
            ...columns,
            {
              header: m.actions,
              cell: (row) => (
                <RowActions
                  editLabel={m.editLabel(row.fullName)}
                  deleteLabel={m.deleteLabel(row.fullName)}
                  editTo={update(row.userId)}
                  onDelete={canDelete(row) ? () => deactivate.confirm(row) : undefined}
                  deleting={deactivate.pendingUserId === row.userId}
                >
                  {extraActions?.(row)}
                </RowActions>
              ),
            },
          ]}
          rows={items}
          rowKey={(row) => row.userId}
          minWidth={minWidth}
        />
      )}
    />
  );
}

/** /managers and /manager-management (Admin): active managers, searched by name, username or e-mail. */
export function ManagersPage() {
  return <ManagedAccountList<ManagerListItem> kind="Manager" minWidth={720} columns={accountColumns} />;
}

/** /doctors-management (Admin, Manager, Staff): every doctor, the inactive ones marked. */
export function DoctorsPage() {
  return (
    <ManagedAccountList<DoctorListItem>
      kind="Doctor"
      minWidth={860}
      columns={[
        {
          header: m.colName,
          cell: (row) => (
            <>
              <Text size="sm" fw={500}>
                {row.fullName}
              </Text>
              {!row.isActive && (
                <Badge color="gray.7" variant="default" mt={4}>
                  {m.inactive}
                </Badge>
              )}
            </>
          ),
        },
        emailColumn,
        phoneColumn,
        {
          header: m.colBio,
          td: { maw: 320 },
          cell: (row) => (
            <Text size="sm" lineClamp={3}>
              {cell(row.bio)}
            </Text>
          ),
        },
      ]}
      // An inactive doctor stays listed (marked) but cannot be deleted again.
      canDelete={(row) => row.isActive}
      extraActions={(row) => (
        <Button
          component={Link}
          to={paths.schedules.doctorManager(row.doctorId)}
          size="compact-sm"
          variant="default"
          aria-label={m.scheduleLabel(row.fullName)}
        >
          {m.doctors.schedule}
        </Button>
      )}
    />
  );
}

/** /staff-management (Admin): active staff, searched by name, username, e-mail or phone. */
export function StaffPage() {
  return (
    <ManagedAccountList<StaffListItem>
      kind="Staff"
      minWidth={860}
      columns={[...accountColumns, { header: m.colAddress, cell: (row) => cell(row.address) }]}
    />
  );
}

/**
 * /admin/patients (Admin): every patient account, paged and searched by the server, each with the patient id the
 * access log uses.
 */
export function PatientsPage() {
  return <PatientsList />;
}

function PatientsList() {
  const t = m.patients;
  return (
    <AccountListFrame<PatientListItem>
      accountRole="Patient"
      title={t.listTitle}
      searchPlaceholder={t.searchPlaceholder}
      empty={t.empty}
      noMatch={t.noMatch}
      errorMessage={() => t.loadFailed}
      renderTable={(items) => (
        <DataTable
          caption={t.caption}
          columns={[
            {
              header: t.colPatientId,
              // The id the access log shows and is filtered by: one click to who opened this record.
              cell: (row) => (
                <Anchor
                  component={Link}
                  to={`${paths.admin.audit}?patientId=${row.patientId}`}
                  size="sm"
                  aria-label={t.accessLogOf(row.fullName, row.patientId)}
                >
                  {t.patientIdRef(row.patientId)}
                </Anchor>
              ),
            },
            nameColumn,
            usernameColumn,
            emailColumn,
            phoneColumn,
            { header: m.colDateOfBirth, cell: (row) => formatDateVi(row.dateOfBirth) || m.notSet },
            { header: m.colGender, cell: (row) => GENDER_VI[row.gender] ?? m.notSet },
          ]}
          rows={items}
          rowKey={(row) => row.userId}
          minWidth={820}
        />
      )}
    />
  );
}
