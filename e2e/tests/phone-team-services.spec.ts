import { expect, test } from '../support/fixtures';
import { ownerSetsUpTeamAndCustomerBooksWithAMember } from '../support/team-journey';

// The same story on a phone (390x844, 'phone' project).
test('on a phone, an owner sets up the team and services; a customer books a colour with a member', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  await ownerSetsUpTeamAndCustomerBooksWithAMember(page);
});
