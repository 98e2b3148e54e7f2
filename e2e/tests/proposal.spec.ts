import { test } from '../support/fixtures';
import { proposeAndAccept, proposeAndDecline } from '../support/proposal-journey';

// An owner proposes another time; the customer accepts or keeps theirs, at 1280 wide.
test('the owner proposes another time and the customer accepts it', async ({ page }) => {
  await proposeAndAccept(page);
});

test('a proposal reaches the open appointment live, and the customer keeps their time', async ({
  page,
}) => {
  await proposeAndDecline(page);
});
