import './components/certificate-styles';
import { type DoctorCertificate, formatDateVi } from '@clinic/contract';
import { Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { confirmDelete } from '../../components/confirm-delete';
import { ListHeader, ListSearch } from '../../components/list-header';
import { ListPagination } from '../../components/list-pagination';
import { PageError, PageLoader } from '../../components/page-states';
import { useGuardedSession } from '../../components/require-role';
import { RowActions } from '../../components/row-actions';
import { paths } from '../../config/paths';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCertificates, useDeleteCertificate } from './api/certificates';
import {
  canManageCertificates,
  displayCertificateDate,
  errorMessage,
  isSessionError,
} from './certificate-model';
import { certificateMessages as m } from './messages';

const PAGE_SIZE = 10;

/**
 * /certificate-management and /certificates. Admin, Manager and Staff manage every
 * certificate; a doctor sees only their own (the server filters), read-only.
 */
export function CertificatesPage() {
  return <CertificateList manage={canManageCertificates(useGuardedSession().role)} />;
}

function CertificateList({ manage }: { manage: boolean }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const certificates = useCertificates({ page, pageSize: PAGE_SIZE, search: debounced });
  const remove = useDeleteCertificate();
  const total = certificates.data?.total;

  // A deletion can empty the last page: show the new last one.
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
    if (page > last) setPage(last);
  }, [total, page]);

  const askDelete = (c: DoctorCertificate) =>
    confirmDelete({
      title: m.deleteTitle,
      children: (
        <Stack gap="xs">
          <Text>{m.deleteQuestion}</Text>
          <Text size="sm">{m.deleteDetail(c.certificateName, c.fullName)}</Text>
        </Stack>
      ),
      onConfirm: () =>
        remove.mutate(c.certificateId, {
          onSuccess: () => notifySuccess(m.deleted),
          onError: (error) => {
            if (!isSessionError(error)) notifyError(errorMessage(error, m.deleteFailed));
          },
        }),
    });

  const deletingId = remove.isPending ? remove.variables : undefined;

  let body: ReactNode;
  if (certificates.isPending) body = <PageLoader />;
  else if (certificates.isError)
    body = <PageError message={m.loadListFailed} onRetry={() => void certificates.refetch()} />;
  else {
    const { items } = certificates.data;
    const pages = Math.max(1, Math.ceil(certificates.data.total / PAGE_SIZE));
    body =
      items.length === 0 ? (
        <Text>{debounced ? m.noMatch : m.empty}</Text>
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={manage ? 820 : 640}>
            <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs">
              <Table.Caption style={{ textAlign: 'left' }}>{m.caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{m.colId}</Table.Th>
                  <Table.Th scope="col">{m.colName}</Table.Th>
                  <Table.Th scope="col">{m.colDoctor}</Table.Th>
                  <Table.Th scope="col">{m.colIssuer}</Table.Th>
                  <Table.Th scope="col">{m.colIssueDate}</Table.Th>
                  <Table.Th scope="col">{m.colExpiryDate}</Table.Th>
                  {manage && <Table.Th scope="col">{m.colActions}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((c) => (
                  <Table.Tr key={c.certificateId}>
                    <Table.Td>{c.certificateId}</Table.Td>
                    <Table.Td>{c.certificateName}</Table.Td>
                    <Table.Td>{c.fullName}</Table.Td>
                    <Table.Td>{c.issuedBy}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateVi(c.issueDate)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {displayCertificateDate(c.expiryDate)}
                    </Table.Td>
                    {manage && (
                      <Table.Td>
                        <RowActions
                          editTo={paths.certificates.update(c.certificateId)}
                          editLabel={m.editLabel(c.certificateName, c.fullName)}
                          deleteLabel={m.deleteLabel(c.certificateName, c.fullName)}
                          deleting={deletingId === c.certificateId}
                          onDelete={() => askDelete(c)}
                        />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination pages={pages} current={page} onChange={setPage} label={m.pagination} />
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <ListHeader
        title={manage ? m.listTitle : m.ownTitle}
        intro={manage ? m.listIntro : m.ownIntro}
        addLabel={m.add}
        addTo={manage ? paths.certificates.create : undefined}
      />
      <ListSearch
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search}
        onSearch={setSearch}
        setPage={setPage}
        count={certificates.data ? m.count(certificates.data.total) : undefined}
      />
      {body}
    </Stack>
  );
}
