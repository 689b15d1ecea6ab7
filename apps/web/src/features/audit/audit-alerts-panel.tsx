import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CountBadge } from '../../components/count-badge';
import { PageError } from '../../components/page-states';
import { PlainList } from '../../components/plain-list';
import { paths } from '../../config/paths';
import { apiErrorMessage } from '../../lib/api-errors';
import { formatInstant } from '../../lib/clinic-time';
import { Link } from '../../lib/router';
import { useAuditAlerts } from './api/audit';
import { actorLabel, alertText, latestAlerts } from './audit-model';
import { auditMessages as m } from './messages';

/** Alerts the dashboard shows; the count badge tells how many there are in all. */
const SHOWN_ALERTS = 5;

/**
 * The admin dashboard's card of unusual access: an account that read many patients' records within a short
 * time, newest first, each with the way to that account's log. One line when there is none.
 */
export function AuditAlertsPanel() {
  const alerts = useAuditAlerts();
  const all = alerts.data ?? [];

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="audit-alerts-title">
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="sm">
        <Title order={2} size="h3" id="audit-alerts-title">
          {m.alertsTitle}
        </Title>
        {all.length > 0 && <CountBadge count={all.length} label={m.alertCount(all.length)} color="red.9" />}
      </Group>
      {alerts.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={m.alertsTitle}>
          <Skeleton height={24} radius="sm" />
          <Skeleton height={24} radius="sm" />
        </Stack>
      ) : alerts.isError ? (
        <PageError
          message={apiErrorMessage(alerts.error, m.alertsLoadFailed)}
          onRetry={() => void alerts.refetch()}
        />
      ) : all.length === 0 ? (
        <Text size="sm">{m.alertsNone}</Text>
      ) : (
        <PlainList gap="xs" aria-label={m.alertsCaption}>
          {latestAlerts(all, SHOWN_ALERTS).map((alert) => (
            <li key={alert.alertId}>
              <Text size="sm">
                <Text span size="sm" fw={600}>
                  {formatInstant(alert.raisedAt)}
                </Text>
                {' · '}
                {alertText(alert)}
                {' · '}
                <Anchor
                  component={Link}
                  to={`${paths.admin.audit}?userId=${alert.actorUserId}`}
                  size="sm"
                  aria-label={m.alertLogOf(actorLabel(alert))}
                >
                  {m.alertLog}
                </Anchor>
              </Text>
            </li>
          ))}
        </PlainList>
      )}
    </Card>
  );
}
