import './components/certificate-styles';
import type { DoctorCertificate } from '@clinic/contract';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { RequireStaff } from '../../components/require-staff';
import { paths } from '../../config/paths';
import { type FieldErrors, focusFirstInvalid, withoutField } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { appMessages } from '../../messages';
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
  isSessionError,
  parseCertificateCreate,
  parseCertificateUpdate,
  parseRouteId,
  serverFieldErrors,
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
  const navigate = useNavigate();
  const create = useCreateCertificate();
  const update = useUpdateCertificate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CertificateFormValues>(
    certificate ? certificateFormValues(certificate) : emptyCertificateForm,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const title = certificate ? m.updateTitle : m.createTitle;
  const cancelTo = certificate ? paths.admin.certificates : paths.certificates.alias;

  const set = (field: keyof CertificateFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((err) => withoutField(err, field));
  };

  const onFailure = (fallback: string) => (error: unknown) => {
    if (isSessionError(error)) return;
    const message = errorMessage(error, fallback);
    setErrors(serverFieldErrors(error));
    setFormError(message);
    notifyError(message);
    focusFirstInvalid(formRef.current);
  };
  const onSaved = (message: string) => {
    notifySuccess(message);
    void navigate(paths.admin.certificates);
  };
  const invalid = (found: FieldErrors) => {
    setErrors(found);
    focusFirstInvalid(formRef.current);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (certificate) {
      const parsed = parseCertificateUpdate(certificate.certificateId, values);
      if (!parsed.ok) return invalid(parsed.errors);
      update.mutate(parsed.data, { onSuccess: () => onSaved(m.updated), onError: onFailure(m.updateFailed) });
    } else {
      const parsed = parseCertificateCreate(values);
      if (!parsed.ok) return invalid(parsed.errors);
      create.mutate(parsed.data, { onSuccess: () => onSaved(m.created), onError: onFailure(m.createFailed) });
    }
  };

  return (
    <Stack gap="lg" maw={720} w="100%">
      <Title order={1}>{title}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap="md">
            {formError && (
              <Alert color="red" title={appMessages.errorTitle} role="alert">
                {formError}
              </Alert>
            )}
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
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to={cancelTo}>
                {m.cancel}
              </Button>
              <Button type="submit" loading={pending}>
                {certificate ? m.save : m.create}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
