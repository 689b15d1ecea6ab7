import { formatDateVi, type LabReviewEntry } from '@clinic/contract';
import { Button, Group, Modal, NativeSelect, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { HeadedSection } from '../../../components/headed-section';
import { QueryView } from '../../../components/query-view';
import { apiErrorMessage } from '../../../lib/api-errors';
import { clinicToday } from '../../../lib/clinic-time';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLabTests, useMatchHeldRow, useRejectHeldRow, useReviewQueue } from '../api/lab';
import { labScreenMessages as m } from '../messages';
import { ScrollTable } from './scroll-table';

/** The rows a laboratory sent that could not be taken as they were: matched to a specimen here, or rejected. */
export function ReviewSection() {
  const queue = useReviewQueue();
  return (
    <HeadedSection id="lab-review" title={m.reviewSection}>
      <QueryView query={queue} failed={m.loadError}>
        {(data) =>
          !data || data.items.length === 0 ? (
            <Text c="dimmed">{m.reviewEmpty}</Text>
          ) : (
            <ScrollTable label={m.reviewSection} minWidth={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.specimen}</Table.Th>
                  <Table.Th>{m.artNumber}</Table.Th>
                  <Table.Th>{m.test}</Table.Th>
                  <Table.Th>{m.value}</Table.Th>
                  <Table.Th>{m.reason}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <ReviewRow key={item.reviewId} item={item} />
                ))}
              </Table.Tbody>
            </ScrollTable>
          )
        }
      </QueryView>
    </HeadedSection>
  );
}

function ReviewRow({ item }: { item: LabReviewEntry }) {
  const [rejecting, setRejecting] = useState(false);
  const [matching, setMatching] = useState(false);
  return (
    <Table.Tr>
      <Table.Td>{item.specimenCode ?? '—'}</Table.Td>
      <Table.Td>
        {item.artNumber ?? '—'}
        {item.collectedAt && (
          <Text size="xs" c="dimmed">
            {formatDateVi(item.collectedAt)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{item.testTypeName ?? '—'}</Table.Td>
      <Table.Td>{item.value ?? '—'}</Table.Td>
      <Table.Td>
        {m.outcomes[item.outcome]}
        {item.reason && <Text size="xs">{item.reason}</Text>}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setMatching(true)}>
            {m.match}
          </Button>
          <Button size="xs" variant="default" color="red" onClick={() => setRejecting(true)}>
            {m.reject}
          </Button>
        </Group>
        {matching && <MatchModal item={item} onClose={() => setMatching(false)} />}
        {rejecting && <RejectModal item={item} onClose={() => setRejecting(false)} />}
      </Table.Td>
    </Table.Tr>
  );
}

function MatchModal({ item, onClose }: { item: LabReviewEntry; onClose: () => void }) {
  const day = item.collectedAt ?? clinicToday();
  const tests = useLabTests(day);
  const match = useMatchHeldRow();
  const [appointmentId, setAppointmentId] = useState('');
  const open = (tests.data?.items ?? []).filter((t) => t.specimenCode && !t.hasResult);
  return (
    <Modal opened onClose={onClose} title={m.match} centered>
      <Stack>
        <NativeSelect
          label={m.matchTo}
          value={appointmentId}
          onChange={(e) => setAppointmentId(e.currentTarget.value)}
          data={[
            { value: '', label: m.matchPlaceholder },
            ...open.map((t) => ({
              value: String(t.appointmentId),
              label: `${t.specimenCode} · ${t.patientName} · ${t.testTypeName}`,
            })),
          ]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button
            disabled={!appointmentId}
            loading={match.isPending}
            onClick={() =>
              match.mutate(
                { reviewId: item.reviewId, appointmentId: Number(appointmentId) },
                {
                  onSuccess: (message) => {
                    notifySuccess(message);
                    onClose();
                  },
                  onError: (e) => notifyError(apiErrorMessage(e, m.loadError)),
                },
              )
            }
          >
            {m.match}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RejectModal({ item, onClose }: { item: LabReviewEntry; onClose: () => void }) {
  const reject = useRejectHeldRow();
  const [reason, setReason] = useState('');
  return (
    <Modal opened onClose={onClose} title={m.rejectTitle} centered>
      <Stack>
        <Textarea
          label={m.rejectReason}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button
            color="red.9"
            disabled={reason.trim() === ''}
            loading={reject.isPending}
            onClick={() =>
              reject.mutate(
                { reviewId: item.reviewId, reason },
                {
                  onSuccess: (message) => {
                    notifySuccess(message);
                    onClose();
                  },
                  onError: (e) => notifyError(apiErrorMessage(e, m.loadError)),
                },
              )
            }
          >
            {m.reject}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
