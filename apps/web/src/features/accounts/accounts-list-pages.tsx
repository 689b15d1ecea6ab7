import './components/accounts-styles';
import {
  type DoctorListItem,
  GENDER_VI,
  type ManagerListItem,
  type PatientListItem,
  type StaffListItem,
} from '@clinic/contract';
import { Badge, Button, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RequireStaff } from '../../components/require-staff';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { KINDS } from './account-kinds';
import { loadErrorMessage } from './account-model';
import { AccountListFrame } from './components/account-list-frame';
import { RowActions } from './components/row-actions';
import { accountsMessages as m } from './messages';
import { useDeactivate } from './use-deactivate';

const cell = (value: string | null | undefined) => (value?.trim() ? value : m.notSet);

function Th({ children }: { children: string }) {
  return <Table.Th scope="col">{children}</Table.Th>;
}

/** /managers and /manager-management (Admin): active managers, searched by name, username or e-mail. */
export function ManagersPage() {
  return (
    <RequireStaff roles={KINDS.Manager.roles}>
      <ManagersList />
    </RequireStaff>
  );
}

function ManagersList() {
  const t = m.managers;
  const deactivate = useDeactivate('Manager');
  return (
    <AccountListFrame<ManagerListItem>
      accountRole="Manager"
      title={t.listTitle}
      addLabel={t.add}
      addTo={KINDS.Manager.create}
      searchPlaceholder={t.searchPlaceholder}
      empty={t.empty}
      errorMessage={(e) => loadErrorMessage(e, t.loadFailed, t.loadError)}
      renderTable={(items) => (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" aria-label={t.caption}>
            <Table.Thead>
              <Table.Tr>
                <Th>{m.colId}</Th>
                <Th>{m.colName}</Th>
                <Th>{m.colUsername}</Th>
                <Th>{m.colEmail}</Th>
                <Th>{m.colPhone}</Th>
                <Th>{m.actions}</Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row) => (
                <Table.Tr key={row.userId}>
                  <Table.Td>{row.userId}</Table.Td>
                  <Table.Td>{row.fullName}</Table.Td>
                  <Table.Td>{row.username}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{cell(row.phoneNumber)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={row.fullName}
                      editTo={KINDS.Manager.update(row.userId)}
                      onDelete={() => deactivate.confirm(row)}
                      deleting={deactivate.pendingUserId === row.userId}
                    />
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

/** /doctors-management (Admin, Manager, Staff): every doctor, the inactive ones marked. */
export function DoctorsPage() {
  return (
    <RequireStaff roles={KINDS.Doctor.roles}>
      <DoctorsList />
    </RequireStaff>
  );
}

function DoctorsList() {
  const t = m.doctors;
  const deactivate = useDeactivate('Doctor');
  return (
    <AccountListFrame<DoctorListItem>
      accountRole="Doctor"
      title={t.listTitle}
      addLabel={t.add}
      addTo={KINDS.Doctor.create}
      searchPlaceholder={t.searchPlaceholder}
      empty={t.empty}
      errorMessage={(e) => loadErrorMessage(e, t.loadFailed, t.loadError)}
      renderTable={(items) => (
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" aria-label={t.caption}>
            <Table.Thead>
              <Table.Tr>
                <Th>{m.colName}</Th>
                <Th>{m.colEmail}</Th>
                <Th>{m.colPhone}</Th>
                <Th>{m.colBio}</Th>
                <Th>{m.actions}</Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row) => (
                <Table.Tr key={row.userId}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.fullName}
                    </Text>
                    {!row.isActive && (
                      <Badge color="gray.7" variant="default" mt={4}>
                        {m.inactive}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{cell(row.phoneNumber)}</Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={3}>
                      {cell(row.bio)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      name={row.fullName}
                      editTo={KINDS.Doctor.update(row.userId)}
                      onDelete={row.isActive ? () => deactivate.confirm(row) : undefined}
                      deleting={deactivate.pendingUserId === row.userId}
                    >
                      <Button
                        component={Link}
                        to={paths.schedules.doctorManager(row.doctorId)}
                        size="compact-sm"
                        variant="default"
                        aria-label={m.scheduleLabel(row.fullName)}
                      >
                        {t.schedule}
                      </Button>
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

/** /staff-management (Admin): active staff, searched by name, username, e-mail or phone. */
export function StaffPage() {
  return (
    <RequireStaff roles={KINDS.Staff.roles}>
      <StaffList />
    </RequireStaff>
  );
}

function StaffList() {
  const t = m.staff;
  const deactivate = useDeactivate('Staff');
  return (
    <AccountListFrame<StaffListItem>
      accountRole="Staff"
      title={t.listTitle}
      addLabel={t.add}
      addTo={KINDS.Staff.create}
      searchPlaceholder={t.searchPlaceholder}
      empty={t.empty}
      errorMessage={(e) => loadErrorMessage(e, t.loadFailed, t.loadError)}
      renderTable={(items) => (
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" aria-label={t.caption}>
            <Table.Thead>
              <Table.Tr>
                <Th>{m.colId}</Th>
                <Th>{m.colName}</Th>
                <Th>{m.colUsername}</Th>
                <Th>{m.colEmail}</Th>
                <Th>{m.colPhone}</Th>
                <Th>{m.colAddress}</Th>
                <Th>{m.actions}</Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row) => (
                <Table.Tr key={row.userId}>
                  <Table.Td>{row.userId}</Table.Td>
                  <Table.Td>{row.fullName}</Table.Td>
                  <Table.Td>{row.username}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{cell(row.phoneNumber)}</Table.Td>
                  <Table.Td>{cell(row.address)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={row.fullName}
                      editTo={KINDS.Staff.update(row.userId)}
                      onDelete={() => deactivate.confirm(row)}
                      deleting={deactivate.pendingUserId === row.userId}
                    />
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

/** /admin/patients (Admin): every patient account, paged and searched by the server. */
export function PatientsPage() {
  return (
    <RequireStaff roles={['Admin']}>
      <PatientsList />
    </RequireStaff>
  );
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
      renderTable={(items, offset) => (
        <Table.ScrollContainer minWidth={820} type="native" tabIndex={0} role="region" aria-label={t.caption}>
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" aria-label={t.caption}>
            <Table.Thead>
              <Table.Tr>
                <Th>{m.colIndex}</Th>
                <Th>{m.colName}</Th>
                <Th>{m.colUsername}</Th>
                <Th>{m.colEmail}</Th>
                <Th>{m.colPhone}</Th>
                <Th>{m.colDateOfBirth}</Th>
                <Th>{m.colGender}</Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row, i) => (
                <Table.Tr key={row.userId}>
                  <Table.Td>{offset + i + 1}</Table.Td>
                  <Table.Td>{row.fullName}</Table.Td>
                  <Table.Td>{row.username}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{cell(row.phoneNumber)}</Table.Td>
                  <Table.Td>{formatDate(row.dateOfBirth) || m.notSet}</Table.Td>
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
