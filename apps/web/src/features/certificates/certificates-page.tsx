import './components/certificate-styles';
import { type DoctorCertificate, formatDateVi } from '@clinic/contract';
import { Stack } from '@mantine/core';
import { confirmDelete } from '../../components/confirm-delete';
import { type Column, NOWRAP } from '../../components/data-table';
import { ListHeader } from '../../components/list-header';
import { useGuardedSession } from '../../components/require-role';
import { RowActions } from '../../components/row-actions';
import { ServerPagedTable } from '../../components/server-paged-table';
import { paths } from '../../config/paths';
import { toastOutcome } from '../../lib/notify';
import { useServerPaging } from '../../lib/use-server-paging';
import { useCertificates, useDeleteCertificate } from './api/certificates';
import { canManageCertificates, displayCertificateDate } from './certificate-model';
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
  const paging = useServerPaging(PAGE_SIZE, useCertificates);
  const remove = useDeleteCertificate();

  const askDelete = (c: DoctorCertificate) =>
    confirmDelete({
      title: m.deleteTitle,
      question: m.deleteQuestion,
      detail: m.deleteDetail(c.certificateName, c.fullName),
      onConfirm: () => remove.mutate(c.certificateId, toastOutcome(m.deleted, m.deleteFailed)),
    });

  const deletingId = remove.isPending ? remove.variables : undefined;
  const columns: (Column<DoctorCertificate> | false)[] = [
    { header: m.colId, cell: (c) => c.certificateId },
    { header: m.colName, cell: (c) => c.certificateName },
    { header: m.colDoctor, cell: (c) => c.fullName },
    { header: m.colIssuer, cell: (c) => c.issuedBy },
    { header: m.colIssueDate, cell: (c) => formatDateVi(c.issueDate), td: NOWRAP },
    { header: m.colExpiryDate, cell: (c) => displayCertificateDate(c.expiryDate), td: NOWRAP },
    manage && {
      header: m.colActions,
      cell: (c) => (
        <RowActions
          editTo={paths.certificates.update(c.certificateId)}
          editLabel={m.editLabel(c.certificateName, c.fullName)}
          deleteLabel={m.deleteLabel(c.certificateName, c.fullName)}
          deleting={deletingId === c.certificateId}
          onDelete={() => askDelete(c)}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <ListHeader
        title={manage ? m.listTitle : m.ownTitle}
        intro={manage ? m.listIntro : m.ownIntro}
        addLabel={m.add}
        addTo={manage ? paths.certificates.create : undefined}
      />
      <ServerPagedTable
        paging={paging}
        texts={m.list}
        serverMessage={false}
        columns={columns}
        rowKey={(c) => c.certificateId}
        minWidth={manage ? 820 : 640}
      />
    </Stack>
  );
}
