import '../../../components/form-styles';
import type { Appointment } from '@clinic/contract';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { RecordModal } from '../../../components/record-modal';
import { SlotFields } from '../../../components/slot-fields';
import { slotValues } from '../../../components/slot-form';
import { SlotPicker } from '../../../components/slot-picker';
import { paths } from '../../../config/paths';
import { focusFirstInvalid } from '../../../lib/forms';
import { Link } from '../../../lib/router';
import { appointmentsMessages as m } from '../messages';
import { useReschedule } from '../use-reschedule';

/**
 * The list's one "Đổi lịch": the same doctor's free hours to pick from (or a date and hour to type), and the
 * way to the update page for another doctor.
 */
export function RescheduleModal({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  return (
    <RecordModal
      record={appointment}
      onClose={onClose}
      title={m.rescheduleTitle}
      closeLabel={m.close}
      size="lg"
    >
      {(a) => <RescheduleForm key={a.appointmentId} appointment={a} onDone={onClose} />}
    </RecordModal>
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
    <form
      onSubmit={(event) => {
        const element = event.currentTarget;
        form.onSubmit(onSubmit, () => {
          setError(m.rescheduleRequired);
          focusFirstInvalid(element);
        })(event);
      }}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm">{m.rescheduleIntro(appointment.doctorName)}</Text>
        <SlotPicker
          doctorId={appointment.doctorId}
          value={{ ...form.values, doctorId: appointment.doctorId }}
          onPick={(slot) => {
            form.setValues(slotValues(slot));
            form.clearErrors();
            setError(null);
          }}
        />
        <SlotFields dateLabel={m.newDate} timeLabel={m.newTime} minDate={today} {...slotProps} />
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <Anchor component={Link} to={paths.patient.updateAppointment(appointment.appointmentId)} size="sm">
          {m.otherDoctor}
        </Anchor>
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
