import { formatTimeShort } from '@clinic/contract';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import type { ComponentProps } from 'react';
import type { SlotFields } from './slot-fields';

/**
 * The date and hour of an appointment in a form, named as the request bodies name them so that the server's
 * fieldErrors land under the two fields.
 */
export interface SlotValues {
  appointmentDate: string;
  appointmentTime: string;
}

export const SLOT_FIELDS = ['appointmentDate', 'appointmentTime'] as const;

/** A picked free hour (yyyy-MM-dd, HH:mm:ss) as the form's date and hour fields hold it (HH:mm). */
export const slotValues = (slot: { date: string; time: string }): SlotValues => ({
  appointmentDate: slot.date,
  appointmentTime: formatTimeShort(slot.time),
});

/**
 * What the slot fields use of a form, so that a form of more values and its own rule fits (its rule is
 * synchronous: a zod resolver).
 */
type SlotForm = Pick<
  UseFormReturnType<SlotValues>,
  'values' | 'errors' | 'setFieldValue' | 'setFieldError'
> & {
  validateField: (field: keyof SlotValues) => { hasError: boolean };
};

/** A field's message as the slot and doctor fields take it: the resolvers give strings, anything else is none. */
export function fieldMessage(errors: FormErrors, field: string): string | null {
  const error = errors[field];
  return typeof error === 'string' ? error : null;
}

/**
 * SlotFields' values, errors and handlers from a form. `onEdit` runs on every edit, so the screen can drop
 * what depended on the old slot (a slot message, the doctors found for it).
 */
export function slotFieldProps(
  form: SlotForm,
  onEdit: () => void,
): Omit<ComponentProps<typeof SlotFields>, 'dateLabel' | 'timeLabel' | 'minDate'> {
  return {
    date: form.values.appointmentDate,
    time: form.values.appointmentTime,
    dateError: fieldMessage(form.errors, 'appointmentDate'),
    timeError: fieldMessage(form.errors, 'appointmentTime'),
    onDateChange: (value) => {
      form.setFieldValue('appointmentDate', value);
      onEdit();
    },
    onTimeChange: (value) => {
      form.setFieldValue('appointmentTime', value);
      onEdit();
    },
    onTimeErrorChange: (error) => form.setFieldError('appointmentTime', error),
  };
}

/**
 * Checks the date and hour alone (a doctor search needs no more than the slot) and shows their errors under
 * them; true when both hold.
 */
export function slotFieldsValid(form: SlotForm): boolean {
  const results = SLOT_FIELDS.map((field) => form.validateField(field));
  return results.every((result) => !result.hasError);
}
