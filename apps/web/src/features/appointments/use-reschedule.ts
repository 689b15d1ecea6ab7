import {
  type Appointment,
  appointmentMessages,
  appointmentUpdateBody,
  bookingSlotError,
  formatTimeShort,
  toApiTime,
} from '@clinic/contract';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { SLOT_FIELDS, type SlotValues, slotFieldProps, slotFieldsValid } from '../../components/slot-form';
import type { Slot } from '../../lib/api/get-available-doctors';
import { ApiError } from '../../lib/api-client';
import { clinicNow, clinicToday } from '../../lib/clinic-time';
import { setServerFieldErrors, zodResolver } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useUpdateAppointment } from './api/update-appointment';
import { appointmentActionError } from './appointment-errors';
import { appointmentsMessages as m } from './messages';

/**
 * A new date and hour for a Scheduled appointment, in the modal (same doctor) and on the update page (with a
 * doctor search): the form starts from the appointment's own slot, or an empty date when that day has passed,
 * and is checked with the contract's update schema. One message on top says what stops the change.
 */
export function useReschedule(appointment: Appointment, onSaved: () => void) {
  const today = clinicToday();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SlotValues>({
    initialValues: {
      appointmentDate: appointment.appointmentDate >= today ? appointment.appointmentDate : '',
      appointmentTime: formatTimeShort(appointment.appointmentTime),
    },
    validate: zodResolver(appointmentUpdateBody, (values: SlotValues) => ({
      appointmentId: appointment.appointmentId,
      appointmentDate: values.appointmentDate,
      appointmentTime: toApiTime(values.appointmentTime),
    })),
  });
  const update = useUpdateAppointment();

  /** The slot to save or search with, or null with the reason shown. */
  const checkSlot = (): Slot | null => {
    if (!slotFieldsValid(form)) {
      setError(m.rescheduleRequired);
      return null;
    }
    const { appointmentDate: date, appointmentTime: time } = form.values;
    const problem = date < today ? appointmentMessages.pastDate : bookingSlotError(date, time, clinicNow());
    setError(problem);
    return problem ? null : { date, time: toApiTime(time) };
  };

  /** Saves the slot, with the doctor when one was picked; `onTaken` runs when the slot went to someone else. */
  const save = (slot: Slot, doctorId?: number, onTaken?: () => void) =>
    update.mutate(
      {
        appointmentId: appointment.appointmentId,
        appointmentDate: slot.date,
        appointmentTime: slot.time,
        ...(doctorId === undefined ? {} : { doctorId }),
      },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message || m.rescheduled);
          onSaved();
        },
        onError: (failure) => {
          const message = appointmentActionError(failure);
          if (!message) return;
          setServerFieldErrors(form, failure, SLOT_FIELDS);
          setError(message);
          notifyError(message);
          if (failure instanceof ApiError && failure.status === 409) onTaken?.();
        },
      },
    );

  return {
    form,
    today,
    error,
    setError,
    checkSlot,
    save,
    saving: update.isPending,
    slotProps: slotFieldProps(form, () => setError(null)),
  };
}
