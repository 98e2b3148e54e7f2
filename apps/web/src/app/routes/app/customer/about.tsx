import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../../../hooks/use-title';

export default function CustomerAboutRoute() {
  useTitle('About us');
  return (
    <Paper withBorder p="lg" maw={820}>
      <Stack gap="sm">
        <Title order={1} size="h2">
          About us
        </Title>
        <Text>
          TimeApp is an appointment-booking service made in New Zealand. Customers find local
          businesses, see which times are free and book them; business owners set their opening
          days, hours and places per slot, then accept, reject or cancel the requests they receive.
        </Text>
        <Text>
          Free places show green and taken ones red, so you can see at a glance when to come. Every
          decision a business makes appears on your dashboard and in your e-mail.
        </Text>
        <Text>
          TimeApp is free for customers. We are in beta and would love to hear what you think: use
          the Contact page to reach us.
        </Text>
      </Stack>
    </Paper>
  );
}
