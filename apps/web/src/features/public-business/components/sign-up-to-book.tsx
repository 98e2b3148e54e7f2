import { useState, type FormEvent } from 'react';
import type { Business } from '@timeapp/domain/businesses';
import { fieldLabels } from '@timeapp/domain/field-labels';
import { messages } from '@timeapp/domain/messages';
import { checkPassword } from '@timeapp/domain/password';
import { publicBusinessTexts as t } from '@timeapp/domain/public-business-texts';
import { smsTexts } from '@timeapp/domain/sms-texts';
import {
  resendVerification,
  signUpToBook,
  verifyCode,
  type SignedUp,
} from '../../../api/auth/sign-up-to-book';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { setSession } from '../../../lib/auth-store';
import { forgetRegistration, rememberRegistration } from '../../../lib/registration-token';
import { withPick, type Pick } from '../lib/pick';
import styles from './public-business-page.module.css';

type Props = {
  business: Business;
  pick: Pick;
  /** 'Haircut · Tue, 8 Dec 2026 at 10:00 AM' */
  picked: string;
  /** Back to the page (the pick kept). */
  onBack: () => void;
  /** Signed in and verified: the page books the pick. */
  onVerified: () => void;
};

const failureOf = (error: unknown) =>
  error instanceof ApiError ? error.message : messages.somethingWrongLater;

/**
 * The short sign-up of a public business page (DESIGN.md section 11, docs/decisions/046): names,
 * e-mail, password and an optional mobile; then the e-mail's six-digit code, typed here. The
 * code answers a verified session, and the page books the picked time: the visitor never leaves
 * for a login. The e-mail's link works too, and leads back to the same pick.
 */
export function SignUpToBook({ business, pick, picked, onBack, onVerified }: Props) {
  const [fields, setFields] = useState({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    mobileNumber: '',
  });
  const [textsConsent, setTextsConsent] = useState(false);
  const hasMobile = fields.mobileNumber.trim() !== '';
  const [signedUp, setSignedUp] = useState<SignedUp | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const passwordProblems = fields.password ? checkPassword(fields.password).problems : [];
  const next = withPick(paths.publicBusiness.getHref(business.slug), pick);

  const set = (key: keyof typeof fields) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!fields.firstName.trim() || !fields.lastName.trim())
      return setFailure(messages.nameRequired);
    const problem = checkPassword(fields.password).problems[0];
    if (problem) return setFailure(problem);
    setBusy(true);
    try {
      const answer = await signUpToBook({
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        password: fields.password,
        ...(hasMobile ? { mobileNumber: fields.mobileNumber, textsConsent } : {}),
        next,
      });
      // The e-mail's link, opened in this browser instead, verifies at once (decision 039).
      rememberRegistration(answer.token);
      setSignedUp(answer);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!signedUp) return;
    setFailure(null);
    if (!/^\d{6}$/.test(code.trim())) return setFailure(messages.codeFormat);
    setBusy(true);
    try {
      const session = await verifyCode(code.trim(), signedUp.token);
      forgetRegistration();
      setSession(session);
      onVerified();
    } catch (error) {
      setBusy(false);
      setFailure(failureOf(error));
    }
  };

  const sendAgain = async () => {
    if (!signedUp) return;
    setNote(null);
    try {
      await resendVerification({ email: signedUp.user.email });
      setNote(t.sentAgain);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  const failureLine = failure && (
    <p role="alert" className={styles.failure}>
      {failure}
    </p>
  );

  return (
    <section aria-labelledby="sign-up-title" className={styles.signUp}>
      <h1 id="sign-up-title">{t.signUpTitle}</h1>
      <p className={styles.card}>
        <strong>{business.name}</strong>
        <br />
        {picked}{' '}
        <button type="button" className={styles.link} onClick={onBack}>
          {t.changeTime}
        </button>
      </p>
      {!signedUp ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.muted}>{t.signUpIntro}</p>
          {(
            [
              ['firstName', fieldLabels.firstName, 'text', 'given-name', 60],
              ['lastName', fieldLabels.lastName, 'text', 'family-name', 60],
              ['email', fieldLabels.email, 'email', 'email', 254],
              ['password', fieldLabels.password, 'password', 'new-password', 128],
            ] as const
          ).map(([key, label, type, autoComplete, maxLength]) => (
            <label key={key}>
              {label}
              <input
                type={type}
                value={fields[key]}
                onChange={set(key)}
                autoComplete={autoComplete}
                maxLength={maxLength}
                aria-describedby={key === 'password' ? 'password-rules' : undefined}
                required
              />
            </label>
          ))}
          <ul id="password-rules" className={styles.rules} aria-live="polite">
            {(fields.password ? passwordProblems : checkPassword('').problems.slice(0, 3)).map(
              (p) => (
                <li key={p}>{p}</li>
              ),
            )}
          </ul>
          <label>
            {t.mobileOptional}
            <input
              type="tel"
              value={fields.mobileNumber}
              onChange={set('mobileNumber')}
              autoComplete="tel"
              maxLength={20}
            />
          </label>
          {hasMobile && (
            <label className={styles.tick}>
              <input
                type="checkbox"
                checked={textsConsent}
                onChange={(e) => setTextsConsent(e.currentTarget.checked)}
                aria-describedby="texts-consent-note"
              />
              <span>
                {smsTexts.consentLabel}
                <small id="texts-consent-note">{smsTexts.consentDescription}</small>
              </span>
            </label>
          )}
          {failureLine}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? t.signingUp : t.signUp}
          </button>
          <p>
            {t.haveAccount}{' '}
            <a href={`${paths.login}?next=${encodeURIComponent(next)}`}>{t.logInToBook}</a>
          </p>
        </form>
      ) : (
        <form className={styles.form} onSubmit={confirm} noValidate>
          <p role="status">{t.codeSent(signedUp.user.email)}</p>
          <label>
            {t.codeLabel}
            <input
              className={styles.code}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
              // The one thing this step asks for, just revealed in place of the form.
              autoFocus
            />
          </label>
          {failureLine}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? t.checking : t.confirm}
          </button>
          <p className={styles.actions}>
            <button type="button" className={styles.link} onClick={sendAgain}>
              {t.sendAgain}
            </button>
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                forgetRegistration();
                setSignedUp(null);
                setCode('');
                setFailure(null);
                setNote(null);
              }}
            >
              {t.otherAddress}
            </button>
          </p>
          {note && <p role="status">{note}</p>}
        </form>
      )}
    </section>
  );
}
