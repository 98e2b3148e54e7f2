import {
  Avatar,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Rating,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore, IconEdit, IconPhotoUp } from '@tabler/icons-react';
import type { Business } from '@timeapp/domain/businesses';
import { categories } from '@timeapp/domain/categories';
import { businessProfileTexts as t } from '@timeapp/domain/business-profile-texts';
import { cancellationTexts as policyTexts } from '@timeapp/domain/cancellation-policy-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { messages } from '@timeapp/domain/messages';
import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/api-client';
import {
  useUpdateBusiness,
  type UpdateBusinessInput,
} from '../../../api/businesses/update-business';
import { useUploadImage } from '../../../api/images/upload-image';
import { ErrorDialog } from '../../../components/ui/error-dialog';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { Modal } from '../../../components/ui/modal';
import { TextsThisMonth } from './texts-this-month';

// Loaded when editing starts: the form brings zod, which the profile's first load can do without.
const EditBusinessForm = lazy(() =>
  import('./edit-business-form').then((m) => ({ default: m.EditBusinessForm })),
);

type Props = { business: Business };

const addressLine = (a: Business['address']) =>
  [a.street, a.suburb, a.city, a.state, a.postCode, a.country].filter(Boolean).join(', ');

/** The business as the owner sees it: photo, name, contact, address, about, and its edits. */
export function BusinessProfileCard({ business }: Props) {
  const update = useUpdateBusiness(business._id);
  const upload = useUploadImage();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const photo = business.photos[0];
  const policy = business.cancellationPolicy;

  const save = (input: UpdateBusinessInput, done?: () => void) =>
    update.mutate(input, {
      onSuccess: () => {
        done?.();
        notifications.show({ color: 'green', message: messages.businessSaved });
      },
      onError: (error) => setFailure(errorMessage(error)),
    });

  const changePhoto = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      // The first photo is the business's image; the others stay as they are.
      onSuccess: (url) => save({ photos: [url, ...business.photos.slice(1)] }),
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack align="center" gap="xs">
          <Avatar
            src={photo || null}
            alt={photo ? commonTexts.photoOf(business.name) : undefined}
            size={120}
            radius="md"
          >
            <IconBuildingStore size={48} aria-hidden />
          </Avatar>
          <FileButton onChange={changePhoto} accept="image/png,image/jpeg,image/webp">
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconPhotoUp size={16} />}
                loading={upload.isPending || (update.isPending && !editing)}
              >
                {commonTexts.changePhoto}
              </Button>
            )}
          </FileButton>
        </Stack>

        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {business.name}
            </Title>
            {categories[business.category] && (
              <Badge variant="light">{categories[business.category]}</Badge>
            )}
          </Group>
          <Group gap="xs">
            <Rating value={business.rating.average} fractions={2} readOnly aria-hidden />
            <Text size="sm" c="dimmed">
              {t.ratingFrom(business.rating.average.toFixed(1), business.rating.count)}
            </Text>
          </Group>
          <Text size="sm">
            <Text span c="dimmed">
              {commonTexts.contactLabel}{' '}
            </Text>
            {business.contactNumberDisplay || '—'}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t.addressLabel}{' '}
            </Text>
            {addressLine(business.address) || '—'}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {policyTexts.summaryLabel}{' '}
            </Text>
            {policy.consequence === 'deposit' && policy.strikeDepositCents != null
              ? depositTexts.summary(
                  policy.freeHours,
                  policy.strikeLimit,
                  policy.strikeDepositCents,
                )
              : policyTexts.summary(policy.freeHours, policy.strikeLimit)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {business.aboutBusiness || t.noAbout}
          </Text>
          <TextsThisMonth businessId={business._id} />
          <Group mt="xs">
            <Button
              leftSection={<IconEdit size={16} />}
              variant="light"
              onClick={() => setAsking(true)}
            >
              {t.editDetails}
            </Button>
          </Group>
        </Stack>
      </Group>

      <ConfirmModal
        opened={asking}
        title={messages.pleaseConfirm}
        text={t.confirmEditBusiness}
        returnFocus={false}
        onNo={() => setAsking(false)}
        onYes={() => {
          setAsking(false);
          setEditing(true);
        }}
      />
      <Modal
        closeButtonProps={{ 'aria-label': messages.close }}
        opened={editing}
        onClose={() => setEditing(false)}
        title={t.editDetails}
        centered
      >
        <Suspense fallback={<PageLoader />}>
          <EditBusinessForm
            business={business}
            pending={update.isPending}
            onSubmit={(input) => save(input, () => setEditing(false))}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      </Modal>
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </Paper>
  );
}
