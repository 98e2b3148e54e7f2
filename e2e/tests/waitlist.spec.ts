import { test } from '../support/fixtures';
import { waitForAPlace } from '../support/time-picker-journey';

// 'Tell me when a place frees' on a full time, at desktop width (1280).
test('a customer waits for a full time, is told when a place frees, and books it', async ({
  page,
}) => {
  await waitForAPlace(page);
});
