import './components/certificate-styles';
import { certificateCreateBody, certificateUpdateBody, type DoctorCertificate } from '@clinic/contract';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useParams } from 'react-router';
import { FormFrame } from '../../components/form-frame';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { paths } from '../../config/paths';
import { zodResolver } from '../../lib/forms';
import { useSaveFeedback } from '../../lib/use-save-feedback';
import {
  useCertificate,
  useCreateCertificate,
  useDoctorOptions,
  useUpdateCertificate,
} from './api/certificates';
import {
  type CertificateFormValues,
  certificateCreateInput,
  certificateFormValues,
  certificateUpdateInput,
  doctorOptions,
  emptyCertificateForm,
  errorMessage,
  isNotFound,
  parseCertificateCreate,
  parseCertificateUpdate,
  parseRouteId,
} from './certificate-model';
import { certificateMessages as m } from './messages';

/** /certificate/create: cancel goes to /certificates, success to the list. */
export function CertificateCreatePage() {
  return <CertificateFormLoader />;
}

/** /certificate/update/:id: cancel and success go to /certificate-management. */
export function CertificateUpdatePage() {
  return <CertificateUpdateLoader />;
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
  const { formRef, formError, setFormError, invalid, saved, failed } = useSaveFeedback(
    paths.admin.certificates,
  );
  const form = useForm<CertificateFormValues>({
    initialValues: certificate ? certificateFormValues(certificate) : emptyCertificateForm,
    validate: certificate
      ? zodResolver(certificateUpdateBody, (values: CertificateFormValues) =>
          certificateUpdateInput(certificate.certificateId, values),
        )
      : zodResolver(certificateCreateBody, certificateCreateInput),
  });
  const values = form.values;
  const pending = create.isPending || update.isPending;
  const title = certificate ? m.updateTitle : m.createTitle;
  const cancelTo = certificate ? paths.admin.certificates : paths.certificates.alias;

  const onSubmit = (submitted: CertificateFormValues) => {
    setFormError(null);
    if (certificate) {
      const parsed = parseCertificateUpdate(certificate.certificateId, submitted);
      if (!parsed.ok) return;
      update.mutate(parsed.data, { onSuccess: saved(m.updated), onError: failed(form, m.updateFailed) });
    } else {
      const parsed = parseCertificateCreate(submitted);
      if (!parsed.ok) return;
      create.mutate(parsed.data, { onSuccess: saved(m.created), onError: failed(form, m.createFailed) });
    }
  };

  return (
    <FormFrame
      title={title}
      formRef={formRef}
      onSubmit={form.onSubmit(onSubmit, invalid)}
      formError={formError}
      pending={pending}
      submitLabel={certificate ? m.save : m.create}
      cancelTo={cancelTo}
      maw={720}
    >
      <NativeSelect
        label={m.doctor}
        required
        {...form.getInputProps('doctorId')}
        disabled={pending}
        description={options.length === 0 ? m.noDoctors : undefined}
        data={[{ value: '', label: m.doctorPlaceholder }, ...options]}
      />
      <TextInput
        label={m.name}
        placeholder={m.namePlaceholder}
        required
        maxLength={200}
        {...form.getInputProps('certificateName')}
        disabled={pending}
      />
      <TextInput
        label={m.issuedBy}
        placeholder={m.issuedByPlaceholder}
        required
        maxLength={200}
        {...form.getInputProps('issuedBy')}
        disabled={pending}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={m.issueDate}
          type="date"
          required
          {...form.getInputProps('issueDate')}
          disabled={pending}
        />
        <TextInput
          label={m.expiryDate}
          type="date"
          description={m.expiryHint}
          min={values.issueDate || undefined}
          {...form.getInputProps('expiryDate')}
          disabled={pending}
        />
      </SimpleGrid>
    </FormFrame>
  );
}
