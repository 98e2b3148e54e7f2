// PostgreSQL throws on a malformed uuid cast; an id that cannot exist is simply not found.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can name a row; every id from a request is checked here before SQL sees it. */
export const isUuid = (value: string | undefined): value is string => !!value && UUID.test(value);

/** A well-formed id that names nothing: stands in for a malformed one where a lookup must run. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
