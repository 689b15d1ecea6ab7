import { type DoctorSchedule, scheduleUpdateBody } from '@clinic/contract';
import { SimpleGrid, Text } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../components/form-frame';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth/use-session';
import { focusFirstInvalid } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSchedule } from './api/get-schedule';
import { useUpdateSchedule } from './api/update-schedule';
import { HourFields } from './components/hour-fields';
import { NoPermission } from './components/no-permission';
import { changeEnd, clearEndAfterStart } from './hour-form';
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
  showServerFieldErrors,
  weekdayLabel,
} from './schedule-rules';
import { useLeave } from './use-leave';

function parseScheduleId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** /update-schedule/:scheduleId. */
export function UpdateSchedulePage() {
  const session = useSession();
  const { scheduleId: raw } = useParams();
  const scheduleId = parseScheduleId(raw);
  const allowed = canUpdate(session?.role ?? null);
  const schedule = useSchedule(allowed ? scheduleId : null);
  const managerHome = paths.schedules.manager;

  if (!session) return <PageError message={m.notLoggedIn} />;
  if (!allowed) return <NoPermission title={m.updateTitle} />;
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
  const navigate = useNavigate();
  const leave = useLeave(home);
  const update = useUpdateSchedule();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<HourValues>({
    initialValues: { startTime: displayTime(schedule.startTime), endTime: displayTime(schedule.endTime) },
    validate: scheduleValidator(scheduleUpdateBody, (values: HourValues) => ({
      scheduleId: schedule.scheduleId,
      ...values,
    })),
  });
  const [formError, setFormError] = useState<string | null>(null);

  const onStartChange = (value: string | null) => {
    const { endTime } = form.values;
    const kept = keepEndIfValid(value, endTime);
    form.setFieldValue('startTime', value);
    form.setFieldValue('endTime', kept);
    // An end that is no longer after the start is cleared, with the message.
    form.setErrors(value && endTime && !kept ? { endTime: m.endAfterStart } : {});
  };

  const onInvalid = (errors: FormErrors) => {
    setFormError(null);
    clearEndAfterStart(form, errors.endTime);
    focusFirstInvalid(formRef.current);
  };

  const onSubmit = ({ startTime, endTime }: HourValues) => {
    setFormError(null);
    if (!startTime || !endTime) return;
    update.mutate(
      { scheduleId: schedule.scheduleId, startTime: apiTime(startTime), endTime: apiTime(endTime) },
      {
        onSuccess: () => {
          notifySuccess(m.updated, m.toastMs);
          void navigate(home);
        },
        onError: (error) => {
          const message = joinedServerErrors(error, m.updateFailed);
          showServerFieldErrors(form, error);
          setFormError(message);
          notifyError(message, m.toastMs);
          focusFirstInvalid(formRef.current);
        },
      },
    );
  };

  return (
    <FormFrame
      title={m.updateTitle}
      formRef={formRef}
      onSubmit={form.onSubmit(onSubmit, onInvalid)}
      formError={formError}
      pending={update.isPending}
      submitLabel={m.save}
      onCancel={leave}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <div>
          <Text size="sm" fw={600}>
            {m.doctorLabel}
          </Text>
          <Text>{schedule.fullName}</Text>
        </div>
        <div>
          <Text size="sm" fw={600}>
            {m.workDayLabel}
          </Text>
          <Text>{weekdayLabel(schedule.workDay)}</Text>
        </div>
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
