import { messages } from '@timeapp/domain/messages';

/**
 * The field a refused save's message belongs to, for the messages the team routes answer with
 * (the server's 400 names no field): shown under it, anything else above the form.
 */
const fields: Record<string, string> = {
  [messages.nameRequired]: 'name',
  [messages.emailInvalid]: 'email',
  [messages.intervalOrder]: 'hours',
  [messages.intervalsOverlap]: 'hours',
  [messages.serviceDuration]: 'durationMinutes',
  [messages.serviceStartEvery]: 'startEvery',
};

export const fieldOfMessage = (message: string): string | undefined => fields[message];
