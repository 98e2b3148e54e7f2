// The texts of creating a business (right after signing up, or later from a customer account):
// part of the message catalogue, in a module of their own so that only that screen loads them.

export const businessSetupTexts = {
  title: 'Create your business',
  intro: 'Tell customers who you are and when they can book.',
  findSuburb: 'Find the suburb or town',
  firstSection: 'First section',
  create: 'Create business',
  goToDashboard: 'Go to the business dashboard',
};
