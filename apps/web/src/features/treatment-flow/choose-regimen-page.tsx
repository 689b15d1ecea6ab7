import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import linkCard from '../../components/link-card.module.css';
import { PageError } from '../../components/page-states';
import { paths } from '../../config/paths';
import { BackButton, FlowPage, useFlowIds } from './components/flow-parts';
import classes from './flow.module.css';
import { flowTarget, resultIds } from './flow-ids';
import { treatmentFlowMessages as m } from './messages';

/** /choose-regiment (testResultId, appointmentId, patientId, doctorId). */
export function ChooseRegimenPage() {
  return <ChooseRegimen />;
}

function ChooseRegimen() {
  const ids = useFlowIds();
  const carried = resultIds(ids);
  const standard = flowTarget(paths.doctor.standardProtocol, carried);
  const custom = flowTarget(paths.doctor.regimenCreate, carried);

  return (
    <FlowPage title={m.chooseTitle} intro={m.chooseIntro} step={1} maw={900}>
      {ids.testResultId === undefined ? (
        <PageError message={m.noResultInfo} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Card withBorder padding="lg" className={`${linkCard.card} ${classes.choice}`}>
            <Title order={2} size="h3" mb="xs">
              <Link to={standard.to} state={standard.state} className={linkCard.stretchedLink}>
                {m.standardTitle}
              </Link>
            </Title>
            <Text size="sm">{m.standardText}</Text>
          </Card>
          <Card withBorder padding="lg" className={`${linkCard.card} ${classes.choice}`}>
            <Title order={2} size="h3" mb="xs">
              <Link to={custom.to} state={custom.state} className={linkCard.stretchedLink}>
                {m.customTitle}
              </Link>
            </Title>
            <Text size="sm">{m.customText}</Text>
          </Card>
        </SimpleGrid>
      )}
      <Group>
        <BackButton />
      </Group>
    </FlowPage>
  );
}
