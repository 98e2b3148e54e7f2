// The development mailbox's texts (the e-mails a server without a mail service keeps): part of
// the message catalogue, in a module of their own so that only that screen loads them.

export const devMailboxTexts = {
  loading: 'Loading the mailbox',
  count: (n: number) => `${n} message${n === 1 ? '' : 's'}, newest first`,
  refresh: 'Refresh',
  empty: 'No e-mails yet. Register an account to receive one.',
  to: (address: string) => `To: ${address}`,
};
