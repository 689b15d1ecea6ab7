import '../../components/form-styles';
import '@mantine/core/styles/Switch.css';
import { bookingSlotError, formatDateVi, formatTimeShort, toApiTime } from '@clinic/contract';
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
import { type FormErrors, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { AvailableDoctorPicker } from '../../components/available-doctor-picker';
import { DoctorSearchResults } from '../../components/doctor-search-results';
import { HeadedSection } from '../../components/headed-section';
import { PageHeading } from '../../components/page-heading';
import { usePatientId } from '../../components/require-role';
import { SlotFields } from '../../components/slot-fields';
import { fieldMessage, slotFieldProps, slotFieldsValid, slotValues } from '../../components/slot-form';
import { SlotPicker } from '../../components/slot-picker';
import type { PickedSlot } from '../../components/slot-picker-model';
import { paths } from '../../config/paths';
import type { Slot } from '../../lib/api/get-available-doctors';
import { ApiError } from '../../lib/api-client';
import { clinicNow, clinicToday } from '../../lib/clinic-time';
import { focusFirstInvalid, setServerFieldErrors } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useNavigate, useSearchParams } from '../../lib/router';
import { useDoctorSearch } from '../../lib/use-doctor-search';
import { useCreateAppointment } from './api/create-appointment';
import { useActiveTestTypes } from './api/get-test-types';
import { bookingErrorMessage } from './booking-errors';
import {
  BOOKING_FIELDS,
  type BookingValues,
  bookingBody,
  bookingStart,
  bookingValidator,
  preferredDoctorOf,
} from './booking-model';
import classes from './booking-page.module.css';
import { DoctorDetails } from './components/doctor-details';
import { bookingMessages as m } from './messages';

/** Booking time-error toasts stay 5000 ms. */
const TOAST_MS = 5000;

/** Brings a step into view and puts the focus on its heading, for the keyboard and the screen reader alike. */
function showStep(headingId: string) {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  heading.setAttribute('tabindex', '-1');
  heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
  heading.focus({ preventScroll: true });
}

export function BookingPage() {
  return <BookingForm patientId={usePatientId()} />;
}

function BookingForm({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const today = clinicToday();
  const [slotError, setSlotError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [link] = useSearchParams();
  const preferredDoctorId = preferredDoctorOf(link);
  const testFromLink = link.has('testTypeId') && bookingStart(link).testTypeId !== '';
  // The manual date and hour stay folded away until asked for: the free hours above are the usual way.
  const [manual, setManual] = useState(false);
  const form = useForm<BookingValues>({
    initialValues: bookingStart(link),
    // The picked doctor counts only while the slot on screen is the searched one, which the search below
    // knows; the rule is read when the form validates, after this render has set it.
    validate: (values) => validate(values),
  });
  const { values } = form;
  const doctorSearch = useDoctorSearch(values.appointmentDate, values.appointmentTime);
  const { doctors, doctorId, setDoctorId, doctorList, chosen: chosenDoctor } = doctorSearch;
  const validate = bookingValidator(patientId, chosenDoctor?.doctorId ?? null, today);
  const testTypes = useActiveTestTypes(values.appointmentType === 'Medication');
  const create = useCreateAppointment();

  /** Date and hour present and bookable; the error is shown where it belongs. */
  const checkSlot = (): Slot | null => {
    if (!slotFieldsValid(form)) return null;
    const { appointmentDate: date, appointmentTime: time } = form.values;
    const problem = bookingSlotError(date, time, clinicNow());
    setSlotError(problem);
    if (problem) {
      notifyError(problem, TOAST_MS);
      return null;
    }
    return { date, time: toApiTime(time) };
  };

  /** A free hour picked in the strip: the form's own fields get its date and hour, and its doctor is chosen. */
  const pick = (slot: PickedSlot) => {
    setFormError(null);
    setSlotError(null);
    form.setValues(slotValues(slot));
    form.clearErrors();
    doctorSearch.search({ date: slot.date, time: slot.time });
    setDoctorId(slot.doctorId);
    // The hour and the doctor are chosen: on to the kind of visit, unless the link chose it already (then the
    // confirmation, always on screen at the bottom, is next).
    if (!testFromLink) showStep('booking-type');
  };

  const search = () => {
    setFormError(null);
    const slot = checkSlot();
    if (!slot) return;
    form.clearFieldError('doctorId');
    doctorSearch.search(slot);
  };

  const onInvalid = (errors: FormErrors, invalid: BookingValues) => {
    setFormError(null);
    // A missing date or hour is typed in the folded fields: they open, and the first one gets the focus.
    if (!invalid.appointmentDate || !invalid.appointmentTime) setManual(true);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    if (!invalid.appointmentDate || !invalid.appointmentTime || errors.doctorId) {
      setFormError(m.fillAll);
      notifyError(m.fillAll, TOAST_MS);
    } else if (typeof errors.testTypeId === 'string') {
      notifyError(errors.testTypeId, TOAST_MS);
    }
  };

  const onSubmit = (valid: BookingValues) => {
    setFormError(null);
    const slot = checkSlot();
    if (!slot || !chosenDoctor) return;
    create.mutate(bookingBody(valid, patientId, chosenDoctor.doctorId), {
      onSuccess: ({ message, appointment }) => {
        notifySuccess(message || m.created);
        navigate(
          appointment
            ? paths.patient.bookingConfirmation(appointment.appointmentId)
            : paths.patient.appointmentList,
        );
      },
      onError: (error) => {
        // A 401 already ran the expired-session routine (toast and /login).
        if (error instanceof ApiError && error.status === 401) return;
        const message = bookingErrorMessage(error);
        setServerFieldErrors(form, error, BOOKING_FIELDS);
        setFormError(message);
        notifyError(message, TOAST_MS);
        if (error instanceof ApiError && error.status === 409) {
          // The slot was just taken: show who is still free.
          setDoctorId(null);
          void doctors.refetch();
        }
      },
    });
  };

  const medication = values.appointmentType === 'Medication';
  const summaryWhen = [
    values.appointmentDate ? formatDateVi(values.appointmentDate) : null,
    values.appointmentTime ? formatTimeShort(values.appointmentTime) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const typeLabel = medication ? m.typeMedication : m.typeAppointment;
  const testTypeName = testTypes.data?.find((t) => String(t.testTypeId) === values.testTypeId)?.testTypeName;

  return (
    <Stack gap="lg" maw={880}>
      <PageHeading title={m.title} intro={m.intro} />
      <form ref={formRef} onSubmit={form.onSubmit(onSubmit, onInvalid)} noValidate>
        <Stack gap="lg">
          <HeadedSection id="booking-slot" title={m.stepSlot}>
            <Text size="sm" c="dimmed" mb="sm">
              {m.pickIntro}
            </Text>
            {testFromLink && testTypeName && (
              <Text size="sm" mb="md">
                <b>{m.testChosen}:</b> {testTypeName}
              </Text>
            )}
            <SlotPicker
              preferredDoctorId={preferredDoctorId}
              value={{
                appointmentDate: values.appointmentDate,
                appointmentTime: values.appointmentTime,
                doctorId,
              }}
              onPick={pick}
            />
            {manual ? (
              <>
                <Text size="sm" fw={500} mt="lg" mb="xs">
                  {m.orType}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <SlotFields
                    dateLabel={m.date}
                    timeLabel={m.time}
                    minDate={today}
                    {...slotFieldProps(form, () => setSlotError(null))}
                  />
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
              </>
            ) : (
              <Button variant="subtle" px={0} mt="md" aria-expanded={false} onClick={() => setManual(true)}>
                {m.otherDateTime}
              </Button>
            )}
          </HeadedSection>

          <HeadedSection id="booking-doctor" title={m.stepDoctor}>
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
                  error={fieldMessage(form.errors, 'doctorId')}
                  onChange={(id) => {
                    setDoctorId(id);
                    form.clearFieldError('doctorId');
                    setFormError(null);
                    if (!testFromLink) showStep('booking-type');
                  }}
                />
                {chosenDoctor && <DoctorDetails doctorId={chosenDoctor.doctorId} fallback={chosenDoctor} />}
              </Stack>
            </DoctorSearchResults>
          </HeadedSection>

          <HeadedSection id="booking-type" title={m.stepType}>
            <Stack gap="md">
              <Radio.Group
                label={m.type}
                value={values.appointmentType}
                onChange={(value) => {
                  form.setFieldValue(
                    'appointmentType',
                    value === 'Medication' ? 'Medication' : 'Appointment',
                  );
                  form.clearFieldError('testTypeId');
                }}
              >
                <Group mt="xs" gap="xl">
                  <Radio value="Appointment" label={m.typeAppointment} />
                  <Radio value="Medication" label={m.typeMedication} />
                </Group>
              </Radio.Group>
              {medication &&
                (testTypes.isError ? (
                  <Alert color="red" role="alert" variant="light">
                    {m.testTypesLoadError}
                  </Alert>
                ) : (
                  <NativeSelect
                    label={m.testType}
                    required
                    disabled={testTypes.isPending}
                    {...form.getInputProps('testTypeId')}
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
                {...form.getInputProps('isAnonymous', { type: 'checkbox' })}
              />
            </Stack>
          </HeadedSection>

          {/* Always on screen at the bottom, however long the page: what will be booked, and its button. */}
          <Paper
            withBorder
            shadow="md"
            p={{ base: 'sm', sm: 'md' }}
            component="section"
            aria-labelledby="booking-confirm"
            className={classes.confirm}
          >
            <Title order={2} size="h4" id="booking-confirm" mb={4}>
              {m.stepConfirm}
            </Title>
            <Stack gap={2} mb="sm">
              <Text size="sm">
                <b>{m.summaryDoctor}:</b> {chosenDoctor?.doctorName ?? m.noDoctorYet}
              </Text>
              {summaryWhen && (
                <Text size="sm">
                  <b>{m.summaryWhen}:</b> {summaryWhen}
                </Text>
              )}
              <Text size="sm">
                <b>{m.summaryType}:</b> {testTypeName ? `${typeLabel} - ${testTypeName}` : typeLabel}
                {values.isAnonymous && (
                  <>
                    {' · '}
                    <span>
                      {m.summaryAnonymous}: {m.yes}
                    </span>
                  </>
                )}
              </Text>
            </Stack>
            {formError && (
              <Alert color="red" mb="sm" role="alert" variant="light">
                {formError}
              </Alert>
            )}
            <Button type="submit" size="md" loading={create.isPending} fullWidth>
              {create.isPending ? m.submitting : m.confirm}
            </Button>
          </Paper>
        </Stack>
      </form>
    </Stack>
  );
}
