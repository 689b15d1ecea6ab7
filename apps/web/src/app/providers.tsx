// Mantine's full sheet alone is 36 KB gzipped; per-component sheets keep the home page within its budget.
// Styles of components used only behind lazy routes are imported next to those components.
// Without default-css-variables.css (4 KB gzipped): MantineProvider writes every variable itself, below.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotificationsHost } from './notifications-host';
import { SessionWatch } from './session-watch';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={false}
      defaultColorScheme="light"
    >
      <NotificationsHost />
      <SessionWatch />
      {children}
    </MantineProvider>
  );
}
