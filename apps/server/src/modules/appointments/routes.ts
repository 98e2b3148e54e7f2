import { z } from 'zod';
import {
  appointment,
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
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../context.ts';
import { ok, type RoutesPlugin } from '../../lib/routes.ts';
import { appointmentService } from './service.ts';

// A malformed id is answered 404 by the service, so the param is any string here.
const idParams = z.object({ id: z.string().max(64) });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const appointmentRoutes: RoutesPlugin = async (app, { ctx }: { ctx: AppContext }) => {
  const service = appointmentService(ctx);
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
        response: { 201: envelope(appointment), ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.book(request.actor, request.body);
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
        response: { 200: envelope(z.array(appointment)), ...errors },
      },
    },
    async (request) => ok(await service.list(request.actor, request.query)),
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
    async (request) => ok(await service.get(request.actor, request.params.id)),
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
    async (request) => {
      const { appointment: data, message } = await service.changeStatus(
        request.actor,
        request.params.id,
        request.body,
      );
      return ok(data, message);
    },
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
    async (request) => {
      const { appointment: data, message } = await service.reschedule(
        request.actor,
        request.params.id,
        request.body,
      );
      return ok(data, message);
    },
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
    async (request) => {
      const { appointment: data, message } = await service.propose(
        request.actor,
        request.params.id,
        request.body,
      );
      return ok(data, message);
    },
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
    async (request) => {
      const { appointment: data, message } = await service.acceptProposal(
        request.actor,
        request.params.id,
      );
      return ok(data, message);
    },
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
    async (request) => {
      const { appointment: data, message } = await service.declineProposal(
        request.actor,
        request.params.id,
      );
      return ok(data, message);
    },
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
        await service.recordAttendance(request.actor, request.params.id, request.body),
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
      ok(
        await service.removeAttendance(request.actor, request.params.id),
        messages.attendanceRemoved,
      ),
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
    async (request) => ok(await service.undo(request.actor, request.params.id), messages.undone),
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
      ok(await service.addNote(request.actor, request.params.id, request.body), messages.noteSent),
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
      const data = await service.walkIn(request.actor, request.params.id, request.body);
      return reply.code(201).send(ok(data, messages.walkInBooked, 201));
    },
  );
};
