import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';

/**
 * Mantine's Modal, mounted from its first opening on. Closed, Mantine's Modal still mounts its
 * portal, which renders a second time, synchronously, inside the commit of the screen holding
 * it: the owner's dashboard held four, the longest task of its first render on a phone
 * (docs/performance.md). Once wanted it stays mounted, closed for one commit first, so its
 * opening animates and focus returns to what opened it, as Mantine's own does.
 */
export function Modal({ opened, ...props }: ModalProps) {
  const [wanted, setWanted] = useState(opened);
  const [ready, setReady] = useState(false);
  if (opened && !wanted) setWanted(true);
  useLayoutEffect(() => {
    if (wanted) setReady(true);
  }, [wanted]);
  return wanted ? <MantineModal {...props} opened={opened && ready} /> : null;
}
