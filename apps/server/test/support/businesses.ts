import { weekDays } from '@timeapp/domain/days';
import { aBusinessBody, aSectionInput } from '@timeapp/domain/testing';
import type { AppContext } from '../../src/lib/context.ts';
import { businesses, sections } from '../../src/db/schema.ts';
import { sectionColumns } from '../../src/modules/businesses/present.ts';

export type SectionOverrides = Partial<typeof sections.$inferInsert>;

/** A section open every day of the week, 09:00-17:00 without a break. */
export const openEveryDay: SectionOverrides = {
  offStart: null,
  offEnd: null,
  businessDays: [...weekDays],
};
export type GivenBusiness = { id: string; ownerId: string; timezone: string; sectionIds: string[] };

/**
 * A business straight in the database, owned by `ownerId`: the shared factory's business
 * (`aBusinessBody`) with one section per entry of `sectionList`, each the factory's slot
 * section (Monday to Saturday 09:00-17:00, not available 12:00-13:00, 30-minute slots,
 * 2 places) with the given columns changed.
 */
export async function givenBusiness(
  ctx: AppContext,
  ownerId: string,
  overrides: Partial<typeof businesses.$inferInsert> = {},
  sectionList: SectionOverrides[] = [{}],
): Promise<GivenBusiness> {
  const { name, contactNumber, category, address } = aBusinessBody();
  const [b] = await ctx.db
    .insert(businesses)
    .values({
      ownerId,
      name,
      contactNumber,
      category,
      ...address,
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
        ...sectionColumns(aSectionInput()),
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
