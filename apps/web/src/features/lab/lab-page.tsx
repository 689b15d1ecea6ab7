import '../../components/form-styles';
import '@mantine/core/styles/Table.css';
import { Stack } from '@mantine/core';
import { PageHeading } from '../../components/page-heading';
import { ImportSection } from './components/import-section';
import { ManifestSection } from './components/manifest-section';
import { ReviewSection } from './components/review-section';
import { SpecimenDay } from './components/specimen-day';
import { labScreenMessages as m } from './messages';

/** The doctor's laboratory work: specimens collected, the manifest sent with them, results brought back. */
export function LabPage() {
  return (
    <Stack gap="lg">
      <PageHeading title={m.title} intro={m.intro} />
      <SpecimenDay />
      <ManifestSection />
      <ImportSection />
      <ReviewSection />
    </Stack>
  );
}
