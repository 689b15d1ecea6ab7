import '../../components/form-styles';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Code.css';
import type { LabConnectionItem } from '@clinic/contract';
import { Badge, Button, Code, CopyButton, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { confirmDelete } from '../../components/confirm-delete';
import { HeadedSection } from '../../components/headed-section';
import { PageHeading } from '../../components/page-heading';
import { apiErrorMessage } from '../../lib/api-errors';
import { formatInstant } from '../../lib/clinic-time';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreateLabConnection, useLabConnections, useLabImports, useRevokeLabConnection } from './api/lab';
import { ItemsTable } from './components/items-table';
import { labScreenMessages as m } from './messages';

/** The admin's screen: the laboratories' connections (a key shown once, revocable) and the imports as counts. */
export function LabConnectionsPage() {
  return (
    <Stack gap="lg">
      <PageHeading title={m.connectionsTitle} intro={m.connectionsIntro} />
      <Connections />
      <Imports />
    </Stack>
  );
}

function Connections() {
  const connections = useLabConnections();
  const create = useCreateLabConnection();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const created = create.data;
  return (
    <HeadedSection id="lab-connections" title={m.connectionsTitle}>
      <Stack gap="md">
        <Group align="flex-end">
          <TextInput
            label={m.connectionName}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            w={320}
            maw="100%"
          />
          <Button
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                { name },
                {
                  onSuccess: () => {
                    setName('');
                    setError(null);
                  },
                  onError: (e) => setError(apiErrorMessage(e, m.loadError)),
                },
              )
            }
          >
            {m.createConnection}
          </Button>
        </Group>
        {created && (
          <Paper withBorder p="md" radius="md" role="status">
            <Stack gap="xs">
              <Text fw={700}>{m.newKey}</Text>
              <Text size="sm">{m.keyOnce}</Text>
              <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {created.key}
              </Code>
              <CopyButton value={created.key}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? m.copied : m.copy}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Paper>
        )}
        <ItemsTable
          query={connections}
          empty={m.noConnections}
          label={m.connectionsTitle}
          minWidth={480}
          columns={[m.connectionName, m.createdAt, m.state, '']}
          row={(c) => <ConnectionRow key={c.connectionId} connection={c} />}
        />
      </Stack>
    </HeadedSection>
  );
}

function ConnectionRow({ connection }: { connection: LabConnectionItem }) {
  const revoke = useRevokeLabConnection();
  return (
    <Table.Tr>
      <Table.Td>{connection.name}</Table.Td>
      <Table.Td>{formatInstant(connection.createdAt)}</Table.Td>
      <Table.Td>
        {connection.revokedAt ? (
          m.revokedOn(formatInstant(connection.revokedAt))
        ) : (
          <Badge variant="outline" color="dark">
            {m.active}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {!connection.revokedAt && (
          <Button
            size="xs"
            variant="default"
            loading={revoke.isPending}
            onClick={() =>
              confirmDelete({
                title: m.revokeTitle,
                confirmLabel: m.revoke,
                children: <Text>{m.revokeConfirm(connection.name)}</Text>,
                onConfirm: () =>
                  revoke.mutate(connection.connectionId, {
                    onSuccess: (message) => notifySuccess(message),
                    onError: (e) => notifyError(apiErrorMessage(e, m.loadError)),
                  }),
              })
            }
          >
            {m.revoke}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function Imports() {
  const imports = useLabImports();
  return (
    <HeadedSection id="lab-imports" title={m.imports}>
      <ItemsTable
        query={imports}
        empty={m.noImports}
        label={m.imports}
        minWidth={560}
        columns={[m.createdAt, m.source, m.outcome]}
        row={(i) => (
          <Table.Tr key={i.importId}>
            <Table.Td>{formatInstant(i.createdAt)}</Table.Td>
            <Table.Td>{i.source}</Table.Td>
            <Table.Td>
              {m.outcomeOrder
                .filter((o) => i.counts[o] > 0)
                .map((o) => `${m.outcomes[o]}: ${i.counts[o]}`)
                .join(' · ')}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </HeadedSection>
  );
}
