import { formatDateVi, type TreatmentItem } from '@clinic/contract';
import { List, SimpleGrid } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useRouteId } from '../../lib/route-id';
import { treatmentForAppointment, useMyTreatments } from './api/get-treatments';
import { BackToList, Field, RecordPage, Section } from './components/record-parts';
import { recordsMessages as m } from './messages';

/** /treatment-for-patient/{appointmentId}: phases loading, error, not found, content. */
export function TreatmentPage() {
  return <TreatmentDetail appointmentId={useRouteId('appointmentId')} />;
}

function TreatmentDetail({ appointmentId }: { appointmentId: number | null }) {
  const treatments = useMyTreatments();
  const notFound = (
    <NotFoundState title={m.treatmentNotFound} backTo={paths.patient.appointmentList} backLabel={m.back} />
  );
  if (appointmentId === null) return notFound;
  if (treatments.isPending) return <PageLoader />;
  if (treatments.isError) {
    // 401: the API client already runs the logout routine and leaves this page.
    if (treatments.error instanceof ApiError && treatments.error.status === 401) return <PageLoader />;
    return (
      <PageError
        message={m.treatmentLoadError}
        onRetry={() => void treatments.refetch()}
        action={<BackToList />}
      />
    );
  }
  const treatment = treatmentForAppointment(treatments.data, appointmentId);
  if (!treatment) return notFound;
  return <TreatmentContent treatment={treatment} />;
}

function TreatmentContent({ treatment }: { treatment: TreatmentItem }) {
  const components = [
    treatment.component1Name,
    treatment.component2Name,
    treatment.component3Name,
    treatment.component4Name,
  ].filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  return (
    <RecordPage
      title={m.treatmentTitle}
      subtitle={m.appointmentRef(treatment.appointmentId)}
      specialNotes={treatment.specialNotes}
    >
      <Section id="treatment-regimen" title={treatment.regimenName}>
        <Field label={m.description}>{treatment.description}</Field>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Field label={m.startDate}>{formatDateVi(treatment.startDate)}</Field>
          <Field label={m.endDate}>{formatDateVi(treatment.endDate)}</Field>
          <Field label={m.doctor}>{treatment.doctorName}</Field>
          {typeof treatment.frequency === 'number' && (
            <Field label={m.frequency}>{m.frequencyValue(treatment.frequency)}</Field>
          )}
        </SimpleGrid>
      </Section>
      {treatment.runOutDate && treatment.refillDueDate && (
        <Section id="treatment-supply" title={m.supplyTitle}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <Field label={m.daysDispensed}>{m.daysValue(treatment.daysDispensed)}</Field>
            <Field label={m.refillDueDate}>{formatDateVi(treatment.refillDueDate)}</Field>
            <Field label={m.runOutDate}>{formatDateVi(treatment.runOutDate)}</Field>
          </SimpleGrid>
        </Section>
      )}
      <Section id="treatment-components" title={m.components}>
        {components.length === 0 ? (
          m.none
        ) : (
          <List spacing={4}>
            {components.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section id="treatment-usage" title={m.usage}>
        <Field label={m.usage}>{treatment.usageInstructions}</Field>
        <Field label={m.sideEffects}>{treatment.sideEffects}</Field>
        <Field label={m.notes}>{treatment.notes}</Field>
      </Section>
    </RecordPage>
  );
}
