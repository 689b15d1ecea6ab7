import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/vi';
import { isIsoDate } from '@clinic/contract';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { calendarLabels } from '../messages';
import classes from './date-field.module.css';
import { parseDateVi } from './date-field-model';

type Props = Omit<
  DateInputProps,
  'value' | 'onChange' | 'minDate' | 'maxDate' | 'dateParser' | 'valueFormat'
> & {
  /** yyyy-MM-dd, or '' (or null) for none */
  value?: string | null;
  /** yyyy-MM-dd, or '' when cleared */
  onChange?: (value: string) => void;
  /** yyyy-MM-dd bounds, as the native input's min and max were */
  min?: string;
  max?: string;
};

/**
 * Every date of the app, picked and shown in Vietnamese: dd/MM/yyyy in the field whatever the browser's language
 * (a native date input follows it: an English browser showed mm/dd/yyyy), a calendar in Vietnamese, and the
 * value the API speaks (yyyy-MM-dd). Typed dates are read as dd/MM/yyyy, or yyyy-MM-dd.
 */
export function DateField({ value, onChange, min, max, ...rest }: Props) {
  return (
    <DateInput
      {...rest}
      locale="vi"
      valueFormat="DD/MM/YYYY"
      placeholder={rest.placeholder ?? 'dd/mm/yyyy'}
      value={value && isIsoDate(value) ? value : null}
      onChange={(next) => onChange?.(next ?? '')}
      dateParser={parseDateVi}
      minDate={min || undefined}
      maxDate={max || undefined}
      allowDeselect
      ariaLabels={calendarLabels}
      // Another month's days were drawn at half opacity, too faint to read: the calendar shows its own month only.
      hideOutsideDates
      classNames={{ day: classes.day }}
      // The calendar goes at once when the field is left: fading out, it would still catch the click meant for
      // the control under it (the booking's search button lies right below the date).
      popoverProps={{ withinPortal: true, transitionProps: { exitDuration: 0 } }}
    />
  );
}
