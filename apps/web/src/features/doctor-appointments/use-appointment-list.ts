import { type AppointmentListSort, isDateRange } from '@clinic/contract';
import { useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { useServerPaging } from '../../lib/use-server-paging';
import { useDoctorAppointments } from './api/get-doctor-appointments';
import {
  isFiltered,
  type ManagerFilters,
  managerQuery,
  parseStatusFilter,
  type StatusFilter,
} from './appointment-model';

const PAGE_SIZE = 10;

/**
 * The manager's filters and the page of the doctor's list the server sent for them. The status lives in the
 * address, so that a link can open the list on one status; a new filter shows its first page.
 */
export function useAppointmentList(doctorId: number) {
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get('status'));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState<AppointmentListSort>('desc');
  // The server filters, orders and pages; the search is sent once typing pauses.
  const filters = (search: string): ManagerFilters => ({ status, from, to, search, sort });
  const { list, search, setSearch, debounced, page, setPage, pages } = useServerPaging(PAGE_SIZE, (q) =>
    useDoctorAppointments(doctorId, managerQuery(filters(q.search), q.page, q.pageSize)),
  );
  const refilter =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const setStatus = (value: StatusFilter) => {
    setPage(1);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all') next.delete('status');
        else next.set('status', value);
        return next;
      },
      { replace: true },
    );
  };

  return {
    appointments: list,
    page,
    setPage,
    pages,
    status,
    setStatus,
    search,
    setSearch: refilter(setSearch),
    sort,
    setSort: refilter(setSort),
    from,
    setFrom: refilter(setFrom),
    to,
    setTo: refilter(setTo),
    /** Nothing is asked for a reversed range. */
    reversed: !isDateRange(from, to),
    /** Whether an empty page is the filters' doing rather than an empty list. */
    filtered: isFiltered(filters(debounced)),
  };
}

export type AppointmentList = ReturnType<typeof useAppointmentList>;
