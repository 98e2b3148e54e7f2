import type { AppContext } from '../../src/context.ts';
import { businesses, sections } from '../../src/db/schema.ts';

export type SectionOverrides = Partial<typeof sections.$inferInsert>;
export type GivenBusiness = { id: string; ownerId: string; timezone: string; sectionIds: string[] };

/**
 * A business straight in the database, owned by `ownerId`, with one slot section by default
 * (Monday to Saturday 09:00-17:00, not available 12:00-13:00, 30-minute slots, 2 places).
 */
export async function givenBusiness(
  ctx: AppContext,
  ownerId: string,
  overrides: Partial<typeof businesses.$inferInsert> = {},
  sectionList: SectionOverrides[] = [{}],
): Promise<GivenBusiness> {
  const [b] = await ctx.db
    .insert(businesses)
    .values({
      ownerId,
      name: 'Test Salon',
      contactNumber: '0211234567',
      category: '0',
      country: 'New Zealand',
      state: 'Auckland',
      city: 'Auckland',
      suburb: 'Ponsonby',
      timezone: 'Pacific/Auckland',
      ...overrides,
    })
    .returning();
  const business = b!;
  const rows = await ctx.db
    .insert(sections)
    .values(
      sectionList.map((s) => ({
        businessId: business.id,
        sectionName: 'Haircut',
        businessDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        openTime: '09:00',
        closeTime: '17:00',
        offStart: '12:00',
        offEnd: '13:00',
        slotDuration: 30,
        appointmentPerSlot: 2,
        ...s,
      })),
    )
    .returning({ id: sections.id });
  return {
    id: business.id,
    ownerId,
    timezone: business.timezone,
    sectionIds: rows.map((r) => r.id),
  };
}
