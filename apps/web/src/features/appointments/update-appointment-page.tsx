import '../../components/form-styles';
import { type Appointment, formatDateVi, formatTimeShort } from '@clinic/contract';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AppointmentStatusBadge } from '../../components/appointment-status-badge';
import { AvailableDoctorPicker } from '../../components/available-doctor-picker';
import { DetailField } from '../../components/detail-field';
import { DoctorSearchResults } from '../../components/doctor-search-results';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { SlotFields } from '../../components/slot-fields';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useRouteId } from '../../lib/route-id';
import { Link, useNavigate } from '../../lib/router';
import { useDoctorSearch } from '../../lib/use-doctor-search';
import { useAppointment } from './api/get-appointment';
import { appointmentsMessages as m } from './messages';
import { rowActions } from './row-actions';
import { useReschedule } from './use-reschedule';

export function UpdateAppointmentPage() {
  return <UpdateAppointment appointmentId={useRouteId()} />;
}

function BackButton() {
  return (
    <Button component={Link} to={paths.patient.appointmentList} variant="default">
      {m.back}
    </Button>
  );
}

function UpdateAppointment({ appointmentId }: { appointmentId: number | null }) {
  const appointment = useAppointment(appointmentId);
  const notFound = (
    <NotFoundState
      title={m.notFoundTitle}
      message={m.notFoundText}
      backTo={paths.patient.appointmentList}
      backLabel={m.back}
    />
  );
  if (appointmentId === null) return notFound;
  if (appointment.isPending) return <PageLoader />;
  if (appointment.isError) {
    if (appointment.error instanceof ApiError && appointment.error.status === 404) return notFound;
    return (
      <PageError
        message={m.detailLoadError}
        onRetry={() => void appointment.refetch()}
        action={<BackButton />}
      />
    );
  }
  if (!appointment.data) return notFound;
  return <AppointmentDetail appointment={appointment.data} />;
}

function AppointmentDetail({ appointment }: { appointment: Appointment }) {
  const type = appointment.appointmentType === 'Medication' ? m.typeMedication : m.typeAppointment;
  const canMove = rowActions(appointment).reschedule;
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{canMove ? m.updateTitle : m.detailTitle}</Title>
        <BackButton />
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="appointment-detail">
        <Title order={2} size="h3" id="appointment-detail" mb="md">
          {m.detailTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <DetailField label={m.fieldId}>#{appointment.appointmentId}</DetailField>
          <DetailField label={m.fieldDoctor}>{appointment.doctorName}</DetailField>
          <DetailField label={m.fieldStatus}>
            <AppointmentStatusBadge status={appointment.status} />
          </DetailField>
          <DetailField label={m.fieldDate}>{formatDateVi(appointment.appointmentDate)}</DetailField>
          <DetailField label={m.fieldTime}>{formatTimeShort(appointment.appointmentTime)}</DetailField>
          <DetailField label={m.fieldType}>{type}</DetailField>
          {appointment.appointmentType === 'Medication' && (
            <DetailField label={m.fieldTestType}>{appointment.testTypeName ?? '—'}</DetailField>
          )}
          <DetailField label={m.fieldAnonymous}>{appointment.isAnonymous ? m.yes : m.no}</DetailField>
        </SimpleGrid>
      </Paper>
      {canMove ? (
        <RescheduleWithDoctor key={appointment.appointmentId} appointment={appointment} />
      ) : (
        <Alert color="blue" variant="light">
          {m.notReschedulable}
        </Alert>
      )}
    </Stack>
  );
}

function RescheduleWithDoctor({ appointment }: { appointment: Appointment }) {
  const navigate = useNavigate();
  const { form, today, error, setError, checkSlot, save, saving, slotProps } = useReschedule(
    appointment,
    () => navigate(paths.patient.appointmentList),
  );
  const doctorSearch = useDoctorSearch(form.values.appointmentDate, form.values.appointmentTime);
  const { doctors, doctorId, setDoctorId, slotIsCurrent, doctorList, chosen } = doctorSearch;

  const search = () => {
    const slot = checkSlot();
    if (!slot) return;
    doctorSearch.search(slot);
  };

  const onSubmit = () => {
    const slot = checkSlot();
    if (!slot) return;
    if (!slotIsCurrent || !chosen) {
      setError(m.fillAll);
      return;
    }
    save(slot, chosen.doctorId, () => void doctors.refetch());
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="reschedule-title">
      <Title order={2} size="h3" id="reschedule-title">
        {m.rescheduleSection}
      </Title>
      <Text mt={4} mb="md">
        {m.rescheduleHelp}
      </Text>
      <form onSubmit={form.onSubmit(onSubmit, () => setError(m.rescheduleRequired))} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SlotFields dateLabel={m.newDate} timeLabel={m.newTime} minDate={today} {...slotProps} />
          </SimpleGrid>
          <Group>
            <Button type="button" variant="outline" onClick={search} loading={doctors.isFetching}>
              {m.search}
            </Button>
          </Group>
          <DoctorSearchResults search={doctorSearch} searching={doctors.isPending} messages={m}>
            <AvailableDoctorPicker
              label={m.doctors}
              doctors={doctorList}
              value={doctorId}
              phoneLabel={m.phone}
              onChange={(id) => {
                setDoctorId(id);
                setError(null);
              }}
            />
          </DoctorSearchResults>
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={saving}>
              {saving ? m.saving : m.saveReschedule}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
