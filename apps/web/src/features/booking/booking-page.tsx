import '../../components/form-styles';
import '@mantine/core/styles/Switch.css';
import {
  type AppointmentType,
  appointmentMessages,
  bookingSlotError,
  formatDateVi,
  formatTimeShort,
  toApiTime,
} from '@clinic/contract';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { AvailableDoctorPicker } from '../../components/available-doctor-picker';
import { DoctorSearchResults } from '../../components/doctor-search-results';
import { usePatientId } from '../../components/require-role';
import { SlotFields, useSlotFields } from '../../components/slot-fields';
import { paths } from '../../config/paths';
import type { Slot } from '../../lib/api/get-available-doctors';
import { ApiError } from '../../lib/api-client';
import { clinicNow, clinicToday } from '../../lib/clinic-time';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDoctorSearch } from '../../lib/use-doctor-search';
import { useCreateAppointment } from './api/create-appointment';
import { useActiveTestTypes } from './api/get-test-types';
import { bookingErrorMessage } from './booking-errors';
import { DoctorDetails } from './components/doctor-details';
import { bookingMessages as m } from './messages';

/** Booking time-error toasts stay 5000 ms. */
const TOAST_MS = 5000;

export function BookingPage() {
  return <BookingForm patientId={usePatientId()} />;
}

function BookingForm({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const today = clinicToday();
  const [slotError, setSlotError] = useState<string | null>(null);
  const { date, time, setDateError, setTimeError, fieldProps } = useSlotFields({ date: '', time: '' }, () =>
    setSlotError(null),
  );
  const [doctorError, setDoctorError] = useState<string | null>(null);
  const [type, setType] = useState<AppointmentType>('Appointment');
  const [testTypeId, setTestTypeId] = useState('');
  const [testTypeError, setTestTypeError] = useState<string | null>(null);
  const [isAnonymous, setIsAnonymous] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const doctorSearch = useDoctorSearch(date, time);
  const { doctors, doctorId, setDoctorId, slotIsCurrent, doctorList, chosen: chosenDoctor } = doctorSearch;
  const testTypes = useActiveTestTypes(type === 'Medication');
  const create = useCreateAppointment();

  /** Date and hour present and bookable; the error is shown where it belongs. */
  const checkSlot = (): Slot | null => {
    let ok = true;
    if (!date) {
      setDateError(m.fillAll);
      ok = false;
    } else if (date < today) {
      setDateError(appointmentMessages.pastDate);
      ok = false;
    }
    if (!time) {
      setTimeError(m.fillAll);
      ok = false;
    }
    if (!ok) return null;
    const problem = bookingSlotError(date, time, clinicNow());
    setSlotError(problem);
    if (problem) {
      notifyError(problem, TOAST_MS);
      return null;
    }
    return { date, time: toApiTime(time) };
  };

  const search = () => {
    setFormError(null);
    const slot = checkSlot();
    if (!slot) return;
    setDoctorError(null);
    doctorSearch.search(slot);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!date || !time || doctorId === null || !slotIsCurrent || !chosenDoctor) {
      setFormError(m.fillAll);
      if (doctorId === null || !chosenDoctor) setDoctorError(m.doctorRequired);
      notifyError(m.fillAll, TOAST_MS);
      return;
    }
    if (type === 'Medication' && !testTypeId) {
      setTestTypeError(m.testTypeRequired);
      notifyError(m.testTypeRequired, TOAST_MS);
      return;
    }
    const slot = checkSlot();
    if (!slot) return;
    create.mutate(
      {
        patientId,
        doctorId,
        appointmentDate: slot.date,
        appointmentTime: slot.time,
        appointmentType: type,
        testTypeId: type === 'Medication' ? Number(testTypeId) : null,
        isAnonymous,
        status: 'Pending',
      },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message || m.created);
          navigate(paths.patient.appointmentList);
        },
        onError: (error) => {
          // A 401 already ran the expired-session routine (toast and /login).
          if (error instanceof ApiError && error.status === 401) return;
          const message = bookingErrorMessage(error);
          setFormError(message);
          notifyError(message, TOAST_MS);
          if (error instanceof ApiError && error.status === 409) {
            // The slot was just taken: show who is still free.
            setDoctorId(null);
            void doctors.refetch();
          }
        },
      },
    );
  };

  const typeLabel = type === 'Medication' ? m.typeMedication : m.typeAppointment;
  const testTypeName = testTypes.data?.find((t) => String(t.testTypeId) === testTypeId)?.testTypeName;

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1}>{m.title}</Title>
        <Text mt="xs">{m.intro}</Text>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="booking-slot">
            <Title order={2} size="h3" id="booking-slot" mb="md">
              {m.stepSlot}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <SlotFields dateLabel={m.date} timeLabel={m.time} minDate={today} {...fieldProps} />
            </SimpleGrid>
            {slotError && (
              <Alert color="red" mt="md" role="alert" variant="light">
                {slotError}
              </Alert>
            )}
            <Group mt="md">
              <Button
                type="button"
                onClick={search}
                loading={doctors.isFetching}
                loaderProps={{ type: 'dots' }}
              >
                {m.search}
              </Button>
            </Group>
          </Paper>

          <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="booking-doctor">
            <Title order={2} size="h3" id="booking-doctor" mb="md">
              {m.stepDoctor}
            </Title>
            <DoctorSearchResults
              search={doctorSearch}
              searching={doctors.isPending || (doctors.isFetching && !doctors.data)}
              messages={m}
            >
              <Stack gap="md">
                <AvailableDoctorPicker
                  label={m.doctors}
                  doctors={doctorList}
                  value={doctorId}
                  phoneLabel={m.phone}
                  error={doctorError}
                  onChange={(id) => {
                    setDoctorId(id);
                    setDoctorError(null);
                    setFormError(null);
                  }}
                />
                {chosenDoctor && <DoctorDetails doctorId={chosenDoctor.doctorId} fallback={chosenDoctor} />}
              </Stack>
            </DoctorSearchResults>
          </Paper>

          <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="booking-type">
            <Title order={2} size="h3" id="booking-type" mb="md">
              {m.stepType}
            </Title>
            <Stack gap="md">
              <Radio.Group
                label={m.type}
                value={type}
                onChange={(value) => {
                  setType(value === 'Medication' ? 'Medication' : 'Appointment');
                  setTestTypeError(null);
                }}
              >
                <Group mt="xs" gap="xl">
                  <Radio value="Appointment" label={m.typeAppointment} />
                  <Radio value="Medication" label={m.typeMedication} />
                </Group>
              </Radio.Group>
              {type === 'Medication' &&
                (testTypes.isError ? (
                  <Alert color="red" role="alert" variant="light">
                    {m.testTypesLoadError}
                  </Alert>
                ) : (
                  <NativeSelect
                    label={m.testType}
                    required
                    disabled={testTypes.isPending}
                    value={testTypeId}
                    error={testTypeError || undefined}
                    onChange={(event) => {
                      setTestTypeId(event.currentTarget.value);
                      setTestTypeError(null);
                    }}
                    data={[
                      { value: '', label: m.testTypePlaceholder },
                      ...(testTypes.data ?? []).map((t) => ({
                        value: String(t.testTypeId),
                        label: t.unit ? `${t.testTypeName} (${t.unit})` : t.testTypeName,
                      })),
                    ]}
                  />
                ))}
              <Switch
                label={m.anonymous}
                description={m.anonymousHelp}
                checked={isAnonymous}
                onChange={(event) => setIsAnonymous(event.currentTarget.checked)}
              />
            </Stack>
          </Paper>

          <Paper
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="booking-confirm"
          >
            <Title order={2} size="h3" id="booking-confirm" mb="md">
              {m.stepConfirm}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mb="md">
              <Text>
                <b>{m.summaryDate}:</b> {date ? formatDateVi(date) : m.notChosen}
              </Text>
              <Text>
                <b>{m.summaryTime}:</b> {time ? formatTimeShort(time) : m.notChosen}
              </Text>
              <Text>
                <b>{m.summaryDoctor}:</b> {chosenDoctor?.doctorName ?? m.notChosen}
              </Text>
              <Text>
                <b>{m.summaryType}:</b> {testTypeName ? `${typeLabel} - ${testTypeName}` : typeLabel}
              </Text>
              <Text>
                <b>{m.summaryAnonymous}:</b> {isAnonymous ? m.yes : m.no}
              </Text>
            </SimpleGrid>
            {formError && (
              <Alert color="red" mb="md" role="alert" variant="light">
                {formError}
              </Alert>
            )}
            <Button type="submit" size="md" loading={create.isPending} fullWidth={false}>
              {create.isPending ? m.submitting : m.confirm}
            </Button>
          </Paper>
        </Stack>
      </form>
    </Stack>
  );
}
