import { test } from '../support/fixtures';
import { ownerSetsUpTeamAndCustomerBooksWithAMember } from '../support/team-journey';

// Issue 28 at 1280 px: the owner's Team and services screen, then a colour with a named member.
test('an owner sets up two members and two services; a customer books a colour with one of them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ownerSetsUpTeamAndCustomerBooksWithAMember(page);
});
