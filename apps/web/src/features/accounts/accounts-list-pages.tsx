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
import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RowActions } from '../../components/row-actions';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { KINDS } from './account-kinds';
import { type AccountKind, type AccountProfile, loadErrorMessage } from './account-model';
import { AccountListFrame } from './components/account-list-frame';
import { accountsMessages as m } from './messages';
import { useDeactivate } from './use-deactivate';

const cell = (value: string | null | undefined) => (value?.trim() ? value : m.notSet);

function Th({ children }: { children: string }) {
  return <Table.Th scope="col">{children}</Table.Th>;
}

/** One column of a managed account table: its heading and its cell. */
interface Column<T> {
  head: string;
  cell: (row: T) => ReactNode;
  maw?: number;
}

const idColumn: Column<ProfileBase> = { head: m.colId, cell: (row) => row.userId };
const nameColumn: Column<ProfileBase> = { head: m.colName, cell: (row) => row.fullName };
const usernameColumn: Column<ProfileBase> = { head: m.colUsername, cell: (row) => row.username };
const emailColumn: Column<ProfileBase> = { head: m.colEmail, cell: (row) => row.email };
const phoneColumn: Column<ProfileBase> = { head: m.colPhone, cell: (row) => cell(row.phoneNumber) };
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
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" aria-label={t.caption}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Th key={c.head}>{c.head}</Th>
                ))}
                <Th>{m.actions}</Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row) => (
                <Table.Tr key={row.userId}>
                  {columns.map((c) => (
                    <Table.Td key={c.head} maw={c.maw}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <RowActions
                      editLabel={m.editLabel(row.fullName)}
                      deleteLabel={m.deleteLabel(row.fullName)}
                      editTo={update(row.userId)}
                      onDelete={canDelete(row) ? () => deactivate.confirm(row) : undefined}
                      deleting={deactivate.pendingUserId === row.userId}
                    >
                      {extraActions?.(row)}
                    </RowActions>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
          head: m.colName,
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
          head: m.colBio,
          maw: 320,
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
      columns={[...accountColumns, { head: m.colAddress, cell: (row) => cell(row.address) }]}
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
        <Table.ScrollContainer minWidth={820} type="native" tabIndex={0} role="region" aria-label={t.caption}>
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" aria-label={t.caption}>
            <Table.Thead>
              <Table.Tr>
                <Th>{t.colPatientId}</Th>
                <Th>{m.colName}</Th>
                <Th>{m.colUsername}</Th>
                <Th>{m.colEmail}</Th>
                <Th>{m.colPhone}</Th>
                <Th>{m.colDateOfBirth}</Th>
                <Th>{m.colGender}</Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row) => (
                <Table.Tr key={row.userId}>
                  <Table.Td>
                    {/* The id the access log shows and is filtered by: one click to who opened this record. */}
                    <Anchor
                      component={Link}
                      to={`${paths.admin.audit}?patientId=${row.patientId}`}
                      size="sm"
                      aria-label={t.accessLogOf(row.fullName, row.patientId)}
                    >
                      {t.patientIdRef(row.patientId)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.fullName}</Table.Td>
                  <Table.Td>{row.username}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{cell(row.phoneNumber)}</Table.Td>
                  <Table.Td>{formatDateVi(row.dateOfBirth) || m.notSet}</Table.Td>
                  <Table.Td>{GENDER_VI[row.gender] ?? m.notSet}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    />
  );
}
