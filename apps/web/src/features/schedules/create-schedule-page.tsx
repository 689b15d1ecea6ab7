import '../../components/form-styles';
import { scheduleCreateBody, WEEKDAY_VI, WEEKDAYS } from '@clinic/contract';
import { NativeSelect, Text, Title } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../components/form-frame';
import { NotFoundState, PageLoader } from '../../components/page-states';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth/use-session';
import { focusFirstInvalid } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreateSchedule } from './api/create-schedule';
import { useDoctorName } from './api/get-doctor-name';
import { HourFields } from './components/hour-fields';
import { changeEnd, clearEndAfterStart } from './hour-form';
import { schedulesMessages as m } from './messages';
import {
  apiTime,
  autoEndFor,
  canCreateFor,
  createErrorMessage,
  type HourValues,
  isDayTaken,
  isWeekday,
  scheduleHome,
  scheduleValidator,
  showServerFieldErrors,
} from './schedule-rules';
import { useLeave } from './use-leave';

const WEEKDAY_OPTIONS = [
  { value: '', label: m.workDayPlaceholder },
  ...WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_VI[day] })),
];

/** /schedule/create/:doctorId. */
export function CreateSchedulePage() {
  const session = useSession();
  const navigate = useNavigate();
  const { doctorId: routeDoctorId } = useParams();
  const role = session?.role ?? null;
  const doctorId = canCreateFor(role, session?.user.doctorId, routeDoctorId);
  const refused = useRef(false);

  // Anyone else gets an error and goes to /.
  useEffect(() => {
    if (doctorId !== null || refused.current) return;
    refused.current = true;
    notifyError(session ? m.noPermission : m.notLoggedIn, m.toastMs);
    void navigate(paths.home, { replace: true });
  }, [doctorId, navigate, session]);

  if (doctorId === null) return <PageLoader />;
  return <CreateScheduleForm doctorId={doctorId} home={scheduleHome(role, doctorId)} />;
}

interface CreateValues extends HourValues {
  /** The select's value: '' while no weekday is chosen. */
  workDay: string;
}

function CreateScheduleForm({ doctorId, home }: { doctorId: number; home: string }) {
  const navigate = useNavigate();
  const leave = useLeave(home);
  const doctor = useDoctorName(doctorId);
  const create = useCreateSchedule();
  const formRef = useRef<HTMLFormElement>(null);
  const toBody = (values: CreateValues) => ({ doctorId, ...values });
  const form = useForm<CreateValues>({
    initialValues: { workDay: '', startTime: null, endTime: null },
    validate: scheduleValidator(scheduleCreateBody, toBody),
  });
  const [formError, setFormError] = useState<string | null>(null);

  if (doctor.isError && doctor.error instanceof ApiError && doctor.error.status === 404) {
    return <NotFoundState title={m.doctorNotFound} backTo={paths.home} />;
  }

  const onStartChange = (value: string | null) => {
    form.setFieldValue('startTime', value);
    // Choosing a start sets the end to 17:00 (or the next hour when 17:00 is not after it).
    form.setFieldValue('endTime', value ? autoEndFor(value) : null);
  };

  const onInvalid = (errors: FormErrors) => {
    setFormError(null);
    clearEndAfterStart(form, errors.endTime);
    focusFirstInvalid(formRef.current);
  };

  const onSubmit = (values: CreateValues) => {
    setFormError(null);
    const { workDay, startTime, endTime } = values;
    if (!isWeekday(workDay) || !startTime || !endTime) return;
    create.mutate(
      { doctorId, workDay, startTime: apiTime(startTime), endTime: apiTime(endTime) },
      {
        onSuccess: () => {
          notifySuccess(m.created, m.toastMs);
          void navigate(home);
        },
        onError: (error) => {
          const message = createErrorMessage(error);
          showServerFieldErrors(form, error);
          if (!isDayTaken(error)) setFormError(message);
          notifyError(message, m.toastMs);
          focusFirstInvalid(formRef.current);
        },
      },
    );
  };

  return (
    <FormFrame
      title={m.createTitle}
      heading={
        <div>
          <Title order={1}>{m.createTitle}</Title>
          {doctor.data && (
            <Text mt="xs">
              {m.doctorLabel}: <strong>{doctor.data}</strong>
            </Text>
          )}
        </div>
      }
      formRef={formRef}
      onSubmit={form.onSubmit(onSubmit, onInvalid)}
      formError={formError}
      pending={create.isPending}
      submitLabel={m.create}
      onCancel={leave}
    >
      <NativeSelect
        label={m.workDayLabel}
        name="workDay"
        required
        data={WEEKDAY_OPTIONS}
        {...form.getInputProps('workDay')}
      />
      <HourFields
        startTime={form.values.startTime}
        endTime={form.values.endTime}
        errors={form.errors}
        onStartChange={onStartChange}
        onEndChange={(value) => changeEnd(form, value)}
      />
      <Text size="sm">
        {m.hoursHint} {m.autoEndHint}
      </Text>
    </FormFrame>
  );
}
