import { Paper, Text, Title } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';

/** Placeholder for a screen a colleague is building: the route, guard and layout are ready. */
export function ScreenComing({ title, description }: { title: string; description?: string }) {
  return (
    <Paper p="xl" withBorder>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" mt="sm">
        {description ?? messages.comingSoon}
      </Text>
    </Paper>
  );
}
