import './components/certificate-styles';
import type { DoctorCertificate } from '@clinic/contract';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { FormFrame } from '../../components/form-frame';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { RequireStaff } from '../../components/require-staff';
import { paths } from '../../config/paths';
import { useAdminForm } from '../../lib/use-admin-form';
import { useCreateCertificate } from './api/create-certificate';
import { useCertificate } from './api/get-certificate';
import { useDoctorOptions } from './api/get-doctors';
import { useUpdateCertificate } from './api/update-certificate';
import {
  type CertificateFormValues,
  certificateFormValues,
  doctorOptions,
  emptyCertificateForm,
  errorMessage,
  isNotFound,
  parseCertificateCreate,
  parseCertificateUpdate,
  parseRouteId,
} from './certificate-model';
import { certificateMessages as m } from './messages';

/** /certificate/create: cancel goes to /certificates, success to the list (administration 2). */
export function CertificateCreatePage() {
  return (
    <RequireStaff>
      <CertificateFormLoader />
    </RequireStaff>
  );
}

/** /certificate/update/:id: cancel and success go to /certificate-management. */
export function CertificateUpdatePage() {
  return (
    <RequireStaff>
      <CertificateUpdateLoader />
    </RequireStaff>
  );
}

function CertificateUpdateLoader() {
  const { id } = useParams();
  const certificateId = parseRouteId(id);
  const certificate = useCertificate(certificateId);
  const notFound = <NotFoundState title={m.notFound} backTo={paths.admin.certificates} backLabel={m.back} />;
  if (certificateId === null) return notFound;
  if (certificate.isPending) return <PageLoader />;
  if (certificate.isError) {
    if (isNotFound(certificate.error)) return notFound;
    return (
      <PageError
        message={errorMessage(certificate.error, m.loadOneFailed)}
        onRetry={() => void certificate.refetch()}
      />
    );
  }
  return <CertificateFormLoader key={certificate.data.certificateId} certificate={certificate.data} />;
}

/** The doctor select needs GET /Doctor/GetAll first, with its own loading and error states. */
function CertificateFormLoader({ certificate }: { certificate?: DoctorCertificate }) {
  const doctors = useDoctorOptions();
  if (doctors.isPending) return <PageLoader />;
  if (doctors.isError)
    return (
      <PageError
        message={errorMessage(doctors.error, m.loadDoctorsFailed)}
        onRetry={() => void doctors.refetch()}
      />
    );
  return (
    <CertificateForm
      certificate={certificate}
      options={doctorOptions(doctors.data, certificate?.doctorId ?? null)}
    />
  );
}

function CertificateForm({
  certificate,
  options,
}: {
  certificate?: DoctorCertificate | undefined;
  options: { value: string; label: string }[];
}) {
  const create = useCreateCertificate();
  const update = useUpdateCertificate();
  const { formRef, values, errors, formError, set, begin, invalid, saved, failed } =
    useAdminForm<CertificateFormValues>(
      certificate ? certificateFormValues(certificate) : emptyCertificateForm,
      paths.admin.certificates,
    );
  const pending = create.isPending || update.isPending;
  const title = certificate ? m.updateTitle : m.createTitle;
  const cancelTo = certificate ? paths.admin.certificates : paths.certificates.alias;

  const onSubmit = (event: FormEvent) => {
    begin(event);
    if (certificate) {
      const parsed = parseCertificateUpdate(certificate.certificateId, values);
      if (!parsed.ok) return invalid(parsed.errors);
      update.mutate(parsed.data, { onSuccess: saved(m.updated), onError: failed(m.updateFailed) });
    } else {
      const parsed = parseCertificateCreate(values);
      if (!parsed.ok) return invalid(parsed.errors);
      create.mutate(parsed.data, { onSuccess: saved(m.created), onError: failed(m.createFailed) });
    }
  };

  return (
    <FormFrame
      title={title}
      formRef={formRef}
      onSubmit={onSubmit}
      formError={formError}
      pending={pending}
      submitLabel={certificate ? m.save : m.create}
      cancelTo={cancelTo}
      maw={720}
    >
      <NativeSelect
        label={m.doctor}
        required
        value={values.doctorId}
        error={errors.doctorId}
        disabled={pending}
        description={options.length === 0 ? m.noDoctors : undefined}
        data={[{ value: '', label: m.doctorPlaceholder }, ...options]}
        onChange={(e) => set('doctorId', e.currentTarget.value)}
      />
      <TextInput
        label={m.name}
        placeholder={m.namePlaceholder}
        required
        maxLength={200}
        value={values.certificateName}
        error={errors.certificateName}
        disabled={pending}
        onChange={(e) => set('certificateName', e.currentTarget.value)}
      />
      <TextInput
        label={m.issuedBy}
        placeholder={m.issuedByPlaceholder}
        required
        maxLength={200}
        value={values.issuedBy}
        error={errors.issuedBy}
        disabled={pending}
        onChange={(e) => set('issuedBy', e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={m.issueDate}
          type="date"
          required
          value={values.issueDate}
          error={errors.issueDate}
          disabled={pending}
          onChange={(e) => set('issueDate', e.currentTarget.value)}
        />
        <TextInput
          label={m.expiryDate}
          type="date"
          description={m.expiryHint}
          min={values.issueDate || undefined}
          value={values.expiryDate}
          error={errors.expiryDate}
          disabled={pending}
          onChange={(e) => set('expiryDate', e.currentTarget.value)}
        />
      </SimpleGrid>
    </FormFrame>
  );
}
