import { useEffect, useId, useRef } from 'react';
import styles from './popup-dialog.module.css';

export type PopupTone = 'success' | 'warning' | 'error';

export type Popup = { tone: PopupTone; title: string; text?: string; button: string };

type Props = { popup: Popup | null; onClose: () => void };

const icons: Record<PopupTone, string> = { success: '✓', warning: '!', error: '×' };

/**
 * A small modal message built on the native <dialog>: focus is trapped and Escape closes it,
 * with no component kit (public pages must stay light).
 */
export function PopupDialog({ popup, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (popup && !dialog.open) dialog.showModal();
    if (!popup && dialog.open) dialog.close();
  }, [popup]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${popup ? styles[popup.tone] : ''}`}
      aria-labelledby={titleId}
      aria-describedby={popup?.text ? textId : undefined}
      onClose={onClose}
      onCancel={onClose}
    >
      {popup && (
        <div className={styles.body}>
          <span className={styles.icon} aria-hidden>
            {icons[popup.tone]}
          </span>
          <h2 id={titleId} className={styles.title}>
            {popup.title}
          </h2>
          {popup.text && (
            <p id={textId} className={styles.text}>
              {popup.text}
            </p>
          )}
          <form method="dialog">
            <button type="submit" className={styles.button} autoFocus>
              {popup.button}
            </button>
          </form>
        </div>
      )}
    </dialog>
  );
}
