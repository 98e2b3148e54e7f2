import { publicTexts } from '@timeapp/domain/public-texts';
import { AppointmentStatus, customerStatusLabel } from '@timeapp/domain/status';
import styles from './public.module.css';

const t = publicTexts.heroPreview;
/** The example bookings' states: the second still waits for the business. */
const approved = [true, false, true];

/**
 * The landing hero's illustration: a small 'next appointments' card like the customer dashboard,
 * drawn with CSS (no images, no component kit). Decorative, so screen readers get one sentence.
 */
export function HeroPreview() {
  return (
    <div className={styles.preview} role="img" aria-label={t.label}>
      <div className={styles.previewHead}>
        <span className={styles.previewTitle}>{t.title}</span>
        <span className={styles.previewDate}>{t.date}</span>
      </div>
      <ul className={styles.previewList}>
        {t.items.map((item, i) => (
          <li key={item.time} className={styles.previewItem}>
            <span className={styles.previewTime}>{item.time}</span>
            <span>
              <span className={styles.previewName}>{item.name}</span>
              <br />
              <span className={styles.previewMeta}>{item.meta}</span>
            </span>
            <span className={`${styles.pill} ${approved[i] ? styles.pillOk : styles.pillWait}`}>
              {
                customerStatusLabel[
                  approved[i] ? AppointmentStatus.Approved : AppointmentStatus.Waiting
                ]
              }
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.previewSlots}>
        <span>{t.slots}</span>
        <i className={styles.dot} />
        <i className={`${styles.dot} ${styles.dotTaken}`} />
        <i className={styles.dot} />
      </div>
    </div>
  );
}
