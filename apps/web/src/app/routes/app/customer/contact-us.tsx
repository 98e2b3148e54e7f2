import { Paper, Text, Title } from '@mantine/core';
import { aboutTexts as t } from '@timeapp/domain/about-texts';
import { ContactForm } from '../../../../features/contact/components/contact-form';
import { useTitle } from '../../../../hooks/use-title';

export default function CustomerContactRoute() {
  useTitle(t.contactUs);
  return (
    <Paper withBorder p="lg" maw={720}>
      <Title order={1} size="h3">
        {t.contactUs}
      </Title>
      <Text c="dimmed" mb="md">
        {t.contactIntro}
      </Text>
      <ContactForm framed={false} />
    </Paper>
  );
}
