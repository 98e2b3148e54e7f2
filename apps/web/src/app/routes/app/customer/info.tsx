import { Alert, Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTitle } from '../../../../hooks/use-title';
import { planTerms } from '@timeapp/domain/plan';

export default function CustomerInfoRoute() {
  useTitle('Welcome to TimeApp');
  return (
    <Paper withBorder p="lg" maw={820}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Welcome to TimeApp
        </Title>
        <Text>
          Find a business, pick a free place in its timetable and book in a few taps. Your bookings,
          their status and your favourite businesses are all on your dashboard.
        </Text>
        <Alert color="blue" title="We are in beta">
          TimeApp is in beta. Things may change and some features are still on their way; thank you
          for helping us improve it.
        </Alert>
        <section aria-labelledby="fees-title">
          <Title order={2} size="h4" id="fees-title" mb="xs">
            Trial and fees
          </Title>
          <List spacing="xs">
            <List.Item>TimeApp is free for customers.</List.Item>
            {planTerms.map((term) => (
              <List.Item key={term}>{term}</List.Item>
            ))}
          </List>
        </section>
        <Group gap="lg">
          <Anchor component={Link} to={paths.customer.contact}>
            Contact
          </Anchor>
          <Anchor component={Link} to={paths.howTo}>
            How To Use
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
