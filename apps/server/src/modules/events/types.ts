/** An event as written: who it reaches, and what the stream sends (`data`, plus type and time). */
export type EventRow = {
  type: string;
  ownerId: string | null;
  customerId: string | null;
  sectionId: string | null;
  slotDate: string | null;
  data: Record<string, unknown>;
};

/** An event as stored and as the publisher sends it (publisher.ts). */
export type StoredEvent = EventRow & { id: number; at: string };
