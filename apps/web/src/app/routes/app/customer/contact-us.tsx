import { Paper, Text, Title } from '@mantine/core';
import { ContactForm } from '../../../../features/contact/components/contact-form';
import { useTitle } from '../../../../hooks/use-title';

export default function CustomerContactRoute() {
  useTitle('Contact us');
  return (
    <Paper withBorder p="lg" maw={720}>
      <Title order={1} size="h3">
        Contact us
      </Title>
      <Text c="dimmed" mb="md">
        Questions, ideas or a bug to report? Write to us and we will get back to you.
      </Text>
      <ContactForm framed={false} />
    </Paper>
  );
}
