import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// The layout owns the header; screens own what the bell counts. A screen renders
// <HeaderSlot><NotificationBell .../></HeaderSlot> and it appears in the header.
const SlotContext = createContext<HTMLElement | null>(null);
const SetSlotContext = createContext<((el: HTMLElement | null) => void) | null>(null);

export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return (
    <SetSlotContext.Provider value={setTarget}>
      <SlotContext.Provider value={target}>{children}</SlotContext.Provider>
    </SetSlotContext.Provider>
  );
}

/** Where the slot's content shows: the layout places this in its header. */
export function HeaderSlotTarget({ className }: { className?: string }) {
  const setTarget = useContext(SetSlotContext);
  return <div ref={setTarget ?? undefined} className={className} data-testid="header-slot" />;
}

/** Renders its children into the header (the notification bell slot). */
export function HeaderSlot({ children }: { children: ReactNode }) {
  const target = useContext(SlotContext);
  return target ? createPortal(children, target) : null;
}
