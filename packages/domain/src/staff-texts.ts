// Staff sign-in's screens (docs/product-rules.md 9.8): the invitation page and a team member's
// day. Part of the message catalogue, in a module of its own so that only those screens load it.
import { messages } from './messages.ts';

export const staffTexts = {
  /** The invitation page, /staff/join. */
  joinTitle: 'Join the team',
  joinIntro: (business: string, member: string) =>
    `${business} invites you to sign in as ${member}: you will see your own day and appointments, and can mark who arrived.`,
  invitedAddress: (email: string) => `Invitation for ${email}`,
  makeAccount: 'Choose your name and a password to make your account.',
  signInFirst: 'This address has an account. Sign in to it, then accept.',
  signInToAccept: 'Sign in to accept',
  accept: 'Accept the invitation',
  wrongAccount: (email: string) =>
    `You are signed in with another address. Sign out, then sign in with ${email}.`,
  signOut: 'Sign out',
  seeMyDay: 'See my day',
  joined: messages.invitationAccepted,

  /** A member's own day, /staff/day. */
  dayTitle: 'My day',
  dayIntro: 'Your appointments at the businesses whose team you are on.',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
  nothingBooked: 'Nothing is booked with you on this day.',
  notOnATeam:
    'You are not on any business’s team. The invitation comes from the business by e-mail.',
  waiting: 'Request: waiting for the business',
  approved: 'Confirmed',
  cancelled: 'Cancelled',
  until: (time: string) => `until ${time}`,
  partyOf: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`,
  customerNote: 'Note from the customer',
};
