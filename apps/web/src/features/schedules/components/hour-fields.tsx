import '../../../components/form-styles';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { schedulesMessages as m } from '../messages';
import { endOptionsAfter, START_OPTIONS } from '../schedule-rules';

const withPlaceholder = (hours: string[]) => [{ value: '', label: m.hourPlaceholder }, ...hours];

/** Start and end selects of whole clinic hours; the end offers only the hours after the start. */
export function HourFields({
  startTime,
  endTime,
  errors,
  disabled,
  onStartChange,
  onEndChange,
}: {
  startTime: string | null;
  endTime: string | null;
  errors: { startTime?: ReactNode; endTime?: ReactNode };
  disabled?: boolean;
  onStartChange: (value: string | null) => void;
  onEndChange: (value: string | null) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <NativeSelect
        label={m.startLabel}
        name="startTime"
        required
        disabled={disabled}
        data={withPlaceholder(START_OPTIONS)}
        value={startTime ?? ''}
        error={errors.startTime}
        onChange={(e) => onStartChange(e.currentTarget.value || null)}
      />
      <NativeSelect
        label={m.endLabel}
        name="endTime"
        required
        disabled={disabled}
        data={withPlaceholder(endOptionsAfter(startTime))}
        value={endTime ?? ''}
        error={errors.endTime}
        onChange={(e) => onEndChange(e.currentTarget.value || null)}
      />
    </SimpleGrid>
  );
}
