import { formatDateVi, formatTimeShort, toApiTime, WEEKDAY_VI, weekdayOf } from '@clinic/contract';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAvailableSlots, useWorkingHours } from '../lib/api/get-available-slots';
import { clinicToday } from '../lib/clinic-time';
import { rovingKeyDown, rovingTabIndex } from '../lib/roving-focus';
import { slotPickerMessages as m } from './clinic-messages';
import { PageError } from './page-states';
import type { SlotValues } from './slot-form';
import classes from './slot-picker.module.css';
import {
  dayLabel,
  firstFreeSlot,
  hoursByDoctor,
  type PickedSlot,
  workingDaysText,
} from './slot-picker-model';

/** How far ahead the strip looks. */
const SLOT_DAYS = 14;

const longDay = (date: string) => `${WEEKDAY_VI[weekdayOf(date)]} ${formatDateVi(date)}`;

/**
 * The free hours of the next two weeks, as the consumer booking apps show them: a strip of days (full days
 * greyed), the earliest free hour offered first, then the chosen day's free hours as buttons grouped by doctor,
 * each doctor with their working days written out. Picking an hour hands the slot to the form, which keeps its
 * own date and hour fields (the original booking form's, docs/decisions/0017), so a patient may still type them.
 */
export function SlotPicker({
  doctorId,
  preferredDoctorId = null,
  value,
  onPick,
}: {
  /** Only this doctor's hours (rescheduling with the same doctor). */
  doctorId?: number;
  /** The patient's own doctor: offered first, their hours at the top of each day. */
  preferredDoctorId?: number | null;
  /** The form's date and hour (HH:mm) and its chosen doctor: the hour button they name shows as picked. */
  value: SlotValues & { doctorId: number | null };
  onPick: (slot: PickedSlot) => void;
}) {
  const today = clinicToday();
  const slots = useAvailableSlots(today, SLOT_DAYS, doctorId);
  const hours = useWorkingHours(doctorId);
  const [chosenDay, setChosenDay] = useState<string | null>(null);

  // The doctors' weekly hours add a line to each doctor's card: shown only with them, the picker does not grow
  // under the patient's pointer, moving the fields and the search button below it. Without them (an error), the
  // cards simply go without that line.
  if (slots.isPending || hours.isPending) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{m.loading}</Text>
      </Group>
    );
  }
  if (slots.isError) return <PageError message={m.loadError} onRetry={() => void slots.refetch()} />;

  const days = slots.data;
  const earliest = firstFreeSlot(days, preferredDoctorId);
  if (!earliest) return <Text c="dimmed">{m.noFreeDay}</Text>;

  // The day of the hour the form names, once it names one completely.
  const formDay =
    value.appointmentDate && value.appointmentTime && value.doctorId !== null ? value.appointmentDate : null;
  const day = chosenDay ?? formDay ?? earliest.date;
  const shown = days.find((d) => d.date === day);
  const weekOf = (id: number) => workingDaysText(hours.data?.find((h) => h.doctorId === id)?.schedules ?? []);
  const doctorsOfDay = hoursByDoctor(shown, preferredDoctorId);
  const dayTab = rovingTabIndex(
    days,
    (d) => d.date === day,
    (d) => d.slots.length > 0,
  );
  const isPicked = (date: string, time: string, id: number) =>
    value.appointmentDate === date &&
    value.appointmentTime !== '' &&
    toApiTime(value.appointmentTime) === time &&
    value.doctorId === id;
  // Each doctor's hours are one Tab stop: the picked hour, else the first.
  const hourTab = (doctor: { doctorId: number; times: string[] }) =>
    rovingTabIndex(
      doctor.times,
      (time) => isPicked(day, time, doctor.doctorId),
      () => true,
    );

  return (
    <Stack gap="md">
      <Button
        variant={isPicked(earliest.date, earliest.time, earliest.doctorId) ? 'filled' : 'default'}
        className={classes.earliest}
        // The label wraps on a phone rather than being cut.
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible', height: 'auto' } }}
        onClick={() => {
          setChosenDay(earliest.date);
          onPick(earliest);
        }}
      >
        <Stack gap={0} align="flex-start">
          <Text size="xs" fw={600} className={classes.earliestLabel}>
            {earliest.doctorId === preferredDoctorId ? m.earliestOwn : m.earliest}
          </Text>
          <Text size="sm" fw={600} ta="left">
            {m.earliestAt(longDay(earliest.date), formatTimeShort(earliest.time), earliest.doctorName)}
          </Text>
        </Stack>
      </Button>

      {/* One Tab stop: the arrow keys move from day to day (lib/roving-focus.ts). */}
      <fieldset className={classes.days} onKeyDown={rovingKeyDown(true)}>
        <Text component="legend" size="sm" fw={500} mb={6}>
          {m.days}
        </Text>
        <div className={classes.strip}>
          {days.map((d) => {
            const label = dayLabel(d.date);
            const full = d.slots.length === 0;
            return (
              <Button
                key={d.date}
                variant={d.date === day ? 'filled' : 'default'}
                disabled={full}
                className={classes.day}
                data-roving
                tabIndex={dayTab(d)}
                aria-pressed={d.date === day}
                aria-label={full ? `${longDay(d.date)}, ${m.dayFull}` : longDay(d.date)}
                onClick={() => setChosenDay(d.date)}
              >
                <Stack gap={0} align="center">
                  <span>{label.weekday}</span>
                  <span className={classes.dayNumber}>{label.day}</span>
                </Stack>
              </Button>
            );
          })}
        </div>
      </fieldset>

      <Stack gap="sm">
        <Title order={3} size="h5">
          {longDay(day)}
        </Title>
        {doctorsOfDay.length === 0 && <Text c="dimmed">{m.noDoctorThatDay}</Text>}
        {doctorsOfDay.map((doctor) => {
          const week = weekOf(doctor.doctorId);
          return (
            <Paper key={doctor.doctorId} withBorder p="sm" radius="md">
              <Text fw={600}>{doctor.doctorName}</Text>
              {week && (
                <Text size="sm" c="dimmed">
                  {m.doctorHours}: {week}
                </Text>
              )}
              <Group
                gap="xs"
                mt="xs"
                role="group"
                aria-label={m.hoursOf(doctor.doctorName)}
                onKeyDown={rovingKeyDown()}
              >
                {doctor.times.map((time) => (
                  <Button
                    key={time}
                    variant={isPicked(day, time, doctor.doctorId) ? 'filled' : 'outline'}
                    className={classes.hour}
                    data-roving
                    tabIndex={hourTab(doctor)(time)}
                    aria-pressed={isPicked(day, time, doctor.doctorId)}
                    aria-label={m.hourLabel(formatTimeShort(time), longDay(day), doctor.doctorName)}
                    onClick={() =>
                      onPick({ date: day, time, doctorId: doctor.doctorId, doctorName: doctor.doctorName })
                    }
                  >
                    {formatTimeShort(time)}
                  </Button>
                ))}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
