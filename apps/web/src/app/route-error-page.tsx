import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { paths } from '../config/paths';
import { isRouteErrorResponse, useRouteError } from '../lib/router';
import { appMessages } from '../messages';

/** Last resort for a page that throws while rendering or fails to load its code (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main>
      <Container size="sm" py="xl">
        <Stack align="center" ta="center">
          <Title order={1} size="h2">
            {notFound ? appMessages.notFoundTitle : appMessages.loadError}
          </Title>
          <Text>{notFound ? appMessages.notFoundText : appMessages.reloadHint}</Text>
          <Button component="a" href={paths.home}>
            {appMessages.backHome}
          </Button>
        </Stack>
      </Container>
    </main>
  );
}
