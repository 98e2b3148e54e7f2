import { expect, test } from '../support/fixtures';
import { changeTheTime } from '../support/time-picker-journey';

// 'Change time' on a phone (390 wide): the picker fills the screen.
test('on a phone, a customer moves their booking to another free time', async ({ page }) => {
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  await changeTheTime(page);
  await page.screenshot({ path: 'test-results/reschedule-390.png', fullPage: true });
});
