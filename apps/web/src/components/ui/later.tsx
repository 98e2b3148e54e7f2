import { type ReactNode, startTransition, useEffect, useState } from 'react';

type Props = {
  children: ReactNode;
  /** Height kept for the children until they render, so what follows does not move. */
  reserve?: number;
};

/**
 * Renders its children in a render and commit of their own, just after the screen around them
 * mounts: for a part below the fold of a signed-in screen's first view. A commit is one task
 * that nothing interrupts, and style and layout follow it in another; on a phone the first
 * screen's was the longest task of the page (docs/performance.md). Split in two, each is
 * shorter, and a tap between them is answered.
 */
export function Later({ children, reserve }: Props) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  if (shown) return children;
  return reserve ? <div style={{ minHeight: reserve }} /> : null;
}
