import { GENDER_VI } from '@clinic/contract';
import { Button, Group, Stack, Table } from '@mantine/core';
import { DateRangeFields, useDateRange } from '../../../components/date-range-fields';
import { HeadedSection } from '../../../components/headed-section';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatInstant } from '../../../lib/clinic-time';
import { notifyError } from '../../../lib/notify';
import { downloadManifest, useManifest } from '../api/lab';
import { labScreenMessages as m } from '../messages';
import { Barcode } from './barcode';
import { ItemsTable } from './items-table';
import classes from './manifest-section.module.css';

/** The list that travels with the samples: printable with barcodes, or a CSV; no name on it. */
export function ManifestSection() {
  const [range, setRange] = useDateRange(7);
  const manifest = useManifest(range.from && range.to ? range : null);
  return (
    <HeadedSection id="lab-manifest" title={m.manifestSection}>
      <Stack gap="md">
        <Group className={classes.noPrint} align="flex-end">
          <DateRangeFields range={range} setRange={setRange} fromLabel={m.from} toLabel={m.to} />
          <Button variant="default" onClick={() => window.print()}>
            {m.print}
          </Button>
          <Button
            variant="default"
            onClick={() =>
              downloadManifest(range).catch((error) => notifyError(apiErrorMessage(error, m.loadError)))
            }
          >
            {m.csv}
          </Button>
        </Group>
        <ItemsTable
          query={manifest}
          empty={m.manifestEmpty}
          label={m.manifestSection}
          minWidth={620}
          columns={[m.specimen, m.artNumber, m.birthYear, m.sex, m.collectedAt, m.test]}
          row={(item) => (
            <Table.Tr key={item.specimenCode}>
              <Table.Td>
                <Barcode code={item.specimenCode} />
              </Table.Td>
              <Table.Td>{item.artNumber ?? '—'}</Table.Td>
              <Table.Td>{item.birthYear}</Table.Td>
              <Table.Td>{GENDER_VI[item.sex]}</Table.Td>
              <Table.Td>{formatInstant(item.collectedAt)}</Table.Td>
              <Table.Td>{item.testTypeName}</Table.Td>
            </Table.Tr>
          )}
        />
      </Stack>
    </HeadedSection>
  );
}
