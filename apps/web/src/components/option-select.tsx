import { NativeSelect, type NativeSelectProps } from '@mantine/core';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A required choice among options loaded from the server: `placeholder` stands first for no choice yet, and
 * `noOptions` says under the field why there is nothing to choose.
 */
export function OptionSelect({
  options,
  placeholder,
  noOptions,
  ...select
}: Omit<NativeSelectProps, 'data' | 'description' | 'required'> & {
  options: SelectOption[];
  placeholder: string;
  noOptions: string;
}) {
  return (
    <NativeSelect
      {...select}
      required
      description={options.length === 0 ? noOptions : undefined}
      data={[{ value: '', label: placeholder }, ...options]}
    />
  );
}
