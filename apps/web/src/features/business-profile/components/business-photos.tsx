import {
  ActionIcon,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { businessProfileTexts as t } from '@timeapp/domain/business-profile-texts';
import type { Business } from '@timeapp/domain/businesses';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { useState } from 'react';
import { useUpdateBusiness } from '../../../api/businesses/update-business';
import { uploadImage } from '../../../api/images/upload-image';
import { ErrorDialog } from '../../../components/ui/error-dialog';
import { errorMessage } from '../../../lib/api-client';

/** As many as the business answer holds (createBusinessBody / updateBusinessBody). */
export const MAX_PHOTOS = 10;

const moved = (list: readonly string[], from: number, to: number) => {
  const next = [...list];
  const [photo] = next.splice(from, 1);
  next.splice(to, 0, photo!);
  return next;
};

/**
 * The photos of the business's public page: up to ten, the first is the cover. The owner adds
 * (several at once), moves and removes them; each change saves the whole list.
 */
export function BusinessPhotos({ business }: { business: Business }) {
  const update = useUpdateBusiness(business._id);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const photos = business.photos;
  const room = MAX_PHOTOS - photos.length;

  const save = (next: string[]) =>
    update.mutate(
      { photos: next },
      {
        onSuccess: () => notifications.show({ color: 'green', message: messages.businessSaved }),
        onError: (error) => setFailure(errorMessage(error)),
      },
    );

  const add = async (files: File[]) => {
    if (!files.length) return;
    setUploading(true);
    try {
      const urls: string[] = [];
      for (const file of files.slice(0, room)) urls.push(await uploadImage(file));
      save([...photos, ...urls]);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const busy = uploading || update.isPending;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="photos-title">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} size="h4" id="photos-title">
            {fieldLabels.photos}
          </Title>
          <Text size="sm" c="dimmed">
            {t.photosIntro(MAX_PHOTOS)}
          </Text>
        </div>
        <FileButton onChange={add} accept="image/png,image/jpeg,image/webp" multiple>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              loading={busy}
              disabled={room <= 0}
            >
              {t.addPhotos}
            </Button>
          )}
        </FileButton>
      </Group>
      {photos.length === 0 ? (
        <Text size="sm">{t.noPhotos}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          {photos.map((src, i) => (
            <Stack key={src} gap={4}>
              <img
                src={src}
                alt={t.photo(i + 1)}
                style={{ width: '100%', height: 90, objectFit: 'cover', borderRadius: 4 }}
              />
              <Group gap={4} justify="space-between" wrap="nowrap">
                {i === 0 ? (
                  <Badge size="sm">{t.cover}</Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    {i + 1}
                  </Text>
                )}
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t.movePhotoEarlier(i + 1)}
                    disabled={i === 0 || busy}
                    onClick={() => save(moved(photos, i, i - 1))}
                  >
                    <IconArrowLeft size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t.movePhotoLater(i + 1)}
                    disabled={i === photos.length - 1 || busy}
                    onClick={() => save(moved(photos, i, i + 1))}
                  >
                    <IconArrowRight size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t.removePhoto(i + 1)}
                    disabled={busy}
                    onClick={() => save(photos.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </Paper>
  );
}
