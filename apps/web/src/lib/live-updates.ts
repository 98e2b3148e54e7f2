import { notifications } from '@mantine/notifications';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { waitlistFreedType } from '@timeapp/domain/event-types';
import { messages } from '@timeapp/domain/messages';
import { sayDay, sayWhen } from '@timeapp/domain/say-when';
import { useEffect } from 'react';
import { apiUrl } from './api-client';
import { getToken } from './auth-store';
import { useSession } from './auth';
import {
  connectLiveEvents,
  setLiveStatus,
  subscribeWatched,
  watchedDays,
  type LiveClientOptions,
  type LiveMessage,
} from './live-events';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';

// What an event refetches (docs/live-events.md "What moves where"). Events name what changed,
// never the new data: the tab asks the ordinary routes again, which check who is asking.

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The query keys (prefixes) one message makes stale; `null` means every query on screen. */
export function keysFor(message: LiveMessage): QueryKey[] | null {
  if (message.kind === 'resync') return null;
  const d = message.data;
  if (message.type === 'slots.changed')
    return [
      queryKeys.slots(str(d.businessId), str(d.sectionId), str(d.date)),
      queryKeys.sectionAvailability(str(d.businessId), str(d.sectionId)),
    ];
  // A place freed in a slot this customer waits for: that day's grid and the strip; a member's
  // time freed for a service they wait for: that service's free times.
  if (message.type === waitlistFreedType)
    return d.serviceId
      ? [queryKeys.serviceAvailabilities(str(d.businessId), str(d.serviceId))]
      : [
          queryKeys.slots(str(d.businessId), str(d.sectionId), str(d.date)),
          queryKeys.sectionAvailability(str(d.businessId), str(d.sectionId)),
        ];
  if (message.type.startsWith('appointment.'))
    return [
      // The bell, notifications, lists, day sheet, the appointment itself (both sides).
      queryKeys.appointments,
      // A place was taken or freed on that section day.
      queryKeys.slots(str(d.businessId), str(d.sectionId), str(d.appointmentDate)),
      queryKeys.sectionAvailability(str(d.businessId), str(d.sectionId)),
    ];
  return [];
}

/** Events come in bursts (a replay, a booking's two events): refetch once per burst. */
const BATCH_MS = 250;

export function createInvalidator(client: QueryClient) {
  let pending: QueryKey[] | null = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const keys = pending;
    pending = [];
    if (keys === null) void client.invalidateQueries();
    else {
      const seen = new Set<string>();
      for (const queryKey of keys) {
        const id = JSON.stringify(queryKey);
        if (seen.has(id)) continue;
        seen.add(id);
        void client.invalidateQueries({ queryKey });
      }
    }
  };
  return {
    add(message: LiveMessage) {
      const keys = keysFor(message);
      if (keys === null) pending = null;
      else if (pending !== null) pending.push(...keys);
      timer ??= setTimeout(flush, BATCH_MS);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * Keeps this tab's stream open while signed in and turns its events into refetches. Mounted once,
 * in the signed-in area's root. When the stream drops, what is shown is refetched once, which
 * also restarts the queries' polling (`pollWhileDown`) until it is back.
 */
export function useLiveUpdates(fetchImpl?: LiveClientOptions['fetch']) {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    const invalidator = createInvalidator(queryClient);
    let wasLive = false;
    // Connected in a task of its own, after the screen's first render has been committed: the
    // stream is never what a screen waits for, and a phone's main thread has enough to do then.
    let client: ReturnType<typeof connectLiveEvents> | null = null;
    const connect = () =>
      (client = connectLiveEvents({
        url: apiUrl('/events'),
        getToken,
        watch: watchedDays(),
        fetch: fetchImpl,
        onMessage: (m) => {
          invalidator.add(m);
          if (m.kind === 'event' && m.type === waitlistFreedType)
            notifications.show({
              color: 'blue',
              autoClose: false,
              // A service's entry waits for a day: the event names no time.
              message: messages.waitlistPlaceFreed(
                m.data.time
                  ? sayWhen(str(m.data.date), str(m.data.time))
                  : sayDay(str(m.data.date)),
              ),
            });
        },
        onStatus: (status) => {
          setLiveStatus(status);
          if (status === 'live') wasLive = true;
          if (status === 'down' && wasLive) {
            wasLive = false;
            void queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
            void queryClient.invalidateQueries({ queryKey: queryKeys.allSlots });
          }
        },
      }));
    const connecting = setTimeout(connect);
    // A grid switching days unwatches one and watches another: reconnect once for both.
    let watchTimer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = subscribeWatched(() => {
      if (watchTimer) clearTimeout(watchTimer);
      watchTimer = setTimeout(() => client?.setWatch(watchedDays()), 50);
    });
    return () => {
      unsubscribe();
      if (watchTimer) clearTimeout(watchTimer);
      clearTimeout(connecting);
      invalidator.cancel();
      client?.close();
      setLiveStatus('down');
    };
  }, [token, fetchImpl]);
}

/** Render once inside the signed-in providers. */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
