// The token a sign-up answers, kept in this browser until the e-mailed verification link is
// opened: opened here, the link verifies the account at once; opened anywhere else, its opener
// chooses the password first, as whoever proves the address owns the account
// (docs/decisions/039). The token itself may only create the business and read categories.
const KEY = 'registration-token';

export function rememberRegistration(token: string) {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the link then asks for the password, which still works.
  }
}

export function registrationToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetRegistration() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
