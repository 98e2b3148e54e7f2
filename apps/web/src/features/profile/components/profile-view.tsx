import {
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCamera, IconUser } from '@tabler/icons-react';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { profileTexts as t } from '@timeapp/domain/profile-texts';
import { smsTexts } from '@timeapp/domain/sms-texts';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useUser } from '../../../api/users/get-user';
import { useUpdateUser } from '../../../api/users/update-user';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { formatDate } from '../../../lib/format-date-time';
import { useUploadImage } from '../../../api/images/upload-image';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import classes from './profile-view.module.css';
import { Modal } from '../../../components/ui/modal';
import { NoticeAlert, type Notice } from './notice-alert';

// The two forms open after 'Yes' only: their code loads then, not with the page (page weight).
const EditProfileForm = lazy(() =>
  import('./edit-profile-form').then((m) => ({ default: m.EditProfileForm })),
);
const ChangePasswordForm = lazy(() =>
  import('./change-password-form').then((m) => ({ default: m.ChangePasswordForm })),
);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text className={classes.value}>{children || '—'}</Text>
    </div>
  );
}

type Step = 'confirm-edit' | 'edit' | 'confirm-password' | 'password' | null;

/** The customer's profile: photo, details, and the edit and password flows behind a Yes/No. */
export function ProfileView() {
  const { user } = useSession();
  const profile = useUser(user?._id);
  const [step, setStep] = useState<Step>(null);
  // The Yes/No step sits between the button and its form, so the form hands focus back itself.
  const editButton = useRef<HTMLButtonElement>(null);
  const passwordButton = useRef<HTMLButtonElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [photoBusy, { open: startPhoto, close: endPhoto }] = useDisclosure(false);
  const upload = useUploadImage();
  const update = useUpdateUser();

  if (profile.isPending) return <PageLoader label={t.loading} />;
  if (profile.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(profile.error)}
      </Alert>
    );

  const p = profile.data;
  const fullName = `${p.firstName} ${p.lastName}`.trim();
  const done = (text: string) => {
    setStep(null);
    setNotice({ ok: true, text });
  };

  const changePhoto = async (file: File | null) => {
    if (!file) return;
    setNotice(null);
    startPhoto();
    try {
      const url = await upload.mutateAsync(file);
      await update.mutateAsync({ profileImage: url });
      setNotice({ ok: true, text: messages.profileUpdated });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error, messages.failed) });
    } finally {
      endPhoto();
    }
  };

  return (
    <Paper withBorder p="lg" maw={820}>
      <Stack gap="lg">
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <Group gap="lg" wrap="wrap">
          <Avatar
            src={p.profileImage || null}
            alt={commonTexts.photoOf(fullName)}
            size={112}
            radius={112}
            color="brand"
          >
            <IconUser size={48} aria-hidden />
          </Avatar>
          <Stack gap={6} align="flex-start" className={classes.field}>
            <Title order={1} size="h2" className={classes.value}>
              {fullName}
            </Title>
            <Text c="dimmed" className={classes.value}>
              {p.email}
            </Text>
            <FileButton onChange={changePhoto} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconCamera size={16} aria-hidden />}
                  loading={photoBusy}
                >
                  {commonTexts.changePhoto}
                </Button>
              )}
            </FileButton>
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field label={t.fullName}>{fullName}</Field>
          <Field label={messages.email}>{p.email}</Field>
          <Field label={t.mobile}>{p.mobileNumberDisplay}</Field>
          {p.mobileNumber && (
            <Field label={smsTexts.profileLabel}>
              {p.textsConsent ? smsTexts.profileOn : smsTexts.profileOff}
            </Field>
          )}
          <Field label={fieldLabels.birthday}>{p.birthday ? formatDate(p.birthday) : ''}</Field>
          <Field label={fieldLabels.city}>{p.address.city}</Field>
          <Field label={fieldLabels.country}>{p.address.country}</Field>
          <Field label={t.state}>{p.address.state}</Field>
          <Field label={fieldLabels.suburb}>{p.address.suburb}</Field>
          <Field label={fieldLabels.postCode}>{p.address.postCode}</Field>
        </SimpleGrid>

        <Group>
          <Button ref={editButton} onClick={() => setStep('confirm-edit')}>
            {t.changeDetails}
          </Button>
          <Button ref={passwordButton} variant="light" onClick={() => setStep('confirm-password')}>
            {t.changePassword}
          </Button>
        </Group>
      </Stack>

      <ConfirmModal
        opened={step === 'confirm-edit'}
        title={t.changeDetails}
        text={messages.confirmEditProfile}
        onYes={() => setStep('edit')}
        onNo={() => setStep(null)}
        returnFocus={step !== 'edit'}
      />
      <ConfirmModal
        opened={step === 'confirm-password'}
        title={t.changePassword}
        text={messages.confirmChangePassword}
        onYes={() => setStep('password')}
        onNo={() => setStep(null)}
        returnFocus={step !== 'password'}
      />
      <Modal
        opened={step === 'edit'}
        onClose={() => setStep(null)}
        title={t.changeDetails}
        size="lg"
        returnFocus={false}
        onExitTransitionEnd={() => editButton.current?.focus()}
      >
        <Suspense fallback={<PageLoader />}>
          <EditProfileForm profile={p} onDone={done} onCancel={() => setStep(null)} />
        </Suspense>
      </Modal>
      <Modal
        opened={step === 'password'}
        onClose={() => setStep(null)}
        title={t.changePassword}
        returnFocus={false}
        onExitTransitionEnd={() => passwordButton.current?.focus()}
      >
        <Suspense fallback={<PageLoader />}>
          <ChangePasswordForm onDone={done} onCancel={() => setStep(null)} />
        </Suspense>
      </Modal>
    </Paper>
  );
}
