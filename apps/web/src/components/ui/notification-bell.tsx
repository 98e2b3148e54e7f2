import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

type Props = { count: number; onClick?: () => void; label?: string };

/** The header bell. Customer screens count what changed since it was opened, business screens pending requests. */
export function NotificationBell({ count, onClick, label = 'Notifications' }: Props) {
  return (
    <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4}>
      <ActionIcon variant="subtle" size="lg" onClick={onClick} aria-label={`${label}: ${count}`}>
        <IconBell size={22} />
      </ActionIcon>
    </Indicator>
  );
}
