import {
  type Appointment,
  endpoints,
  formatDateVi,
  formatTimeShort,
  WEEKDAY_VI,
  weekdayOf,
} from '@clinic/contract';
import { Alert, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DetailField } from '../../components/detail-field';
import { HeadedSection } from '../../components/headed-section';
import { NotFoundState } from '../../components/page-states';
import { QueryView } from '../../components/query-view';
import { CLINIC_CONTACT } from '../../config/clinic';
import { paths } from '../../config/paths';
import { endpointQuery } from '../../lib/api/endpoint-query';
import { useRouteId } from '../../lib/route-id';
import { Link } from '../../lib/router';
import { downloadCalendar } from './api/download-calendar';
import { bookingMessages as m } from './messages';

/** After booking: what was booked, what to bring, where to come, and the calendar file. */
export function BookingConfirmationPage() {
  const appointmentId = useRouteId();
  const appointment = useQuery(
    endpointQuery(
      endpoints.appointment.getById,
      appointmentId === null ? null : { params: { id: appointmentId } },
    ),
  );
  const notFound = (
    <NotFoundState
      title={m.confirmationNotFound}
      backTo={paths.patient.appointmentList}
      backLabel={m.toList}
    />
  );
  return (
    <QueryView
      query={appointment}
      failed={m.confirmationLoadError}
      serverMessage={false}
      missing={appointmentId === null}
      notFound={notFound}
    >
      {(data) => (data ? <Confirmation appointment={data} /> : notFound)}
    </QueryView>
  );
}

function Confirmation({ appointment }: { appointment: Appointment }) {
  const [calendarError, setCalendarError] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const lab = appointment.appointmentType === 'Medication';
  const date = appointment.appointmentDate;
  const type = lab ? m.typeMedication : m.typeAppointment;

  const saveCalendar = async () => {
    setCalendarError(false);
    setDownloading(true);
    try {
      await downloadCalendar(appointment.appointmentId);
    } catch {
      setCalendarError(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={1}>{m.confirmationTitle}</Title>
        <Text>{m.confirmationIntro}</Text>
      </Stack>
      <HeadedSection id="booked" title={m.confirmationDetails}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DetailField label={m.summaryDate}>
            {WEEKDAY_VI[weekdayOf(date)]}, {formatDateVi(date)}
          </DetailField>
          <DetailField label={m.summaryTime}>{formatTimeShort(appointment.appointmentTime)}</DetailField>
          <DetailField label={m.summaryDoctor}>{appointment.doctorName}</DetailField>
          <DetailField label={m.summaryType}>
            {appointment.testTypeName ? `${type} - ${appointment.testTypeName}` : type}
          </DetailField>
          <DetailField label={m.summaryAnonymous}>
            {appointment.isAnonymous ? m.anonymousOn : m.anonymousOff}
          </DetailField>
          <DetailField label={m.address}>{CLINIC_CONTACT.address}</DetailField>
        </SimpleGrid>
      </HeadedSection>
      <HeadedSection id="bring" title={m.bringTitle} titleGap="sm">
        <List spacing={4}>
          {(lab ? m.bringLab : m.bringVisit).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </HeadedSection>
      {calendarError && (
        <Alert color="red" role="alert" variant="light">
          {m.calendarError}
        </Alert>
      )}
      <Group gap="sm">
        <Button variant="default" loading={downloading} onClick={() => void saveCalendar()}>
          {m.addToCalendar}
        </Button>
        <Button component={Link} to={paths.patient.appointmentList}>
          {m.toList}
        </Button>
      </Group>
    </Stack>
  );
}
