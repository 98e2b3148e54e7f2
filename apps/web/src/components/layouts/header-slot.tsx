import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// The layout owns the header; screens own what the bell counts. A screen renders
// <HeaderSlot><NotificationBell .../></HeaderSlot> and it appears in the header.
//
// The slot is an element made once, which screens render into from their first render, and
// which the header's target puts in place as it mounts. (Keeping the target's element in state
// instead made every screen with a bell render twice as it mounted, the second time inside
// the first screen's commit: docs/performance.md.)
const SlotContext = createContext<HTMLElement | null>(null);

export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [slot] = useState(() => {
    const element = document.createElement('div');
    // Its content lays out as the target's own children.
    element.style.display = 'contents';
    return element;
  });
  return <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>;
}

/** Where the slot's content shows: the layout places this in its header. */
export function HeaderSlotTarget({ className }: { className?: string }) {
  const slot = useContext(SlotContext);
  const place = useCallback(
    (target: HTMLDivElement | null) => {
      if (target && slot && slot.parentNode !== target) target.appendChild(slot);
    },
    [slot],
  );
  return <div ref={place} className={className} data-testid="header-slot" />;
}

/** Renders its children into the header (the notification bell slot). */
export function HeaderSlot({ children }: { children: ReactNode }) {
  const slot = useContext(SlotContext);
  return slot ? createPortal(children, slot) : null;
}
