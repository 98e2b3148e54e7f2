import { accountTexts } from './account-texts.ts';
import { messages } from './messages.ts';

/**
 * Every error answer carries `error`, a stable machine-readable id, beside the `message` people
 * read (docs/errors.md). The ids are defined here and only here: a refusal whose message is in
 * the catalogue (messages.ts, account-texts.ts) is named after its key in snake case (`messages.slotFull` -> 'slot_full'), any
 * other after its status (a field that fails its schema rule: 'invalid_input').
 */
export const errorIdByStatus: Record<number, string> = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  429: 'too_many',
  500: 'internal',
  503: 'unavailable',
};

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Catalogue text -> id. The texts are distinct (a test says so), so each names one key. */
const idByMessage = new Map<string, string>(
  Object.entries({ ...messages, ...accountTexts }).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, snakeCase(key)] as const] : [],
  ),
);

/** The id of an error answer with this status and message. */
export const errorId = (status: number, message: string): string =>
  idByMessage.get(message) ?? errorIdByStatus[status] ?? 'error';
