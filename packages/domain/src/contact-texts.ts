// The contact form's texts (on / and /time-app, and the signed-in Contact screen): part of the
// message catalogue, in a module of their own so that only the screens with the form load them.

export const contactTexts = {
  /** The form's name, and the heading of the page sections that hold it. */
  contactUs: 'Contact us',
  name: 'Your name',
  send: 'Send message',
  sending: 'Sending…',
  /** The heading of the popup when the message could not be sent. */
  error: 'Error',
};
