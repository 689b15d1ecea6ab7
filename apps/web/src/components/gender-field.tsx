import { GENDER_VI, GENDERS, type Gender } from '@clinic/contract';
import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';

/** The required Nam / Nữ choice of the account, profile and registration forms. */
export function GenderField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: Gender;
  error?: ReactNode;
  onChange: (gender: Gender) => void;
}) {
  return (
    <Radio.Group
      label={label}
      required
      value={value}
      error={error}
      onChange={(picked) => onChange(picked === 'Female' ? 'Female' : 'Male')}
    >
      <Group mt={6}>
        {GENDERS.map((g) => (
          <Radio key={g} value={g} label={GENDER_VI[g]} />
        ))}
      </Group>
    </Radio.Group>
  );
}
