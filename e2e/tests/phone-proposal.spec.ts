import { expect, test } from '../support/fixtures';
import { proposeAndAccept, proposeAndDecline } from '../support/proposal-journey';

// The same stories on a phone (390 wide).
test('on a phone, the owner proposes another time and the customer accepts it', async ({
  page,
}) => {
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  await proposeAndAccept(page);
});

test('on a phone, a proposal reaches the open appointment live, and the customer keeps their time', async ({
  page,
}) => {
  await proposeAndDecline(page);
});
