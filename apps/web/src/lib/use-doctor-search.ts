import { toApiTime } from '@clinic/contract';
import { useState } from 'react';
import { type Slot, useAvailableDoctors } from './api/get-available-doctors';

/**
 * Booking and rescheduling with another doctor: the doctors free at the last searched slot, and the one
 * picked among them. A doctor only counts while the date and hour on screen are still the searched ones.
 */
export function useDoctorSearch(date: string, time: string) {
  const [searched, setSearched] = useState<Slot | null>(null);
  const [doctorId, setDoctorId] = useState<number | null>(null);
  const doctors = useAvailableDoctors(searched);

  const slotIsCurrent = searched !== null && searched.date === date && searched.time === toApiTime(time);
  const doctorList = slotIsCurrent && doctors.isSuccess ? doctors.data : [];
  const chosen = doctorList.find((d) => d.doctorId === doctorId) ?? null;

  const search = (slot: Slot) => {
    setDoctorId(null);
    // The same slot keeps its query key, so only a refetch asks the server again.
    if (searched && searched.date === slot.date && searched.time === slot.time) void doctors.refetch();
    else setSearched(slot);
  };

  return { searched, doctors, doctorId, setDoctorId, slotIsCurrent, doctorList, chosen, search };
}

export type DoctorSearch = ReturnType<typeof useDoctorSearch>;
