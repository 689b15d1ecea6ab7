import '../../../components/form-styles';
import {
  type Appointment,
  appointmentMessages,
  bookingSlotError,
  formatTimeShort,
  toApiTime,
} from '@clinic/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { SlotFields, useSlotFields } from '../../../components/slot-fields';
import { clinicNow, clinicToday } from '../../../lib/clinic-time';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateAppointment } from '../api/update-appointment';
import { appointmentActionError } from '../appointment-errors';
import { appointmentsMessages as m } from '../messages';

/** Change the date and hour of a Scheduled appointment, same doctor; both are required. */
export function RescheduleModal({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={m.rescheduleTitle}
      centered
      closeButtonProps={{ 'aria-label': m.close }}
    >
      {appointment && (
        <RescheduleForm key={appointment.appointmentId} appointment={appointment} onDone={onClose} />
      )}
    </Modal>
  );
}

function RescheduleForm({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const today = clinicToday();
  const [error, setError] = useState<string | null>(null);
  const { date, time, fieldProps } = useSlotFields(
    {
      date: appointment.appointmentDate >= today ? appointment.appointmentDate : '',
      time: formatTimeShort(appointment.appointmentTime),
    },
    () => setError(null),
  );
  const update = useUpdateAppointment();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || !time) {
      setError(m.rescheduleRequired);
      return;
    }
    const problem = date < today ? appointmentMessages.pastDate : bookingSlotError(date, time, clinicNow());
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    update.mutate(
      { appointmentId: appointment.appointmentId, appointmentDate: date, appointmentTime: toApiTime(time) },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message || m.rescheduled);
          onDone();
        },
        onError: (failure) => {
          const message = appointmentActionError(failure);
          if (!message) return;
          setError(message);
          notifyError(message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{m.rescheduleIntro(appointment.doctorName)}</Text>
        <SlotFields
          dateLabel={m.newDate}
          timeLabel={m.newTime}
          minDate={today}
          {...fieldProps}
          autoFocusDate
        />
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {m.close}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
