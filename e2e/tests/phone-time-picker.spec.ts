import { expect, test } from '../support/fixtures';
import { pickFromTheStrip } from '../support/time-picker-journey';

// The same picker on a phone (390 wide): the strip scrolls sideways, the chips wrap.
test('on a phone, a customer picks a day from the strip and a time from its chips', async ({
  page,
}) => {
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  await pickFromTheStrip(page);
  await page.screenshot({ path: 'test-results/time-picker-390.png', fullPage: true });
});
