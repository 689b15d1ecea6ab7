import { Button, Container, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { ROLE_MENU, ROLE_NAME_VI } from '../config/role-menu';
import { isSessionActive, type Session } from '../lib/auth/session';
import { useSession } from '../lib/auth/use-session';
import { appMessages } from '../messages';
import { Logo } from './logo';
import classes from './site-header.module.css';
import { UserAvatar } from './user-avatar';

function UserMenu({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const entries = session.role ? ROLE_MENU[session.role] : ROLE_MENU.Patient.slice(0, 1);
  const name = session.user.fullName || session.user.username;
  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={`${appMessages.userMenu}: ${name}`}>
          <Group gap="xs" wrap="nowrap">
            <UserAvatar src={session.user.avatar} name={name} radius="xl" size={36} />
            <div className={classes.userText}>
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
            Bảng điều khiển
          </Menu.Item>
        )}
        {entries.map((entry) => (
          <Menu.Item key={entry.to} component={Link} to={entry.to}>
            {entry.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={onLogout}>
          {appMessages.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function SiteHeader({ onLogout }: { onLogout: () => void }) {
  const session = useSession();
  const active = isSessionActive(session);
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Logo />
        <nav aria-label={appMessages.mainNav} className={classes.nav}>
          <Link to={paths.home} className={classes.navLink}>
            {appMessages.navHome}
          </Link>
          <Link to={paths.articles} className={classes.navLink}>
            {appMessages.navArticles}
          </Link>
          <Link to={paths.contactInfo} className={classes.navLink}>
            {appMessages.navContact}
          </Link>
        </nav>
        {active ? (
          <UserMenu session={session} onLogout={onLogout} />
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={paths.login}
              variant="outline"
              size="sm"
              className={classes.authButton}
            >
              {appMessages.login}
            </Button>
            <Button component={Link} to={paths.register} size="sm" className={classes.authButton}>
              {appMessages.register}
            </Button>
          </Group>
        )}
      </Container>
    </header>
  );
}
