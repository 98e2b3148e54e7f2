import { Avatar } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { commonTexts } from '@timeapp/domain/common-texts';

/** The business's first photo, or a neutral icon when it has none. */
export function BusinessPhoto({
  photos,
  name,
  size = 56,
}: {
  photos: readonly string[];
  name: string;
  size?: number;
}) {
  return (
    <Avatar
      src={photos[0] || null}
      alt={commonTexts.photoOf(name)}
      size={size}
      radius="md"
      color="brand"
    >
      <IconBuildingStore size={size / 2} aria-hidden />
    </Avatar>
  );
}
