import { newCustomerBooksAndOwnerAccepts } from '../support/main-journey';
import { test } from '../support/fixtures';

// The main story at 1280x800 (see support/main-journey.ts; phone-journey.spec.ts runs it at 390x844).
test('a new customer finds a business, books a slot and sees the owner accept it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newCustomerBooksAndOwnerAccepts(page);
});
