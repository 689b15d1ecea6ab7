import '../../components/form-styles';
import { scheduleCreateBody, WEEKDAY_VI, WEEKDAYS } from '@clinic/contract';
import { NativeSelect, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFrame } from '../../components/form-frame';
import { NotFoundState } from '../../components/page-states';
import { NoAccess } from '../../components/require-role';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth/use-session';
import { useParams } from '../../lib/router';
import { useDoctorName } from './api/get-doctor-name';
import { useCreateSchedule } from './api/schedule-changes';
import { HourFields } from './components/hour-fields';
import { changeEnd, useScheduleSave } from './hour-form';
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
} from './schedule-rules';

const WEEKDAY_OPTIONS = [
  { value: '', label: m.workDayPlaceholder },
  ...WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_VI[day] })),
];

/** /schedule/create/:doctorId. */
export function CreateSchedulePage() {
  const session = useSession();
  const { doctorId: routeDoctorId } = useParams();
  const role = session?.role ?? null;
  const doctorId = canCreateFor(role, session?.user.doctorId, routeDoctorId);

  if (doctorId === null) return <NoAccess />;
  return <CreateScheduleForm doctorId={doctorId} home={scheduleHome(role, doctorId)} />;
}

interface CreateValues extends HourValues {
  /** The select's value: '' while no weekday is chosen. */
  workDay: string;
}

function CreateScheduleForm({ doctorId, home }: { doctorId: number; home: string }) {
  const doctor = useDoctorName(doctorId);
  const create = useCreateSchedule();
  const toBody = (values: CreateValues) => ({ doctorId, ...values });
  const form = useForm<CreateValues>({
    initialValues: { workDay: '', startTime: null, endTime: null },
    validate: scheduleValidator(scheduleCreateBody, toBody),
  });
  const { frame, setFormError, onInvalid, saved, failed } = useScheduleSave(form, home);

  if (doctor.isError && doctor.error instanceof ApiError && doctor.error.status === 404) {
    return <NotFoundState title={m.doctorNotFound} backTo={paths.home} />;
  }

  const onStartChange = (value: string | null) => {
    form.setFieldValue('startTime', value);
    // Choosing a start sets the end to 17:00 (or the next hour when 17:00 is not after it).
    form.setFieldValue('endTime', value ? autoEndFor(value) : null);
  };

  const onSubmit = (values: CreateValues) => {
    setFormError(null);
    const { workDay, startTime, endTime } = values;
    if (!isWeekday(workDay) || !startTime || !endTime) return;
    create.mutate(
      { doctorId, workDay, startTime: apiTime(startTime), endTime: apiTime(endTime) },
      {
        onSuccess: saved(m.created),
        onError: (error) => failed(error, createErrorMessage(error), !isDayTaken(error)),
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
      {...frame}
      onSubmit={form.onSubmit(onSubmit, onInvalid)}
      pending={create.isPending}
      submitLabel={m.create}
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
