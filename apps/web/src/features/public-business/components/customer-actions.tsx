import { useEffect, useState } from 'react';
import { businessesTexts as bt } from '@timeapp/domain/businesses-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { messages } from '@timeapp/domain/messages';
import { rate } from '../../../api/ratings/rate';
import { referBusiness } from '../../../api/referrals/refer-business';
import { getReferralStatus } from '../../../api/referrals/referral-status';
import { getUser } from '../../../api/users/get-user';
import { updateUser } from '../../../api/users/update-user';
import { ApiError } from '../../../lib/api-client';
import styles from './public-business-page.module.css';

type Props = {
  businessId: string;
  businessName: string;
  userId: string;
  /** A rating was saved: the page shows the new average. */
  onRated?: () => void;
};

const failureOf = (error: unknown) => (error instanceof ApiError ? error.message : messages.failed);

/**
 * What a signed-in customer does with a business besides booking (DESIGN.md section 11: one
 * business page): keep it as a favourite, refer it (docs/product-rules.md 8), rate it (6.1).
 * Loaded only for a signed-in customer, so a visitor's first view does not pay for it; plain
 * elements, as the rest of the page.
 */
export default function CustomerActions({ businessId, businessName, userId, onRated }: Props) {
  const [favourite, setFavourite] = useState<boolean | null>(null);
  const [referred, setReferred] = useState<boolean | null>(null);
  const [stars, setStars] = useState(0);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    getUser(userId)
      .then((p) => live && setFavourite(p.favorite.includes(businessId)))
      .catch(() => live && setFavourite(false));
    getReferralStatus(businessId)
      .then((s) => live && setReferred(s.referred))
      .catch(() => live && setReferred(false));
    return () => {
      live = false;
    };
  }, [businessId, userId]);

  const run = async (action: () => Promise<string | void>) => {
    setBusy(true);
    setSaid(null);
    try {
      const text = await action();
      if (text) setSaid({ text, failed: false });
    } catch (error) {
      setSaid({ text: failureOf(error), failed: true });
    } finally {
      setBusy(false);
    }
  };

  const toggleFavourite = () =>
    run(async () => {
      const next = !favourite;
      await updateUser(next ? { favorite: businessId } : { unfavorite: businessId });
      setFavourite(next);
    });
  const refer = () =>
    run(async () => {
      try {
        const answer = await referBusiness(businessId);
        setReferred(true);
        return answer.message || messages.referred;
      } catch (error) {
        // 'Already referred' also means it is done.
        if (error instanceof ApiError && error.code === 409) setReferred(true);
        throw error;
      }
    });
  const rateIt = (n: number) =>
    run(async () => {
      const answer = await rate({ ratedId: businessId, rate: n });
      setStars(n);
      onRated?.();
      return answer.message || messages.rated;
    });

  return (
    <section aria-label={bt.yourActions} className={styles.customerActions}>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          aria-pressed={favourite ?? false}
          disabled={favourite === null || busy}
          onClick={toggleFavourite}
        >
          {favourite ? `♥ ${bt.favorite}` : bt.addFavorite}
        </button>
        {referred ? (
          <p role="status" className={styles.muted}>
            {messages.referralDone}
          </p>
        ) : (
          <button
            type="button"
            className={styles.secondary}
            disabled={referred === null || busy}
            aria-describedby="referral-explained"
            onClick={refer}
          >
            {bt.refer}
          </button>
        )}
      </div>
      {!referred && (
        <p id="referral-explained" className={styles.muted}>
          {messages.referralExplained}
        </p>
      )}
      <fieldset className={styles.rate}>
        <legend>{commonTexts.rate(businessName)}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className={styles.star}
            aria-pressed={stars >= n}
            aria-label={bt.nStars(n)}
            disabled={busy}
            onClick={() => rateIt(n)}
          >
            {stars >= n ? '★' : '☆'}
          </button>
        ))}
      </fieldset>
      {said && (
        <p role={said.failed ? 'alert' : 'status'} className={said.failed ? styles.failure : ''}>
          {said.text}
        </p>
      )}
    </section>
  );
}
