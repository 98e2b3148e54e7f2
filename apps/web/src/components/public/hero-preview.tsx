import styles from './public.module.css';

const items = [
  { time: '9:30 AM', name: 'Ponsonby Hair Studio', meta: 'Haircut', ok: true },
  { time: '1:00 PM', name: 'Kelburn Physio', meta: 'Follow-up, 30 min', ok: false },
  { time: '6:45 PM', name: 'Cuba Street Bistro', meta: 'Table for 4', ok: true },
];

/**
 * The landing hero's illustration: a small 'next appointments' card like the customer dashboard,
 * drawn with CSS (no images, no component kit). Decorative, so screen readers get one sentence.
 */
export function HeroPreview() {
  return (
    <div
      className={styles.preview}
      role="img"
      aria-label="Example: a customer's next appointments in TimeApp"
    >
      <div className={styles.previewHead}>
        <span className={styles.previewTitle}>Next appointments</span>
        <span className={styles.previewDate}>Tue, 24 Nov</span>
      </div>
      <ul className={styles.previewList}>
        {items.map((item) => (
          <li key={item.time} className={styles.previewItem}>
            <span className={styles.previewTime}>{item.time}</span>
            <span>
              <span className={styles.previewName}>{item.name}</span>
              <br />
              <span className={styles.previewMeta}>{item.meta}</span>
            </span>
            <span className={`${styles.pill} ${item.ok ? styles.pillOk : styles.pillWait}`}>
              {item.ok ? 'Approved' : 'Waiting'}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.previewSlots}>
        <span>Haircut · Wed 10:00 AM</span>
        <i className={styles.dot} />
        <i className={`${styles.dot} ${styles.dotTaken}`} />
        <i className={styles.dot} />
      </div>
    </div>
  );
}
