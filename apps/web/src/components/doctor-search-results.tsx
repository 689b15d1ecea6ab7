import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DoctorSearch } from '../lib/use-doctor-search';

export interface DoctorSearchMessages {
  searchFirst: string;
  slotChanged: string;
  searching: string;
  searchError: string;
  noDoctors: string;
}

/**
 * What the doctor search has to say, announced politely: search first, slot changed, searching, failed, nobody free,
 * or `children` (the picker) once doctors are found. `searching` is the caller's, as screens differ on a retry.
 */
export function DoctorSearchResults({
  search,
  searching,
  messages,
  children,
}: {
  search: DoctorSearch;
  searching: boolean;
  messages: DoctorSearchMessages;
  children: ReactNode;
}) {
  return (
    <div aria-live="polite">
      {search.searched === null ? (
        <Text>{messages.searchFirst}</Text>
      ) : !search.slotIsCurrent ? (
        <Text>{messages.slotChanged}</Text>
      ) : searching ? (
        <Text>{messages.searching}</Text>
      ) : search.doctors.isError ? (
        <Alert color="red" role="alert" variant="light">
          {messages.searchError}
        </Alert>
      ) : search.doctorList.length === 0 ? (
        <Alert color="yellow" variant="light">
          {messages.noDoctors}
        </Alert>
      ) : (
        children
      )}
    </div>
  );
}
