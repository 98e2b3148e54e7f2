import { contactTexts as t } from '@timeapp/domain/contact-texts';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { useState, type FormEvent } from 'react';
import { PopupDialog, type Popup } from '../../../components/ui/popup-dialog';
import { ApiError } from '../../../lib/api-client';
import { contactComplete, sendContact, type ContactInput } from '../../../api/contact/send-contact';
import styles from './contact-form.module.css';

const empty: ContactInput = { name: '', email: '', subject: '', message: '' };

function failurePopup(error: unknown): Popup {
  if (error instanceof ApiError && error.kind === 'response' && error.code < 500)
    return {
      tone: 'warning',
      title: messages.popupWarning,
      text: error.message,
      button: messages.popupUnderstood,
    };
  const text = error instanceof ApiError ? error.message : messages.somethingWrongLater;
  return { tone: 'error', title: t.error, text, button: messages.popupGotIt };
}

/**
 * The one contact form of the public pages (/ and /time-app) and the signed-in Contact screen.
 * `framed={false}` drops the form's own card where the screen already draws one.
 */
export function ContactForm({ framed = true }: { framed?: boolean }) {
  const [values, setValues] = useState<ContactInput>(empty);
  const [sending, setSending] = useState(false);
  const [popup, setPopup] = useState<Popup | null>(null);

  const field = (key: keyof ContactInput) => ({
    id: `contact-${key}`,
    name: key,
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!contactComplete(values)) {
      setPopup({
        tone: 'warning',
        title: messages.contactAllRequiredTitle,
        text: messages.contactAllRequiredText,
        button: messages.popupUnderstood,
      });
      return;
    }
    setSending(true);
    try {
      const answer = await sendContact({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      if (answer.code === 200) {
        setPopup({
          tone: 'success',
          title: answer.message || messages.contactSent,
          button: messages.popupAwesome,
        });
        setValues(empty);
      } else {
        setPopup({
          tone: 'warning',
          title: messages.popupWarning,
          text: answer.message,
          button: messages.popupUnderstood,
        });
      }
    } catch (error) {
      setPopup(failurePopup(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form
        className={framed ? `${styles.form} ${styles.framed}` : styles.form}
        onSubmit={submit}
        noValidate
        aria-label={t.contactUs}
      >
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="contact-name">{t.name}</label>
            <input {...field('name')} autoComplete="name" />
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-email">{messages.email}</label>
            <input {...field('email')} type="email" autoComplete="email" />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-subject">{fieldLabels.subject}</label>
          <input {...field('subject')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-message">{fieldLabels.message}</label>
          <textarea {...field('message')} rows={5} />
        </div>
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
          {sending ? t.sending : t.send}
        </button>
      </form>
      <PopupDialog popup={popup} onClose={() => setPopup(null)} />
    </>
  );
}
