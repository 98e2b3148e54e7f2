import { Paper, Stack, Text, Title } from '@mantine/core';
import { aboutTexts as t } from '@timeapp/domain/about-texts';
import { env } from '../../../../config/env';
import { useTitle } from '../../../../hooks/use-title';

export default function CustomerAboutRoute() {
  useTitle(t.aboutUs);
  return (
    <Paper withBorder p="lg" maw={820}>
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t.aboutUs}
        </Title>
        {t.customerAbout(env.productName).map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
    </Paper>
  );
}
