import './components/certificate-styles';
import { certificateCreateBody, certificateUpdateBody, type DoctorCertificate } from '@clinic/contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DateField } from '../../components/date-field';
import { FormFrame } from '../../components/form-frame';
import { OptionSelect, type SelectOption } from '../../components/option-select';
import { NotFoundState } from '../../components/page-states';
import { QueryView, RouteRecord } from '../../components/query-view';
import { useRecordSave } from '../../components/record-save';
import { paths } from '../../config/paths';
import { zodResolver } from '../../lib/forms';
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
  parseCertificateCreate,
  parseCertificateUpdate,
} from './certificate-model';
import { certificateMessages as m } from './messages';

/** /certificate/create: cancel goes to /certificates, success to the list. */
export function CertificateCreatePage() {
  return <CertificateFormLoader />;
}

/** /certificate/update/:id: cancel and success go to /certificate-management. */
export function CertificateUpdatePage() {
  return (
    <RouteRecord
      read={useCertificate}
      failed={m.loadOneFailed}
      notFound={<NotFoundState title={m.notFound} backTo={paths.admin.certificates} backLabel={m.back} />}
    >
      {(certificate) => <CertificateFormLoader key={certificate.certificateId} certificate={certificate} />}
    </RouteRecord>
  );
}

/** The doctor select needs GET /Doctor/GetAll first, with its own loading and error states. */
function CertificateFormLoader({ certificate }: { certificate?: DoctorCertificate }) {
  return (
    <QueryView query={useDoctorOptions()} failed={m.loadDoctorsFailed}>
      {(doctors) => (
        <CertificateForm
          certificate={certificate}
          options={doctorOptions(doctors, certificate?.doctorId ?? null)}
        />
      )}
    </QueryView>
  );
}

function CertificateForm({
  certificate,
  options,
}: {
  certificate?: DoctorCertificate | undefined;
  options: SelectOption[];
}) {
  const create = useCreateCertificate();
  const update = useUpdateCertificate();
  const form = useForm<CertificateFormValues>({
    initialValues: certificate ? certificateFormValues(certificate) : emptyCertificateForm,
    validate: certificate
      ? zodResolver(certificateUpdateBody, (values: CertificateFormValues) =>
          certificateUpdateInput(certificate.certificateId, values),
        )
      : zodResolver(certificateCreateBody, certificateCreateInput),
  });
  const { field, frame } = useRecordSave(
    form,
    paths.admin.certificates,
    {
      mutation: create,
      parse: parseCertificateCreate,
      saved: m.created,
      failed: m.createFailed,
      title: m.createTitle,
      submitLabel: m.create,
    },
    certificate && {
      mutation: update,
      parse: (values) => parseCertificateUpdate(certificate.certificateId, values),
      saved: m.updated,
      failed: m.updateFailed,
      title: m.updateTitle,
      submitLabel: m.save,
    },
  );
  const values = form.values;
  const cancelTo = certificate ? paths.admin.certificates : paths.certificates.alias;

  return (
    <FormFrame {...frame} cancelTo={cancelTo} maw={720}>
      <OptionSelect
        label={m.doctor}
        {...field('doctorId')}
        options={options}
        placeholder={m.doctorPlaceholder}
        noOptions={m.noDoctors}
      />
      <TextInput
        label={m.name}
        placeholder={m.namePlaceholder}
        required
        maxLength={200}
        {...field('certificateName')}
      />
      <TextInput
        label={m.issuedBy}
        placeholder={m.issuedByPlaceholder}
        required
        maxLength={200}
        {...field('issuedBy')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField label={m.issueDate} required {...field('issueDate')} />
        <DateField
          label={m.expiryDate}
          description={m.expiryHint}
          min={values.issueDate || undefined}
          {...field('expiryDate')}
        />
      </SimpleGrid>
    </FormFrame>
  );
}
