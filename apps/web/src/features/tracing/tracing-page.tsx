import { Stack } from '@mantine/core';
import { PageHeading } from '../../components/page-heading';
import { tracingMessages as m } from './messages';
import { TracingPanel } from './tracing-panel';

/** The tracing list for Admin and Manager: every late or interrupted patient, with the outcome of each contact. */
export function TracingPage() {
  return (
    <Stack gap="lg">
      <PageHeading title={m.pageTitle} intro={m.pageIntro} />
      <TracingPanel />
    </Stack>
  );
}
