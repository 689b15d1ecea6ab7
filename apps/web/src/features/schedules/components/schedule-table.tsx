import './schedule-styles';
import type { DoctorSchedule } from '@clinic/contract';
import { Table } from '@mantine/core';
import { RowActions } from '../../../components/row-actions';
import { paths } from '../../../config/paths';
import { schedulesMessages as m } from '../messages';
import { displayTime, weekdayLabel } from '../schedule-rules';

/**
 * Day, start and end of each working day, Monday..Sunday (the caller sorts). With `onDelete` each row gets
 * Edit and Delete; without it the table is read-only.
 */
export function ScheduleTable({
  rows,
  showDoctor = false,
  onDelete,
  deletingId,
}: {
  rows: DoctorSchedule[];
  showDoctor?: boolean;
  onDelete?: (row: DoctorSchedule) => void;
  deletingId?: number | null;
}) {
  const table = (
    <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs">
      <Table.Caption>{m.tableCaption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {showDoctor && <Table.Th scope="col">{m.colDoctor}</Table.Th>}
          <Table.Th scope="col">{m.colDay}</Table.Th>
          <Table.Th scope="col">{m.startLabel}</Table.Th>
          <Table.Th scope="col">{m.endLabel}</Table.Th>
          {onDelete && <Table.Th scope="col">{m.colActions}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const day = weekdayLabel(row.workDay);
          const doctor = showDoctor ? row.fullName : undefined;
          return (
            <Table.Tr key={row.scheduleId}>
              {showDoctor && <Table.Td>{row.fullName}</Table.Td>}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{day}</Table.Td>
              <Table.Td>{displayTime(row.startTime)}</Table.Td>
              <Table.Td>{displayTime(row.endTime)}</Table.Td>
              {onDelete && (
                <Table.Td>
                  <RowActions
                    editTo={paths.schedules.update(row.scheduleId)}
                    editLabel={m.editLabel(day, doctor)}
                    deleteLabel={m.deleteLabel(day, doctor)}
                    deleting={deletingId === row.scheduleId}
                    onDelete={() => onDelete(row)}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
  // Only the wide table (with the doctor column) scrolls on a phone; its buttons make the region focusable.
  return showDoctor && onDelete ? (
    <Table.ScrollContainer minWidth={520}>{table}</Table.ScrollContainer>
  ) : (
    table
  );
}
