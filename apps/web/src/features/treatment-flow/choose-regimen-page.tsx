import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import linkCard from '../../components/link-card.module.css';
import { PageError } from '../../components/page-states';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { BackButton, ClinicalSummaryLink, FlowPage, useFlow } from './components/flow-parts';
import classes from './flow.module.css';
import { flowTarget, resultIds } from './flow-ids';
import { treatmentFlowMessages as m } from './messages';

/** /choose-regiment (testResultId, appointmentId, patientId, doctorId). */
export function ChooseRegimenPage() {
  const { ids } = useFlow();
  const carried = resultIds(ids);
  const choices = [
    {
      target: flowTarget(paths.doctor.standardProtocol, carried),
      title: m.standardTitle,
      text: m.standardText,
    },
    { target: flowTarget(paths.doctor.regimenCreate, carried), title: m.customTitle, text: m.customText },
  ];

  return (
    <FlowPage title={m.chooseTitle} intro={m.chooseIntro} step={1} maw={900}>
      {ids.testResultId === undefined ? (
        <PageError message={m.noResultInfo} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {choices.map(({ target, title, text }) => (
            <Card key={title} withBorder padding="lg" className={`${linkCard.card} ${classes.choice}`}>
              <Title order={2} size="h3" mb="xs">
                <Link to={target.to} state={target.state} className={linkCard.stretchedLink}>
                  {title}
                </Link>
              </Title>
              <Text size="sm">{text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Group>
        <BackButton />
        <ClinicalSummaryLink patientId={ids.patientId} />
      </Group>
    </FlowPage>
  );
}
