import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Session } from '../lib/auth/session';
import { Link } from '../lib/router';
import { appMessages } from '../messages';
import { accountLinks } from './account-links';
import { UserButton } from './user-button';

/** How the user reached for the account button while this menu loaded (account-menu.tsx). */
export interface Reach {
  focused: boolean;
  clicked: boolean;
}

export function UserMenu({
  session,
  onLogout,
  reached,
}: {
  session: Session;
  onLogout: () => void;
  reached: Reach;
}) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // This button replaces the one the user reached for: it takes over its focus, then opens if that one was
  // clicked, so that closing the menu gives the focus back to it as usual.
  useEffect(() => {
    if (!(reached.focused || reached.clicked)) return;
    target.current?.focus();
    if (reached.clicked) setOpened(true);
  }, [reached]);
  return (
    <Menu
      position="bottom-end"
      width={260}
      shadow="md"
      withInitialFocusPlaceholder={false}
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <UserButton session={session} ref={target} />
      </Menu.Target>
      {/* The admin's list is longer than a laptop's screen is high: the menu scrolls within the window. */}
      <Menu.Dropdown mah="calc(100dvh - 80px)" style={{ overflowY: 'auto' }}>
        {accountLinks(session).map((entry) => (
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
