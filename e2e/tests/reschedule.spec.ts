import { test } from '../support/fixtures';
import { changeTheTime } from '../support/time-picker-journey';

// 'Change time' on the customer's appointment screen, at desktop width (1280).
test('a customer moves their booking to another free time with the same picker', async ({
  page,
}) => {
  await changeTheTime(page);
  await page.screenshot({ path: 'test-results/reschedule-1280.png', fullPage: true });
});
