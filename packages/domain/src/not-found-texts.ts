// The texts of the page for an address we do not know: part of the message catalogue, in a
// module of their own so that only that page loads them (its heading and link: messages.ts).

export const notFoundTexts = {
  explanation:
    'Sorry, we could not find that page. It may have moved, or the link may be mistyped.',
};
