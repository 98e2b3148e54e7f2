import { Paper, Text, Title } from '@mantine/core';
import { commonTexts } from '@timeapp/domain/common-texts';

/** Placeholder for a screen a colleague is building: the route, guard and layout are ready. */
export function ScreenComing({ title, description }: { title: string; description?: string }) {
  return (
    <Paper p="xl" withBorder>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" mt="sm">
        {description ?? commonTexts.comingSoon}
      </Text>
    </Paper>
  );
}
