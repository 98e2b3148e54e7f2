import { Button, Group } from '@mantine/core';
import { commonTexts } from '@timeapp/domain/common-texts';
import { useState } from 'react';

/** Long lists show 5 items at a time (docs/product-rules.md 3.1). */
export const PAGE_STEP = 5;

/** How many items of a long list are showing, and the Show More / Show Less controls. */
export function useShowMore<T>(items: readonly T[], step = PAGE_STEP) {
  const [shown, setShown] = useState(step);
  const controls =
    items.length > shown || shown > step ? (
      <Group gap="xs" justify="center">
        {items.length > shown && (
          <Button variant="light" size="xs" onClick={() => setShown((n) => n + step)}>
            {commonTexts.showMore}
          </Button>
        )}
        {shown > step && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setShown((n) => Math.max(step, n - step))}
          >
            {commonTexts.showLess}
          </Button>
        )}
      </Group>
    ) : null;
  return { visible: items.slice(0, shown), controls };
}
