import { z } from 'zod';
import {
  appointment,
  appointmentListItem,
  attendanceBody,
  createAppointmentBody,
  listAppointmentsQuery,
  noteBody,
  proposeBody,
  rescheduleBody,
  updateAppointmentBody,
  walkInBody,
} from '@timeapp/domain/appointments';
import { envelope, errorBody } from '@timeapp/domain/common';
import { staffDayQuery } from '@timeapp/domain/staff';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import type { Answered } from './answers.ts';
import { acceptProposal } from './commands/accept-proposal.ts';
import { recordAttendance, removeAttendance } from './commands/attendance.ts';
import { book } from './commands/book.ts';
import { calendarFile } from './commands/calendar-file.ts';
import { decide } from './commands/decide.ts';
import { declineProposal } from './commands/decline-proposal.ts';
import { addNote } from './commands/note.ts';
import { propose } from './commands/propose.ts';
import { get, list, staffDay } from './commands/reads.ts';
import { reschedule } from './commands/reschedule.ts';
import { undo } from './commands/undo.ts';
import { walkIn } from './commands/walk-in.ts';

// A malformed id is answered 404 by the command, so the param is any string here.
const idParams = z.object({ id: z.string().max(64) });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
/** A command's answer, with the catalogue's words for what happened. */
const answer = ({ appointment, message }: Answered) => ok(appointment, message);

export const appointmentRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const tags = ['appointments'];
  const bearerAuth = [{ bearer: [] }];

  app.post(
    '/appointment',
    {
      config: { sessionInQuery: true },
      schema: {
        tags,
        security: bearerAuth,
        body: createAppointmentBody,
        // 502: a deposit's checkout could not be opened; nothing was booked (decision 056).
        response: { 201: envelope(appointment), ...errors, 502: errorBody },
      },
    },
    async (request, reply) => {
      const data = await book(ctx, request.actor, request.body);
      return reply.code(201).send(ok(data, messages.bookingRequested, 201));
    },
  );

  app.get(
    '/appointment',
    {
      config: { sessionInQuery: true },
      schema: {
        tags,
        security: bearerAuth,
        querystring: listAppointmentsQuery,
        response: { 200: envelope(z.array(appointmentListItem)), ...errors },
      },
    },
    async (request) => ok(await list(ctx, request.actor, request.query)),
  );

  app.get(
    '/staff/appointments',
    {
      config: { sessionInQuery: true },
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary: "The caller's appointments as a team member, one local day",
        querystring: staffDayQuery,
        response: { 200: envelope(z.array(appointmentListItem)), ...errors },
      },
    },
    async (request) => ok(await staffDay(ctx, request.actor, request.query)),
  );

  app.get(
    '/appointment/:id',
    {
      schema: {
        tags,
        security: bearerAuth,
        params: idParams,
        response: { 200: envelope(appointment), ...errors },
      },
    },
    async (request) => ok(await get(ctx, request.actor, request.params)),
  );

  app.get(
    '/appointment/:id/calendar',
    {
      schema: {
        tags: ['calendar'],
        security: bearerAuth,
        summary: "The appointment's .ics: its customer or its business's owner",
        params: idParams,
        response: { 200: z.string().describe('text/calendar'), ...errors },
      },
    },
    async (request, reply) => {
      const { filename, content } = await calendarFile(ctx, request.actor, request.params);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.put(
    '/appointment/:id',
    {
      schema: {
        tags,
        security: bearerAuth,
        params: idParams,
        body: updateAppointmentBody,
        response: { 200: envelope(appointment), ...errors },
      },
    },
    async (request) =>
      answer(await decide(ctx, request.actor, { ...request.body, ...request.params })),
  );

  app.post(
    '/appointment/:id/reschedule',
    {
      schema: {
        tags,
        security: bearerAuth,
        description:
          'The customer moves a Waiting or Approved appointment to another free time of its section; slot mode keeps the status, request mode returns to Waiting. 409 when the new slot is full or the appointment has started.',
        params: idParams,
        body: rescheduleBody,
        response: { 200: envelope(appointment), ...errors },
      },
    },
    async (request) =>
      answer(await reschedule(ctx, request.actor, { ...request.body, ...request.params })),
  );

  app.post(
    '/appointment/:id/proposal',
    {
      schema: {
        tags,
        security: bearerAuth,
        description:
          "The business's owner proposes another free time of the appointment's section, with an optional message; it replaces an open proposal and holds no place. 409 when the appointment is cancelled or has started, or the time is full.",
        params: idParams,
        body: proposeBody,
        response: { 200: envelope(appointment), ...errors },
      },
    },
    async (request) =>
      answer(await propose(ctx, request.actor, { ...request.body, ...request.params })),
  );

  app.post(
    '/appointment/:id/proposal/accept',
    {
      schema: {
        tags,
        security: bearerAuth,
        description:
          "The appointment's customer accepts the owner's proposal: it moves there (Approved). 409 when the time was taken meanwhile or has passed; the proposal then ends and the appointment stays.",
        params: idParams,
        response: { 200: envelope(appointment), ...errors },
      },
    },
    async (request) => answer(await acceptProposal(ctx, request.actor, request.params)),
  );

  app.post(
    '/appointment/:id/proposal/decline',
    {
      schema: {
        tags,
        security: bearerAuth,
        description:
          "The appointment's customer keeps their time: the owner's proposal ends and the owner is told.",
        params: idParams,
        response: { 200: envelope(appointment), ...errors },
      },
    },
    async (request) => answer(await declineProposal(ctx, request.actor, request.params)),
  );

  app.post(
    '/appointment/:id/attendance',
    {
      schema: {
        tags,
        security: bearerAuth,
        params: idParams,
        body: attendanceBody,
        response: { 200: envelope(appointment), ...errors },
      },
    },
    async (request) =>
      ok(
        await recordAttendance(ctx, request.actor, { ...request.body, ...request.params }),
        messages.attendanceSaved,
      ),
  );

  app.delete(
    '/appointment/:id/attendance',
    {
      schema: {
        tags,
        security: bearerAuth,
        description:
          "Takes back 'Arrived' or a no-show, on the business's local day it was recorded.",
        params: idParams,
        response: { 200: envelope(appointment), ...errors },
      },
    },
    async (request) =>
      ok(await removeAttendance(ctx, request.actor, request.params), messages.attendanceRemoved),
  );

  app.post(
    '/appointment/:id/undo',
    {
      schema: {
        tags,
        security: bearerAuth,
        description:
          "The owner undoes their last decision (accept, reject, cancel) within 10 seconds; the decision's e-mail is not sent. 409 after the window, or when a freed place was taken meanwhile.",
        params: idParams,
        response: { 200: envelope(appointment), ...errors },
      },
    },
    async (request) => ok(await undo(ctx, request.actor, request.params), messages.undone),
  );

  app.post(
    '/appointment/:id/note',
    {
      schema: {
        tags,
        security: bearerAuth,
        description: 'The owner e-mails a note to the customer; it is kept on the appointment.',
        params: idParams,
        body: noteBody,
        response: { 200: envelope(appointment), ...errors },
      },
    },
    async (request) =>
      ok(
        await addNote(ctx, request.actor, { ...request.body, ...request.params }),
        messages.noteSent,
      ),
  );

  app.post(
    '/business/:id/walk-in',
    {
      schema: {
        tags,
        security: bearerAuth,
        description:
          'The owner books a walk-in or phone customer (name and phone, no account): approved at once, in a free place.',
        params: idParams,
        body: walkInBody,
        response: { 201: envelope(appointment), ...errors },
      },
    },
    async (request, reply) => {
      const data = await walkIn(ctx, request.actor, {
        ...request.body,
        businessId: request.params.id,
      });
      return reply.code(201).send(ok(data, messages.walkInBooked, 201));
    },
  );
};
