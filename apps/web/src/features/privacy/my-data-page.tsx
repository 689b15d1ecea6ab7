import type { MyData } from '@clinic/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { QueryView } from '../../components/query-view';
import { paths } from '../../config/paths';
import { clinicToday, clinicTz, formatInstant } from '../../lib/clinic-time';
import { notifySuccess } from '../../lib/notify';
import { Link } from '../../lib/router';
import { saveFile } from '../../lib/save-file';
import { useMyData } from './api/my-data';
import { privacyMessages as m } from './messages';
import classes from './my-data.module.css';
import {
  accessLine,
  appointmentEntry,
  type Field,
  myDataFileName,
  myDataJson,
  profileFields,
  type RecordEntry,
  recordAccessNote,
  testResultEntry,
  treatmentEntry,
} from './my-data-model';

/**
 * /patient/my-data: a copy of everything the clinic holds about the signed-in patient, in readable sections, to
 * print (the site's navigation is left out of the print) or to download as JSON. The tab title is neutral.
 */
export function MyDataPage() {
  const myData = useMyData();
  // The moment of the copy, written on it (and on its print).
  const [extractedAt] = useState(() => formatInstant(new Date().toISOString()));
  return (
    <Stack gap="lg" className={classes.root}>
      <PageHeading title={m.myDataTitle} intro={m.myDataIntro} />
      <QueryView query={myData} failed={m.loadFailed}>
        {(data) => <MyDataView data={data} extractedAt={extractedAt} />}
      </QueryView>
    </Stack>
  );
}

function download(data: MyData) {
  saveFile(new Blob([myDataJson(data)], { type: 'application/json' }), myDataFileName(clinicToday()));
  notifySuccess(m.downloaded);
}

function MyDataView({ data, extractedAt }: { data: MyData; extractedAt: string }) {
  const self = data.profile.userId;
  const accessNote = recordAccessNote(data.recordAccess.items.length, data.recordAccess.meta.total);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{m.extractedAt(extractedAt)}</Text>
        <Group gap="sm" className={classes.noPrint} role="group" aria-label={m.actions}>
          <Button onClick={() => window.print()}>{m.print}</Button>
          <Button variant="outline" onClick={() => download(data)}>
            {m.download}
          </Button>
        </Group>
      </Group>

      <DataSection id="profile" title={m.profileTitle}>
        <Fields fields={profileFields(data.profile, clinicTz)} />
        <Anchor component={Link} to={paths.privacy} size="sm" mt="sm" className={classes.noPrint}>
          {m.noticeLink}
        </Anchor>
      </DataSection>

      <RecordsSection kind="appointments" entries={data.appointments.map(appointmentEntry)} />
      <RecordsSection kind="results" entries={data.testResults.map(testResultEntry)} />
      <RecordsSection kind="treatments" entries={data.treatments.map(treatmentEntry)} />

      <DataSection id="access" title={m.recordAccessTitle} count={data.recordAccess.meta.total}>
        {data.recordAccess.items.length === 0 ? (
          <Text size="sm">{m.noRecordAccess}</Text>
        ) : (
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.recordAccess.items.map((e) => (
              <Text key={e.eventId} component="li" size="sm" className={classes.event}>
                <span className={classes.when}>{formatInstant(e.at)}</span> {accessLine(e, self)}
              </Text>
            ))}
          </Stack>
        )}
        {accessNote && (
          <Text size="sm" mt="sm">
            {accessNote}{' '}
            <Anchor component={Link} to={paths.patient.recordAccess} className={classes.noPrint}>
              {m.recordAccessAll}
            </Anchor>
          </Text>
        )}
      </DataSection>
    </Stack>
  );
}

function DataSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`my-data-${id}`}>
      <Group gap="sm" mb="sm" align="center">
        <Title order={2} size="h3" id={`my-data-${id}`}>
          {title}
        </Title>
        {count !== undefined && <Badge variant="filled">{m.count(count)}</Badge>}
      </Group>
      {children}
    </Paper>
  );
}

function Fields({ fields }: { fields: Field[] }) {
  return (
    <dl className={classes.fields}>
      {fields.map((field) => (
        <FieldRow key={field.label} field={field} />
      ))}
    </dl>
  );
}

function FieldRow({ field }: { field: Field }) {
  return (
    <>
      <Text component="dt" size="sm">
        {field.label}
      </Text>
      <Text component="dd" size="sm">
        {field.value}
      </Text>
    </>
  );
}

/** A section of one kind of record, counted in its heading: each record under its heading with its fields. */
function RecordsSection({ kind, entries }: { kind: keyof typeof m.records; entries: RecordEntry[] }) {
  const { title, empty } = m.records[kind];
  return (
    <DataSection id={kind} title={title} count={entries.length}>
      {entries.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((item) => (
            <li key={item.key} className={classes.record}>
              <Text fw={600} mb={4}>
                {item.heading}
              </Text>
              <Fields fields={item.fields} />
            </li>
          ))}
        </Stack>
      )}
    </DataSection>
  );
}
