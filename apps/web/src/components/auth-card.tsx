import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { paths } from '../config/paths';
import { Link } from '../lib/router';
import { appMessages } from '../messages';

/** The centred card of the screens without a header (login, register, verify, forgot password). */
export function AuthCard({
  title,
  intro,
  children,
  width = 440,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Box maw={width} mx="auto">
      <Anchor component={Link} to={paths.home} size="sm" mb="sm" display="inline-block">
        ← {appMessages.backHome}
      </Anchor>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro && <Text mt={4}>{intro}</Text>}
          </div>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
