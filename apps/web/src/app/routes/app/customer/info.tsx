import { Alert, Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { env } from '../../../../config/env';
import { paths } from '../../../../config/paths';
import { useTitle } from '../../../../hooks/use-title';
import { aboutTexts as t } from '@timeapp/domain/about-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { planTerms } from '@timeapp/domain/plan';

export default function CustomerInfoRoute() {
  useTitle(t.welcome(env.productName));
  return (
    <Paper withBorder p="lg" maw={820}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t.welcome(env.productName)}
        </Title>
        <Text>{t.infoIntro}</Text>
        <Alert color="blue" title={t.betaTitle}>
          {t.beta(env.productName)}
        </Alert>
        <section aria-labelledby="fees-title">
          <Title order={2} size="h4" id="fees-title" mb="xs">
            {t.trialAndFees}
          </Title>
          <List spacing="xs">
            <List.Item>{t.freeForCustomers(env.productName)}</List.Item>
            {planTerms.map((term) => (
              <List.Item key={term}>{term}</List.Item>
            ))}
          </List>
        </section>
        <Group gap="lg">
          <Anchor component={Link} to={paths.customer.contact}>
            {t.contact}
          </Anchor>
          <Anchor component={Link} to={paths.howTo}>
            {commonTexts.howToUseLink}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
