import { Anchor, Text } from '@mantine/core';
import { CountedSection } from '../../components/count-badge';
import { SkeletonRows } from '../../components/page-states';
import { PlainList } from '../../components/plain-list';
import { QueryView } from '../../components/query-view';
import { paths } from '../../config/paths';
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
    <CountedSection
      id="audit-alerts"
      title={m.alertsTitle}
      count={all.length > 0 ? { count: all.length, label: m.alertCount(all.length), color: 'red.9' } : null}
    >
      <QueryView
        query={alerts}
        failed={m.alertsLoadFailed}
        loading={<SkeletonRows label={m.alertsTitle} count={2} height={24} />}
      >
        {() =>
          all.length === 0 ? (
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
          )
        }
      </QueryView>
    </CountedSection>
  );
}
