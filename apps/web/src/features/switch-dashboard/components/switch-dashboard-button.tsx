import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { Tooltip } from '../../../components/ui/tooltip';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsExchange } from '@tabler/icons-react';
import { messages } from '@timeapp/domain/messages';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { Modal } from '../../../components/ui/modal';

type Props = { current: 'customer' | 'business' };

/**
 * Switch between the customer and business dashboards. Offered only when the account has
 * exactly one related business (docs/product-rules.md 1.3), behind a confirmation.
 */
export function SwitchDashboardButton({ current }: Props) {
  const { user } = useSession();
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  if (user?.relatedBusinesses.length !== 1) return null;

  const target = current === 'customer' ? paths.business.dashboard : paths.customer.dashboard;
  const label = current === 'customer' ? messages.switchToBusiness : messages.switchToCustomer;

  return (
    <>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" size="lg" onClick={open} aria-label={label}>
          <IconArrowsExchange size={22} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={messages.switchDashboard} centered>
        <Text>{messages.confirmSwitch}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {messages.no}
          </Button>
          <Button
            onClick={() => {
              close();
              navigate(target);
            }}
          >
            {messages.yes}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
