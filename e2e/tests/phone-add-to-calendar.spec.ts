import { bookAndAddToCalendar } from '../support/calendar-journey';
import { test } from '../support/fixtures';

test('booking lands on its confirmation, whose .ics is in the business time (390)', async ({
  page,
}) => {
  await bookAndAddToCalendar(page);
});
