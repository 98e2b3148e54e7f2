import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { env } from '../../../../config/env';
import { paths } from '../../../../config/paths';
import { useTitle } from '../../../../hooks/use-title';
import { aboutTexts as t } from '@timeapp/domain/about-texts';
import { planTerms } from '@timeapp/domain/plan';

export default function BusinessAboutRoute() {
  useTitle(t.aboutUs);
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        {t.aboutUs}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text>{t.businessIntro(env.productName)}</Text>
          <Title order={2} size="h4">
            {t.howItWorks}
          </Title>
          <List spacing={4} size="sm">
            {t.businessPoints.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          <Title order={2} size="h4">
            {t.trialAndFees}
          </Title>
          <List spacing={4} size="sm">
            {planTerms.map((term) => (
              <List.Item key={term}>{term}</List.Item>
            ))}
          </List>
          <Text size="sm">
            {t.questionsRead}{' '}
            <Anchor component={Link} to={paths.howTo}>
              {t.howToUseProduct(env.productName)}
            </Anchor>{' '}
            {t.or}{' '}
            <Anchor component={Link} to={`${paths.timeApp}#contact`}>
              {t.contactUsLink}
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
