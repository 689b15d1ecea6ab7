import { formatDateVi, type LabReviewEntry } from '@clinic/contract';
import { Button, Group, Modal, NativeSelect, Stack, Table, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { HeadedSection } from '../../../components/headed-section';
import { apiErrorMessage } from '../../../lib/api-errors';
import { clinicToday } from '../../../lib/clinic-time';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLabTests, useMatchHeldRow, useRejectHeldRow, useReviewQueue } from '../api/lab';
import { labScreenMessages as m } from '../messages';
import { ItemsTable } from './items-table';

/** The rows a laboratory sent that could not be taken as they were: matched to a specimen here, or rejected. */
export function ReviewSection() {
  const queue = useReviewQueue();
  return (
    <HeadedSection id="lab-review" title={m.reviewSection}>
      <ItemsTable
        query={queue}
        empty={m.reviewEmpty}
        label={m.reviewSection}
        minWidth={640}
        columns={[m.specimen, m.artNumber, m.test, m.value, m.reason, '']}
        row={(item) => <ReviewRow key={item.reviewId} item={item} />}
      />
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

/** A dialog that asks for one decision about a held row: its field, Cancel and the decision's button. */
function DecisionModal({
  title,
  onClose,
  action,
  children,
}: {
  title: string;
  onClose: () => void;
  action: { label: string; color?: string; disabled: boolean; loading: boolean; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button
            color={action.color}
            disabled={action.disabled}
            loading={action.loading}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What a decision does once the server took it: says so and closes, or says why not. */
const decided = (onClose: () => void) => ({
  onSuccess: (message: string) => {
    notifySuccess(message);
    onClose();
  },
  onError: (e: unknown) => notifyError(apiErrorMessage(e, m.loadError)),
});

function MatchModal({ item, onClose }: { item: LabReviewEntry; onClose: () => void }) {
  const day = item.collectedAt ?? clinicToday();
  const tests = useLabTests(day);
  const match = useMatchHeldRow();
  const [appointmentId, setAppointmentId] = useState('');
  const open = (tests.data?.items ?? []).filter((t) => t.specimenCode && !t.hasResult);
  return (
    <DecisionModal
      title={m.match}
      onClose={onClose}
      action={{
        label: m.match,
        disabled: !appointmentId,
        loading: match.isPending,
        onClick: () =>
          match.mutate({ reviewId: item.reviewId, appointmentId: Number(appointmentId) }, decided(onClose)),
      }}
    >
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
    </DecisionModal>
  );
}

function RejectModal({ item, onClose }: { item: LabReviewEntry; onClose: () => void }) {
  const reject = useRejectHeldRow();
  const [reason, setReason] = useState('');
  return (
    <DecisionModal
      title={m.rejectTitle}
      onClose={onClose}
      action={{
        label: m.reject,
        color: 'red.9',
        disabled: reason.trim() === '',
        loading: reject.isPending,
        onClick: () => reject.mutate({ reviewId: item.reviewId, reason }, decided(onClose)),
      }}
    >
      <Textarea
        label={m.rejectReason}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        required
      />
    </DecisionModal>
  );
}
