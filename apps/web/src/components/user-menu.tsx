import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { ROLE_MENU, ROLE_NAME_VI } from '../config/role-menu';
import type { Session } from '../lib/auth/session';
import { appMessages } from '../messages';
import classes from './site-header.module.css';
import { UserAvatar } from './user-avatar';

export function UserMenu({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const entries = session.role ? ROLE_MENU[session.role] : ROLE_MENU.Patient.slice(0, 1);
  const name = session.user.fullName || session.user.username;
  return (
    <Menu position="bottom-end" width={260} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.userButton}>
          <Group gap="xs" wrap="nowrap">
            <UserAvatar src={session.user.avatar} name={name} radius="xl" size={36} decorative />
            <div className={classes.userText}>
              <span className="visually-hidden">{appMessages.userMenu}: </span>
              <Text size="sm" fw={600} lineClamp={1}>
                {name}
              </Text>
              {session.role && (
                <Text size="xs" c="dimmed">
                  {ROLE_NAME_VI[session.role]}
                </Text>
              )}
            </div>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {session.role && (
          <Menu.Item component={Link} to={paths.dashboards[session.role]}>
            {appMessages.dashboard}
          </Menu.Item>
        )}
        {entries.map((entry) => (
          <Menu.Item key={entry.to} component={Link} to={entry.to}>
            {entry.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>{appMessages.logout}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
