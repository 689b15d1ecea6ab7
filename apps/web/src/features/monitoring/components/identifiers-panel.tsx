import '../../../components/form-styles';
import { artNumberBody, type ClinicalSummaryItem, patientIdentifiersBody } from '@clinic/contract';
import { Divider, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DateField } from '../../../components/date-field';
import { InlineForm, useInlineForm } from '../../../components/inline-form';
import { fieldsWhile, zodResolver } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useSaveArtNumber, useSavePatientIdentifiers } from '../api/clinical';
import { monitoringPageMessages as m } from '../messages';

/** The clinic's ART number: the manifest and every import report name the patient by it. */
function ArtNumberForm({ summary }: { summary: ClinicalSummaryItem }) {
  const save = useSaveArtNumber();
  const toBody = (values: { artNumber: string }) => ({ patientId: summary.patientId, ...values });
  const form = useForm({
    initialValues: { artNumber: summary.artNumber ?? '' },
    validate: zodResolver(artNumberBody, toBody),
  });
  const field = fieldsWhile(form, save.isPending);
  const { send, frame } = useInlineForm(form, save, ['artNumber'], m.identifiers.artNumberFailed);
  return (
    <InlineForm
      {...frame((values) => send(artNumberBody.parse(toBody(values)), notifySuccess))}
      aria-label={m.identifiers.artNumber}
      submitLabel={m.identifiers.saveArtNumber}
    >
      <TextInput
        label={m.identifiers.artNumber}
        description={m.identifiers.artNumberHint}
        required
        maxLength={30}
        {...field('artNumber')}
      />
    </InlineForm>
  );
}

interface DocumentValues {
  nationalId: string;
  insuranceNumber: string;
  insuranceExpiry: string;
}

/** The national ID and the insurance card, as the patient may also correct them on their profile. */
function DocumentsForm({ summary }: { summary: ClinicalSummaryItem }) {
  const save = useSavePatientIdentifiers();
  const toBody = (values: DocumentValues) => ({ patientId: summary.patientId, ...values });
  const form = useForm<DocumentValues>({
    initialValues: {
      nationalId: summary.nationalId ?? '',
      insuranceNumber: summary.insurance?.number ?? '',
      insuranceExpiry: summary.insurance?.expiry ?? '',
    },
    validate: zodResolver(patientIdentifiersBody, toBody),
  });
  const field = fieldsWhile(form, save.isPending);
  const { send, frame } = useInlineForm(
    form,
    save,
    ['nationalId', 'insuranceNumber', 'insuranceExpiry'],
    m.identifiers.documentsFailed,
  );
  return (
    <InlineForm
      {...frame((values) => send(patientIdentifiersBody.parse(toBody(values)), notifySuccess))}
      title={m.identifiers.documentsTitle}
      submitLabel={m.identifiers.saveDocuments}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={m.identifiers.nationalId}
          inputMode="numeric"
          maxLength={12}
          {...field('nationalId')}
        />
        <TextInput
          label={m.identifiers.insuranceNumber}
          placeholder={m.identifiers.insuranceNumberHint}
          maxLength={15}
          {...field('insuranceNumber')}
        />
        <DateField label={m.identifiers.insuranceExpiry} {...field('insuranceExpiry')} />
      </SimpleGrid>
    </InlineForm>
  );
}

/** The patient's identifiers on the doctor's summary, each correctable by the treating doctor. */
export function IdentifiersPanel({ summary }: { summary: ClinicalSummaryItem }) {
  return (
    <Stack gap="md">
      <ArtNumberForm summary={summary} />
      <Divider />
      <DocumentsForm summary={summary} />
    </Stack>
  );
}
