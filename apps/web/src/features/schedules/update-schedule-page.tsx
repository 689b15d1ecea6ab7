import { type DoctorSchedule, scheduleUpdateBody } from '@clinic/contract';
import { SimpleGrid, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DetailField } from '../../components/detail-field';
import { FormFrame } from '../../components/form-frame';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { NoAccess } from '../../components/require-role';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth/use-session';
import { useRouteId } from '../../lib/route-id';
import { useSchedule } from './api/get-schedule';
import { useUpdateSchedule } from './api/schedule-changes';
import { HourFields } from './components/hour-fields';
import { changeEnd, useScheduleSave } from './hour-form';
import { schedulesMessages as m } from './messages';
import {
  apiTime,
  canUpdate,
  displayTime,
  type HourValues,
  joinedServerErrors,
  keepEndIfValid,
  loadErrorMessage,
  scheduleHome,
  scheduleValidator,
  weekdayLabel,
} from './schedule-rules';

/** /update-schedule/:scheduleId. */
export function UpdateSchedulePage() {
  const session = useSession();
  const scheduleId = useRouteId('scheduleId');
  const allowed = canUpdate(session?.role ?? null);
  const schedule = useSchedule(allowed ? scheduleId : null);
  const managerHome = paths.schedules.manager;

  if (!session) return <PageError message={m.notLoggedIn} />;
  if (!allowed) return <NoAccess />;
  if (scheduleId === null)
    return <NotFoundState title={m.notFound} backTo={managerHome} backLabel={m.back} />;
  if (schedule.isPending) return <PageLoader />;
  if (schedule.isError) {
    if (schedule.error instanceof ApiError && schedule.error.status === 404) {
      return <NotFoundState title={m.notFound} backTo={managerHome} backLabel={m.back} />;
    }
    return (
      <PageError
        message={loadErrorMessage(schedule.error, m.loadOneFailed)}
        onRetry={() => void schedule.refetch()}
      />
    );
  }
  return (
    <UpdateScheduleForm
      key={schedule.data.scheduleId}
      schedule={schedule.data}
      home={scheduleHome(session.role, schedule.data.doctorId)}
    />
  );
}

function UpdateScheduleForm({ schedule, home }: { schedule: DoctorSchedule; home: string }) {
  const update = useUpdateSchedule();
  const form = useForm<HourValues>({
    initialValues: { startTime: displayTime(schedule.startTime), endTime: displayTime(schedule.endTime) },
    validate: scheduleValidator(scheduleUpdateBody, (values: HourValues) => ({
      scheduleId: schedule.scheduleId,
      ...values,
    })),
  });
  const { frame, setFormError, onInvalid, saved, failed } = useScheduleSave(form, home);

  const onStartChange = (value: string | null) => {
    const { endTime } = form.values;
    const kept = keepEndIfValid(value, endTime);
    form.setFieldValue('startTime', value);
    form.setFieldValue('endTime', kept);
    // An end that is no longer after the start is cleared, with the message.
    form.setErrors(value && endTime && !kept ? { endTime: m.endAfterStart } : {});
  };

  const onSubmit = ({ startTime, endTime }: HourValues) => {
    setFormError(null);
    if (!startTime || !endTime) return;
    update.mutate(
      { scheduleId: schedule.scheduleId, startTime: apiTime(startTime), endTime: apiTime(endTime) },
      {
        onSuccess: saved(m.updated),
        onError: (error) => failed(error, joinedServerErrors(error, m.updateFailed)),
      },
    );
  };

  return (
    <FormFrame
      title={m.updateTitle}
      {...frame}
      onSubmit={form.onSubmit(onSubmit, onInvalid)}
      pending={update.isPending}
      submitLabel={m.save}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DetailField label={m.doctorLabel}>{schedule.fullName}</DetailField>
        <DetailField label={m.workDayLabel}>{weekdayLabel(schedule.workDay)}</DetailField>
      </SimpleGrid>
      <HourFields
        startTime={form.values.startTime}
        endTime={form.values.endTime}
        errors={form.errors}
        disabled={update.isPending}
        onStartChange={onStartChange}
        onEndChange={(value) => changeEnd(form, value)}
      />
      <Text size="sm">{m.hoursHint}</Text>
    </FormFrame>
  );
}
