import { Group, Text, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { ROLE_NAME_VI } from '../config/role-menu';
import type { Session } from '../lib/auth/session';
import { appMessages } from '../messages';
import classes from './site-header.module.css';
import { UserAvatar } from './user-avatar';

/** The header's account button: the user's avatar, name and role; the account menu opens from it. */
export function UserButton({
  session,
  className,
  ...props
}: { session: Session } & ComponentPropsWithRef<'button'>) {
  const name = session.user.fullName || session.user.username;
  // The menu's target passes a class name of its own.
  const classNames = className ? `${classes.userButton} ${className}` : classes.userButton;
  return (
    <UnstyledButton {...props} className={classNames}>
      <Group gap="xs" wrap="nowrap">
        <UserAvatar src={session.user.avatar} name={name} radius="xl" size={36} decorative />
        {/* Hidden from sight on phones, but it still names the menu button. */}
        <div className={`${classes.userText} visually-hidden-on-phone`}>
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
  );
}
