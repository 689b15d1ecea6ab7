import type { MessagingChannels, MessagingLogItem } from '@clinic/contract';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type Column, NOWRAP } from '../../components/data-table';
import { HeadedSection } from '../../components/headed-section';
import { PageHeading } from '../../components/page-heading';
import { QueryView } from '../../components/query-view';
import { PagedTableOrCards } from '../../components/server-paged-table';
import { formatInstant } from '../../lib/clinic-time';
import { usePageCount } from '../../lib/use-server-paging';
import { MESSAGE_LOG_PAGE_SIZE, useMessagingChannels, useMessagingLog } from './api/messaging';
import { messagingScreenMessages as m } from './messages';

/** Each channel, on or off by the server's configuration, with what it goes through. */
function Channels({ data }: { data: MessagingChannels }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {data.channels.map((c) => (
          <Card key={c.channel} withBorder padding="sm">
            <Group justify="space-between" mb={4}>
              <Text fw={700}>{m.channelNames[c.channel]}</Text>
              <Badge color={c.on ? 'teal.9' : 'gray.7'} style={{ textTransform: 'none' }}>
                {c.on ? m.on : m.off}
              </Badge>
            </Group>
            <Text size="sm">{c.on ? m.provider(c.provider) : m.offHint}</Text>
            {c.on && c.templates && (
              <Text size="sm">
                {c.templates.length > 0
                  ? m.zaloTemplates(c.templates.map((t) => m.templateNames[t]).join(', '))
                  : m.zaloNoTemplates}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm">
        {data.quietHours.start === data.quietHours.end
          ? m.noQuietHours
          : m.quietHours(data.quietHours.start, data.quietHours.end)}
      </Text>
    </Stack>
  );
}

const columns: Column<MessagingLogItem>[] = [
  { header: m.colAt, cell: (row) => formatInstant(row.at), td: NOWRAP },
  { header: m.colChannel, cell: (row) => m.channelNames[row.channel] },
  { header: m.colTemplate, cell: (row) => m.templateNames[row.template] },
  { header: m.colStatus, cell: (row) => m.statusNames[row.status] },
  { header: m.colPhone, cell: (row) => row.phone ?? '—', td: NOWRAP },
  { header: m.colReason, cell: (row) => row.reason ?? '' },
];

/**
 * /admin/messages (Admin): whether e-mail, SMS and Zalo are on, and the log of what was sent on the phone
 * channels, a page at a time; never a message's text.
 */
export function MessagingPage() {
  const channels = useMessagingChannels();
  const [page, setPage] = useState(1);
  const log = useMessagingLog(page);
  const pages = usePageCount(log.data?.total, MESSAGE_LOG_PAGE_SIZE, page, setPage);
  return (
    <Stack gap="lg">
      <PageHeading title={m.title} intro={m.intro} />
      <HeadedSection id="messaging-channels" title={m.channelsTitle} titleGap="sm">
        <QueryView query={channels} failed={m.channelsFailed}>
          {(data) => <Channels data={data} />}
        </QueryView>
      </HeadedSection>
      <HeadedSection id="messaging-log" title={m.logTitle} titleGap="sm">
        <PagedTableOrCards
          list={log}
          failed={m.logFailed}
          empty={<Text size="sm">{m.logEmpty}</Text>}
          caption={m.logTitle}
          columns={columns}
          rowKey={(row) => row.messageId}
          minWidth={720}
          from="sm"
          card={(row) => (
            <>
              <Text fw={700}>
                {m.channelNames[row.channel]} · {m.templateNames[row.template]}
              </Text>
              <Text size="sm">
                {formatInstant(row.at)} · {m.statusNames[row.status]}
              </Text>
              <Text size="sm">{row.phone}</Text>
              {row.reason && <Text size="sm">{row.reason}</Text>}
            </>
          )}
          pagination={{ pages, current: page, onChange: setPage, label: m.pagination }}
        />
      </HeadedSection>
    </Stack>
  );
}
