import '../../../components/form-styles';
import type { Appointment } from '@clinic/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SlotFields } from '../../../components/slot-fields';
import { appointmentsMessages as m } from '../messages';
import { useReschedule } from '../use-reschedule';

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
  const { form, today, error, setError, checkSlot, save, saving, slotProps } = useReschedule(
    appointment,
    onDone,
  );

  const onSubmit = () => {
    const slot = checkSlot();
    if (slot) save(slot);
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit, () => setError(m.rescheduleRequired))} noValidate>
      <Stack gap="md">
        <Text size="sm">{m.rescheduleIntro(appointment.doctorName)}</Text>
        <SlotFields
          dateLabel={m.newDate}
          timeLabel={m.newTime}
          minDate={today}
          {...slotProps}
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
          <Button type="submit" loading={saving}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
