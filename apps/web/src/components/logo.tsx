import { Group, Text } from '@mantine/core';
import { paths } from '../config/paths';
import { Link } from '../lib/router';
import { appMessages } from '../messages';
import { clinicShortName } from './clinic-name';
import classes from './logo.module.css';

export function Logo() {
  const name = clinicShortName();
  return (
    <Link to={paths.home} className={classes.logo} aria-label={`${name} - ${appMessages.navHome}`}>
      <Group gap="xs" wrap="nowrap">
        {/* Drawn inline (the same drawing as public/logo.svg, the tab icon): one request less on the first visit. */}
        <svg viewBox="0 0 64 64" width={36} height={36} aria-hidden="true">
          <rect width="64" height="64" rx="14" fill="#0b7285" />
          <path d="M32 50c-9-7-18-14-18-23a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 9-9 16-18 23z" fill="#fff" />
          <path d="M29 22h6v7h7v6h-7v7h-6v-7h-7v-6h7z" fill="#c92a2a" />
        </svg>
        <Text component="span" fw={700} size="lg" className={classes.name}>
          {name}
        </Text>
      </Group>
    </Link>
  );
}
