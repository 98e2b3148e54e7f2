import { test } from '../support/fixtures';
import { pickFromTheStrip } from '../support/time-picker-journey';

// The booking screen's time picker at desktop width (1280): the strip of the next 14 days,
// the chosen day's time chips, the detailed per-place view.
test('a customer picks a day from the strip and a time from its chips, and books it', async ({
  page,
}) => {
  await pickFromTheStrip(page);
  await page.screenshot({ path: 'test-results/time-picker-1280.png', fullPage: true });
});
