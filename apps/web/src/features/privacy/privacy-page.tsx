import { PRIVACY_NOTICE_VERSION } from '@clinic/contract';
import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { HeadedSection } from '../../components/headed-section';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { privacyMessages as m } from './messages';
import { noticeVersionLabel } from './my-data-model';

/**
 * /privacy: the privacy notice, public. What is collected, why, who sees it, how long it is kept and the
 * patient's rights. Registration records the version shown here (PRIVACY_NOTICE_VERSION).
 */
export function PrivacyPage() {
  return (
    <Stack gap="lg">
      <PageHeading title={m.noticeTitle} intro={m.noticeIntro} />
      <Text size="sm" c="dimmed" data-testid="privacy-version">
        {m.noticeVersion(noticeVersionLabel(PRIVACY_NOTICE_VERSION))}
      </Text>
      {m.noticeSections.map((section) => (
        <HeadedSection key={section.id} id={`privacy-${section.id}`} title={section.title} titleGap="sm">
          {'lead' in section && <Text mb="xs">{section.lead}</Text>}
          <List spacing="xs">
            {section.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          {section.id === 'rights' && (
            <Group gap="lg" mt="md">
              <Anchor component={Link} to={paths.patient.myData}>
                {m.myDataLink}
              </Anchor>
              <Anchor component={Link} to={paths.profile}>
                {m.profileLink}
              </Anchor>
            </Group>
          )}
        </HeadedSection>
      ))}
      <HeadedSection id="privacy-contact" title={m.contactTitle} titleGap="sm">
        <Text>
          {m.contactText}{' '}
          <Anchor component={Link} to={paths.contactInfo}>
            {m.contactLink}
          </Anchor>
          .
        </Text>
      </HeadedSection>
    </Stack>
  );
}
