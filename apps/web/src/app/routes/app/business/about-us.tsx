import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTitle } from '../../../../hooks/use-title';
import { planTerms } from '@timeapp/domain/plan';

export default function BusinessAboutRoute() {
  useTitle('About us');
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        About us
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text>
            TimeApp is an appointment-booking service from New Zealand, now in beta. Customers find
            your business, book a slot or ask for a time, and you accept, reject or cancel each
            request from your dashboard.
          </Text>
          <Title order={2} size="h4">
            How it works for your business
          </Title>
          <List spacing={4} size="sm">
            <List.Item>
              Sections: each service keeps its own days, hours, not-available time, slot length and
              places per slot.
            </List.Item>
            <List.Item>
              Customer requests only: for places like restaurants, customers ask for any time within
              your hours and you decide.
            </List.Item>
            <List.Item>
              Free slots show green and reserved slots red; the calendar marks days with
              appointments.
            </List.Item>
            <List.Item>
              Every decision is e-mailed to the customer, with your reason when you cancel.
            </List.Item>
          </List>
          <Title order={2} size="h4">
            Trial and fees
          </Title>
          <List spacing={4} size="sm">
            {planTerms.map((term) => (
              <List.Item key={term}>{term}</List.Item>
            ))}
          </List>
          <Text size="sm">
            Questions? Read{' '}
            <Anchor component={Link} to={paths.howTo}>
              how to use TimeApp
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to={`${paths.timeApp}#contact`}>
              contact us
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
