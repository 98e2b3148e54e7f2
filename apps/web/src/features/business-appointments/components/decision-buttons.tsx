import { ActionIcon, Button, Group } from '@mantine/core';
import { Tooltip } from '../../../components/ui/tooltip';
import { IconCheck, IconX } from '@tabler/icons-react';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import type { ReactNode } from 'react';
import type { DecisionKind } from '../hooks/use-decision';

type Props = {
  /** What is being decided now (the buttons wait), from useDecision's pendingFor. */
  pending: DecisionKind | undefined;
  /** Without it there is no Accept (an approved appointment can only be cancelled). */
  onAccept?: () => void;
  onReject: () => void;
  rejectLabel?: string;
  /**
   * In a list: icon buttons whose names say whose request they decide and when it is for
   * ('Aroha Ngata, Tue 2 Apr, 9:30 AM'), so two rows never share a name.
   */
  customer?: string;
  /** More buttons after these (Contact). */
  children?: ReactNode;
};

/** The owner's Accept and Reject, the same everywhere a request is decided. */
export function DecisionButtons({
  pending,
  onAccept,
  onReject,
  rejectLabel = t.reject,
  customer,
  children,
}: Props) {
  const busy = pending !== undefined;
  const rejecting = pending === 'reject' || pending === 'cancel';
  if (customer !== undefined)
    return (
      <Group gap={4} wrap="nowrap">
        {onAccept && (
          <Tooltip label={t.accept}>
            <ActionIcon
              color="green"
              variant="light"
              size="lg"
              aria-label={t.requestFrom(t.accept, customer)}
              loading={pending === 'accept'}
              disabled={busy}
              onClick={onAccept}
            >
              <IconCheck size={20} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={rejectLabel}>
          <ActionIcon
            color="red"
            variant="light"
            size="lg"
            aria-label={t.requestFrom(rejectLabel, customer)}
            loading={rejecting}
            disabled={busy}
            onClick={onReject}
          >
            <IconX size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  return (
    <Group gap="sm">
      {onAccept && (
        <Button
          color="green"
          leftSection={<IconCheck size={16} />}
          loading={pending === 'accept'}
          disabled={busy}
          onClick={onAccept}
        >
          {t.accept}
        </Button>
      )}
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} />}
        loading={rejecting}
        disabled={busy}
        onClick={onReject}
      >
        {rejectLabel}
      </Button>
      {children}
    </Group>
  );
}
