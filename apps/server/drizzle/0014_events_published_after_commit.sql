-- Live events are no longer sent by a trigger inside the writing transaction. A NOTIFY makes
-- PostgreSQL take one lock for the whole cluster at commit and hold it while the commit
-- record is flushed, so every transaction that wrote an event committed one after another
-- (pgbench, booking spread over 1,000 slots: 1,960 tx/s without the trigger, 221 with it).
-- The API process that committed the change now publishes its events right after the commit,
-- batched (apps/server/src/modules/events/publisher.ts; docs/decisions/027-events-published-after-commit.md).
DROP TRIGGER IF EXISTS "events_notify" ON "events";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "events_notify"();
