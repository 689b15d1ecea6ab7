import { Button, Stack, Title } from '@mantine/core';
import { PageError } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';
import { appMessages } from '../../../messages';
import { schedulesMessages as m } from '../messages';

/** 'Bạn không có quyền truy cập trang này', with a way home. */
export function NoPermission({ title = m.managerTitle }: { title?: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <PageError
        message={m.noPermission}
        action={
          <Button component={Link} to={paths.home} size="xs" variant="outline" color="red.9">
            {appMessages.backHome}
          </Button>
        }
      />
    </Stack>
  );
}
