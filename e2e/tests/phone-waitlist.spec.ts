import { expect, test } from '../support/fixtures';
import { waitForAPlace } from '../support/time-picker-journey';

// The waitlist on a phone (390 wide).
test('on a phone, a customer waits for a full time, is told when a place frees, and books it', async ({
  page,
}) => {
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  await waitForAPlace(page);
});
