import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { appMessages } from '../messages';
import classes from './logo.module.css';

export function Logo() {
  return (
    <Link
      to={paths.home}
      className={classes.logo}
      aria-label={`${appMessages.clinicName} - ${appMessages.navHome}`}
    >
      <Group gap="xs" wrap="nowrap">
        <img src="/logo.svg" alt="" width={36} height={36} />
        <Text component="span" fw={700} size="lg" className={classes.name}>
          {appMessages.clinicName}
        </Text>
      </Group>
    </Link>
  );
}
