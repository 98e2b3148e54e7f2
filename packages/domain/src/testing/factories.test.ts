import { describe, expect, it } from 'vitest';
import { appointment, createAppointmentBody } from '../appointments.ts';
import { business, createBusinessBody, section, sectionInput } from '../businesses.ts';
import { registerBody, userProfile } from '../users.ts';
import type { z } from '../zod.ts';
import {
  aBusiness,
  aBusinessBody,
  anAppointment,
  anAppointmentRequest,
  aRegistration,
  aRequestSectionInput,
  aSection,
  aSectionInput,
  aUser,
} from './factories.ts';

// The factories stand for real requests and answers: each default passes its contract schema,
// so a test built on them fails for what it is about, not for a stale fixture.
describe('test factories follow the contract', () => {
  it.each<[string, z.ZodMiniType, () => unknown]>([
    ['aSectionInput', sectionInput, aSectionInput],
    ['aRequestSectionInput', sectionInput, aRequestSectionInput],
    ['aBusinessBody', createBusinessBody, aBusinessBody],
    ['aSection', section, aSection],
    ['aBusiness', business, aBusiness],
    ['aRegistration', registerBody, aRegistration],
    ['aUser', userProfile, aUser],
    ['anAppointmentRequest', createAppointmentBody, anAppointmentRequest],
    ['anAppointment', appointment, anAppointment],
  ])('%s', (_name, schema, build) => {
    const result = schema.safeParse(build());
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('an override replaces one field and keeps the rest', () => {
    expect(aBusiness({ name: 'Cuba Street Hair' })).toEqual({
      ...aBusiness(),
      name: 'Cuba Street Hair',
    });
  });
});
