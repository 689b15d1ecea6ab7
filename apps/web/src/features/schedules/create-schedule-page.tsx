import '../../components/form-styles';
import { WEEKDAY_VI, WEEKDAYS } from '@clinic/contract';
import { NativeSelect, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
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
import { schedulesMessages as m } from './messages';
import {
  apiTime,
  autoEndFor,
  canCreateFor,
  createErrorMessage,
  isDayTaken,
  isWeekday,
  scheduleHome,
  serverFieldErrors,
  validateHours,
} from './schedule-rules';
import { useHours } from './use-hours';
import { useLeave } from './use-leave';

const WEEKDAY_OPTIONS = [
  { value: '', label: m.workDayPlaceholder },
  ...WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_VI[day] })),
];

/** /schedule/create/:doctorId (spec clinical-flows 2, 4, 5, 6). */
export function CreateSchedulePage() {
  const session = useSession();
  const navigate = useNavigate();
  const { doctorId: routeDoctorId } = useParams();
  const role = session?.role ?? null;
  const doctorId = canCreateFor(role, session?.user.doctorId, routeDoctorId);
  const refused = useRef(false);

  // Spec 6: anyone else gets an error and goes to /.
  useEffect(() => {
    if (doctorId !== null || refused.current) return;
    refused.current = true;
    notifyError(session ? m.noPermission : m.notLoggedIn, m.toastMs);
    void navigate(paths.home, { replace: true });
  }, [doctorId, navigate, session]);

  if (doctorId === null) return <PageLoader />;
  return <CreateScheduleForm doctorId={doctorId} home={scheduleHome(role, doctorId)} />;
}

function CreateScheduleForm({ doctorId, home }: { doctorId: number; home: string }) {
  const navigate = useNavigate();
  const leave = useLeave(home);
  const doctor = useDoctorName(doctorId);
  const create = useCreateSchedule();
  const formRef = useRef<HTMLFormElement>(null);
  const [workDay, setWorkDay] = useState('');
  const { startTime, setStartTime, endTime, setEndTime, errors, setErrors, onEndChange } = useHours(
    null,
    null,
  );
  const [formError, setFormError] = useState<string | null>(null);

  if (doctor.isError && doctor.error instanceof ApiError && doctor.error.status === 404) {
    return <NotFoundState title={m.doctorNotFound} backTo={paths.home} />;
  }

  const onStartChange = (value: string | null) => {
    setStartTime(value);
    // Spec 4: choosing a start sets the end to 17:00 (or the next hour when 17:00 is not after it).
    setEndTime(value ? autoEndFor(value) : null);
    setErrors(({ startTime: _s, endTime: _e, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateHours({ workDay, startTime, endTime }, true);
    if (Object.keys(found).length > 0 || !isWeekday(workDay) || !startTime || !endTime) {
      setErrors(found);
      if (found.endTime === m.endAfterStart) setEndTime(null);
      focusFirstInvalid(formRef.current);
      return;
    }
    create.mutate(
      { doctorId, workDay, startTime: apiTime(startTime), endTime: apiTime(endTime) },
      {
        onSuccess: () => {
          notifySuccess(m.created, m.toastMs);
          void navigate(home);
        },
        onError: (error) => {
          const message = createErrorMessage(error);
          setErrors(serverFieldErrors(error));
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
      onSubmit={onSubmit}
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
        value={workDay}
        error={errors.workDay}
        onChange={(e) => {
          setWorkDay(e.currentTarget.value);
          setErrors(({ workDay: _w, ...rest }) => rest);
        }}
      />
      <HourFields
        startTime={startTime}
        endTime={endTime}
        errors={errors}
        onStartChange={onStartChange}
        onEndChange={onEndChange}
      />
      <Text size="sm">
        {m.hoursHint} {m.autoEndHint}
      </Text>
    </FormFrame>
  );
}
