// The owner's Team and services screen's texts: part of the message catalogue, in a module of
// their own so that only that screen (and the booking screen by service) loads them, not every
// screen that loads messages.ts (page-weight budget, docs/performance.md; docs/texts.md).

/** The owner's 'Team and services' screen (docs/product-rules.md 9). */
import { fieldLabels, messages } from './messages.ts';
import { hoursTexts } from './hours-texts.ts';
import { serviceTexts } from './service-texts.ts';

export const teamTexts = {
  title: 'Team and services',
  intro:
    'Who works when, and what customers book with them. A section with services is booked by service; one without keeps its slots.',
  confirmTitle: messages.pleaseConfirm,
  edit: 'Edit',
  remove: 'Remove',
  save: messages.save,
  cancel: messages.cancel,
  close: messages.close,
  editNamed: (name: string) => `Edit ${name}`,
  removeNamed: (name: string) => `Remove ${name}`,
  minutes: serviceTexts.minutes,

  // The team.
  team: 'Team',
  addMember: 'Add member',
  editMember: 'Edit member',
  noMembers:
    'No team members yet. Add the people who take bookings (yourself too, if you take them).',
  memberServices: 'Services',
  noMemberServices: 'No services yet',
  week: 'Week',
  noHours: 'No working hours: nobody can book them.',
  datesOff: 'Dates off',
  confirmRemoveMember: (name: string) =>
    `Remove ${name} from the team? Their past appointments keep their name.`,

  // The member form.
  name: fieldLabels.name,
  email: messages.email,
  emailHint:
    'Optional: we e-mail this address an invitation to sign in and see their own day and appointments.',
  /** A member's staff sign-in (docs/product-rules.md 9.8). */
  invitationSent: 'Invitation sent',
  invitationAccepted: 'Signs in',
  sendAgain: 'Send the invitation again',
  sendAgainNamed: (name: string) => `Send ${name} the invitation again`,
  weeklyHours: 'Weekly hours',
  weeklyHoursHint:
    'One or more working periods a day: a break is the gap between two. A day without any is a day off.',
  dayOff: 'Day off',
  ...hoursTexts,
  datesOffHint: 'Optional: days they do not work, such as holidays.',
  addDateOff: 'Add date',
  removeDateOff: (date: string) => `Remove date off ${date}`,
  performs: 'Services they do',
  noServicesToPick: 'No services yet: add services below, then tick who does them.',

  // The services.
  services: 'Services',
  addService: 'Add service',
  editService: 'Edit service',
  noSections: 'Add a section to the business profile first: each service belongs to a section.',
  sectionBooksBySlot: 'No services: customers book this section by slot.',
  sectionTakesRequests: 'No services: customers send requests for this section.',
  performedBy: 'Done by',
  nobodyPerforms: 'Nobody does this service yet, so customers cannot book it.',
  startsEvery: (n: number) => `starts every ${n} min`,
  buffers: (before: number, after: number) =>
    before && after
      ? `${before} min free before, ${after} after`
      : before
        ? `${before} min free before`
        : `${after} min free after`,
  confirmRemoveService: (name: string) =>
    `Remove the service ${name}? Past appointments keep its name.`,

  // The service form.
  section: fieldLabels.sectionId,
  serviceName: 'Service name',
  duration: 'Length (minutes)',
  durationHint: '5 to 480 minutes, in steps of 5',
  price: messages.priceNzd,
  priceHint: 'Optional; leave empty to show no price.',
  description: fieldLabels.description,
  bufferBefore: 'Buffer before (minutes)',
  bufferAfter: 'Buffer after (minutes)',
  buffersHint:
    "Time kept free for the team member around the service (0 to 120 minutes); customers don't see it.",
  startEvery: 'Start times every',
  startEveryOption: messages.nMinutes,
  whoPerforms: 'Who does it',
  noMembersToPick: 'No team members yet: add them above, then tick who does this service.',
};
