import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { businessesTexts as t } from '@timeapp/domain/businesses-texts';
import { messages } from '@timeapp/domain/messages';
import { useUser } from '../../../api/users/get-user';
import { useUpdateUser } from '../../../api/users/update-user';
import { useSession } from '../../../lib/auth';

/** '+ Favorite': a heart, filled when the business is one of the user's favourites; toggles. */
export function FavoriteButton({ businessId }: { businessId: string }) {
  const { user } = useSession();
  const profile = useUser(user?._id);
  const update = useUpdateUser();
  const isFavorite = profile.data?.favorite.includes(businessId) ?? false;

  const toggle = () =>
    update.mutate(isFavorite ? { unfavorite: businessId } : { favorite: businessId }, {
      onError: () => notifications.show({ color: 'red', message: messages.failed }),
    });

  return (
    <Button
      variant={isFavorite ? 'filled' : 'light'}
      // White on pink 6 is 3.6:1; pink 8 reads (5:1).
      color={isFavorite ? 'pink.8' : 'pink'}
      leftSection={
        isFavorite ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />
      }
      onClick={toggle}
      loading={update.isPending}
      disabled={profile.isPending}
      aria-pressed={isFavorite}
    >
      {isFavorite ? t.favorite : t.addFavorite}
    </Button>
  );
}
