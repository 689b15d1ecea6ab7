import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PageHeading } from '../../components/page-heading';
import { CLINIC_CONTACT } from '../../config/clinic';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { infoMessages as m } from './messages';

export function ContactInfoPage() {
  const items = [
    {
      label: m.emailLabel,
      value: <Anchor href={`mailto:${CLINIC_CONTACT.email}`}>{CLINIC_CONTACT.email}</Anchor>,
    },
    {
      label: m.hotlineLabel,
      value: <Anchor href={CLINIC_CONTACT.hotlineHref}>{CLINIC_CONTACT.hotline}</Anchor>,
    },
    { label: m.hoursLabel, value: CLINIC_CONTACT.workingHours },
    { label: m.addressLabel, value: CLINIC_CONTACT.address },
  ];
  return (
    <Stack gap="lg">
      <PageHeading title={m.contactTitle} intro={m.contactIntro} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
        {items.map((item) => (
          <Paper key={item.label} withBorder p="lg">
            <Text component="dt" fw={700} mb={4}>
              {item.label}
            </Text>
            <Text component="dd" m={0}>
              {item.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to={paths.home}>
          {m.backHome}
        </Button>
      </Group>
    </Stack>
  );
}
