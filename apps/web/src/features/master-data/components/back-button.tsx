import { Button } from '@mantine/core';
import { Link } from '../../../lib/router';
import { masterDataMessages as m } from '../messages';

/** The way back to a list, under a record that could not be loaded. */
export function BackButton({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} size="xs" variant="outline" color="red.9">
      {m.back}
    </Button>
  );
}
