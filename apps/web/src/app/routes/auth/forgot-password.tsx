import { Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { Modal } from '../../../components/ui/modal';

export default function ForgotPasswordRoute() {
  const [sent, setSent] = useState<string | null>(null);
  const navigate = useNavigate();
  return (
    <AuthLayout
      title={screenTexts.forgotPassword.title}
      subtitle={screenTexts.forgotPassword.intro}
    >
      <ForgotPasswordForm onSent={setSent} />
      <Text size="sm" mt="md" ta="center">
        <Anchor component={Link} to={paths.login}>
          {t.backToLogin}
        </Anchor>
      </Text>
      {/* Success leads to the landing page, once the user has read the message (docs/product-rules.md 2.4). */}
      <Modal
        opened={sent !== null}
        onClose={() => navigate(paths.home)}
        title={t.emailSent}
        centered
      >
        <Text>{sent}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => navigate(paths.home)}>{messages.ok}</Button>
        </Group>
      </Modal>
    </AuthLayout>
  );
}
