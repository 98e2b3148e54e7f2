import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Business, Section } from '@timeapp/domain/businesses';
import { categories } from '@timeapp/domain/categories';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { publicBusinessTexts as t } from '@timeapp/domain/public-business-texts';
import { publicTexts } from '@timeapp/domain/public-texts';
import { serviceTexts } from '@timeapp/domain/service-texts';
import type { Member, Service } from '@timeapp/domain/team';
import { formatPrice } from '@timeapp/domain/price';
import { createAppointment } from '../../../api/appointments/post-appointment';
import { getBusinessBySlug } from '../../../api/businesses/get-business-by-slug';
import { getServices, getTeam } from '../../../api/team/team';
import { PublicPage } from '../../../components/public/public-page';
import { TimeChips } from '../../../components/time-picker/time-chips';
import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader, type SiteLink } from '../../../components/public/site-header';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { getSession, subscribeSession } from '../../../lib/auth-store';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { sectionWeek, weekSummary } from '../../../lib/week-hours';
import { readPick, withPick, type Pick } from '../lib/pick';
import { useFreeTimes } from '../lib/use-free-times';
import styles from './public-business-page.module.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; business: Business };

const slugFromPath = () => decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

/** The address line, and a link that opens it in the phone's maps app (or Google Maps). */
function addressOf(b: Business) {
  const a = b.address;
  const line = [a.street, a.suburb, a.city, a.postCode].filter(Boolean).join(', ');
  const query = [a.street, a.suburb, a.city, a.postCode, a.country].filter(Boolean).join(', ');
  return {
    line,
    maps: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
  };
}

function Stars({ average, count }: { average: number; count: number }) {
  if (!count) return <p className={styles.muted}>{t.noRatings}</p>;
  const full = Math.round(average);
  return (
    <p className={styles.stars}>
      <span aria-hidden>{'★'.repeat(full) + '☆'.repeat(5 - full)}</span>{' '}
      <span>{t.rating(average.toFixed(1), count)}</span>
    </p>
  );
}

function Photos({ b }: { b: Business }) {
  const [cover, ...rest] = b.photos;
  return (
    <div className={styles.photos}>
      {cover ? (
        <img className={styles.cover} src={cover} alt={t.coverPhoto(b.name)} />
      ) : (
        <div className={styles.cover} aria-hidden>
          <span className={styles.initial}>{b.name.slice(0, 1)}</span>
        </div>
      )}
      {rest.length > 0 && (
        <ul className={styles.thumbs} aria-label={t.morePhotos}>
          {rest.map((src, i) => (
            <li key={src}>
              <a href={src}>
                <img src={src} alt={t.photo(b.name, i + 2)} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Each section's week, days with the same hours run together (lunch and late nights shown). */
function OpeningHours({ sections }: { sections: Section[] }) {
  return (
    <dl className={styles.hours}>
      {sections.map((s) => (
        <div key={s._id}>
          <dt>{s.sectionName}</dt>
          {weekSummary(sectionWeek(s)).map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

/** The section's price and description, when the owner set them. */
const serviceDetails = (s: Section) => ({
  price: s.priceCents === null ? null : formatPrice(s.priceCents),
  description: s.description || null,
});

function Booking({
  b,
  sections,
  byService,
  pick,
  onPick,
}: {
  b: Business;
  sections: Section[];
  /**
   * The sections that book by service (the booking screen picks the service and who); null
   * while the services are read, the times waiting for them.
   */
  byService: ReadonlySet<string> | null;
  pick: Pick | null;
  onPick: (pick: Pick | null) => void;
}) {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  const [sectionId, setSectionId] = useState(
    () =>
      (pick && sections.some((s) => s._id === pick.sectionId)
        ? pick.sectionId
        : sections[0]?._id) ?? '',
  );
  const [reload, setReload] = useState(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const section = sections.find((s) => s._id === sectionId);
  const free = useFreeTimes(
    b._id,
    b.timezone,
    section && byService && !byService.has(section._id) ? section : undefined,
    reload,
  );
  const here = withPick(paths.publicBusiness.getHref(b.slug), pick);
  const next = encodeURIComponent(here);

  const book = async () => {
    if (!pick) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await createAppointment({
        businessId: b._id,
        sectionId: pick.sectionId,
        appointmentDate: pick.date,
        appointmentTime: pick.time,
      });
      window.location.assign(paths.customer.appointmentBooked.getHref(answer.data._id));
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.code === 409) {
        setFailure(messages.publicPickAgain);
        onPick(null);
        setReload((n) => n + 1);
      } else setFailure(error instanceof ApiError ? error.message : messages.somethingWrongLater);
    }
  };

  // Shown under the picked time's day, so a phone need not scroll past the other days.
  const pickShown =
    !!pick &&
    free.state === 'ready' &&
    free.days.some((d) => d.date === pick.date && pick.sectionId === sectionId);
  const confirm = (
    <div className={styles.confirm} aria-live="polite">
      {!pick ? (
        !section?.customRequest &&
        free.state === 'ready' &&
        free.days.length > 0 && <p className={styles.muted}>{messages.publicPickTime}</p>
      ) : (
        <>
          <p>
            <strong>
              {t.picked(
                sections.find((s) => s._id === pick.sectionId)?.sectionName ?? '',
                formatDate(pick.date),
                formatTime12(pick.time),
              )}
            </strong>
          </p>
          {session ? (
            <button type="button" className={styles.primary} disabled={sending} onClick={book}>
              {sending ? t.booking : t.confirm}
            </button>
          ) : (
            <>
              <p>{messages.publicSignInToBook}</p>
              <div className={styles.actions}>
                <a className={styles.primary} href={`${paths.login}?next=${next}`}>
                  {t.logInToBook}
                </a>
                <a className={styles.secondary} href={`${paths.register}?next=${next}`}>
                  {screenTexts.register.title}
                </a>
              </div>
            </>
          )}
        </>
      )}
    </div>
  );

  return (
    <section aria-labelledby="book-title" className={styles.card} id="book">
      <h2 id="book-title">{t.bookATime}</h2>
      {sections.length > 1 && (
        <div className={styles.services} role="group" aria-label={serviceTexts.chooseService}>
          {sections.map((s) => (
            <button
              key={s._id}
              type="button"
              className={styles.service}
              aria-pressed={s._id === sectionId}
              onClick={() => {
                setSectionId(s._id);
                onPick(null);
              }}
            >
              {s.sectionName}
            </button>
          ))}
        </div>
      )}
      {!byService ? (
        <p role="status" className={styles.muted}>
          {t.lookingForTimes}
        </p>
      ) : section && byService.has(section._id) ? (
        <p>
          {serviceTexts.publicByService}{' '}
          <a href={paths.customer.sectionAppointment.getHref(section._id, b._id)}>
            {serviceTexts.publicChooseService}
          </a>
        </p>
      ) : section?.customRequest ? (
        <p>
          {messages.publicOnRequest}{' '}
          <a href={paths.customer.sectionAppointment.getHref(section._id, b._id)}>
            {t.askForATime}
          </a>
        </p>
      ) : free.state === 'loading' ? (
        <p role="status" className={styles.muted}>
          {t.lookingForTimes}
        </p>
      ) : free.state === 'failed' ? (
        <p role="alert">{messages.publicFreeTimesFailed}</p>
      ) : free.days.length === 0 ? (
        <p>{messages.publicNoFreeTimes}</p>
      ) : (
        free.days.map((day) => (
          <div key={day.date} className={styles.day}>
            <h3 id={`day-${day.date}`}>{formatDate(day.date)}</h3>
            <TimeChips
              slots={day.slots}
              labelledBy={`day-${day.date}`}
              notes={false}
              value={pick?.date === day.date && pick.sectionId === sectionId ? pick.time : null}
              onPick={({ time }) => {
                setFailure(null);
                const chosen =
                  pick?.date === day.date && pick.time === time && pick.sectionId === sectionId;
                onPick(chosen ? null : { sectionId, date: day.date, time });
              }}
            />
            {pickShown && pick?.date === day.date && confirm}
          </div>
        ))
      )}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      {!pickShown && confirm}
    </section>
  );
}

/**
 * The public page of a business (/b/{slug}): what a shared link opens, without signing in.
 * The server has already written its title and preview tags into the HTML.
 */
export function PublicBusinessPage() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [pick, setPick] = useState<Pick | null>(() => readPick(window.location.search));

  useEffect(() => {
    let live = true;
    getBusinessBySlug(slugFromPath())
      .then((business) => {
        if (!live) return;
        // Opened by a slug from before a rename: show the current address.
        const current = paths.publicBusiness.getHref(business.slug);
        if (window.location.pathname !== current)
          window.history.replaceState(null, '', `${current}${window.location.search}`);
        setLoaded({ state: 'ready', business });
      })
      .catch((error: unknown) => {
        if (live)
          setLoaded({
            state: error instanceof ApiError && error.code === 404 ? 'missing' : 'failed',
          });
      });
    return () => {
      live = false;
    };
  }, []);

  const choose = (next: Pick | null) => {
    setPick(next);
    // The pick lives in the address: a login or sign-up started from here comes back to it.
    window.history.replaceState(null, '', withPick(window.location.pathname, next));
  };

  const signedIn = useSyncExternalStore(
    subscribeSession,
    () => getSession() !== null,
    () => false,
  );
  const links: SiteLink[] = [
    { label: publicTexts.home, href: paths.home },
    { label: t.search, href: paths.customer.search },
    signedIn
      ? { label: t.myAppointments, href: paths.customer.dashboard, cta: true }
      : { label: screenTexts.login.title, href: paths.login, cta: true },
  ];
  const b = loaded.state === 'ready' ? loaded.business : null;
  const title = b
    ? publicTexts.pageTitle(b.name)
    : loaded.state === 'missing'
      ? publicTexts.pageTitle(messages.pageNotFound)
      : publicTexts.brands.timeApp;

  return (
    <PublicPage
      title={title}
      header={<SiteHeader brand={publicTexts.brands.timeApp} links={links} />}
      footer={<SiteFooter />}
    >
      <div
        className={
          loaded.state === 'loading' ? `${styles.container} ${styles.loading}` : styles.container
        }
      >
        {loaded.state === 'loading' ? (
          <p role="status" className={styles.muted}>
            {messages.loading}
          </p>
        ) : loaded.state === 'missing' ? (
          <>
            <h1>{messages.pageNotFound}</h1>
            <p>{messages.businessNotFound}</p>
            <p>
              <a href={paths.customer.search}>{t.searchBusinesses}</a>
            </p>
          </>
        ) : loaded.state === 'failed' || !b ? (
          <p role="alert">{messages.somethingWrongLater}</p>
        ) : (
          <BusinessDetails b={b} pick={pick} onPick={choose} />
        )}
      </div>
    </PublicPage>
  );
}

/**
 * The business's services and team (docs/product-rules.md 9), read after the page. The booking
 * card waits for them (a section with services books on the booking screen, not by slot here);
 * if they cannot be read, the sections show as they would without services, and the server
 * says so should a slot be asked for in a section that books by service.
 */
function useOffer(businessId: string) {
  const [offer, setOffer] = useState<{ ready: boolean; services: Service[]; team: Member[] }>({
    ready: false,
    services: [],
    team: [],
  });
  useEffect(() => {
    let live = true;
    Promise.all([getServices(businessId), getTeam(businessId)])
      .then(([services, team]) => live && setOffer({ ready: true, services, team }))
      .catch(() => live && setOffer({ ready: true, services: [], team: [] }));
    return () => {
      live = false;
    };
  }, [businessId]);
  return offer;
}

function BusinessDetails({
  b,
  pick,
  onPick,
}: {
  b: Business;
  pick: Pick | null;
  onPick: (pick: Pick | null) => void;
}) {
  const sections = b.section.filter((s) => s.__v === 0);
  const offer = useOffer(b._id);
  const byService = new Set(offer.services.map((sv) => sv.sectionId));
  const names = (ids: string[]) =>
    offer.team
      .filter((m) => ids.includes(m._id))
      .map((m) => m.name.split(' ')[0])
      .join(', ');
  // A business its plan does not list (docs/decisions/025) shows who it is, takes no bookings.
  const takesBookings = b.bookable && sections.length > 0;
  const address = addressOf(b);
  const kind = categories[b.category];
  return (
    <>
      <Photos b={b} />
      <div className={styles.layout}>
        <div className={styles.info}>
          <h1 className={styles.name}>{b.name}</h1>
          {kind && <p className={styles.kind}>{kind}</p>}
          <Stars average={b.rating.average} count={b.rating.count} />
          {address.line && (
            <p>
              {address.line}{' '}
              <a href={address.maps} target="_blank" rel="noopener noreferrer">
                {t.openInMaps}
              </a>
            </p>
          )}
          {b.contactNumber && (
            <p>
              {t.contact} <a href={`tel:${b.contactNumber}`}>{b.contactNumberDisplay}</a>
            </p>
          )}
          {!b.bookable && <p role="status">{messages.businessNotBookable}</p>}
          {takesBookings && (
            <p className={styles.jump}>
              <a className={styles.primary} href="#book">
                {t.bookATime}
              </a>
            </p>
          )}
          {b.aboutBusiness && (
            <section aria-labelledby="about-title">
              <h2 id="about-title">{publicTexts.about}</h2>
              <p className={styles.about}>{b.aboutBusiness}</p>
            </section>
          )}
          <section aria-labelledby="services-title">
            <h2 id="services-title">{t.services}</h2>
            {sections.length === 0 ? (
              <p>{messages.publicNoServices}</p>
            ) : (
              <ul className={styles.serviceList}>
                {sections.map((s) => {
                  const { price, description } = serviceDetails(s);
                  return (
                    <li key={s._id}>
                      <div className={styles.serviceHead}>
                        <strong>{s.sectionName}</strong>
                        {price && <span>{price}</span>}
                      </div>
                      {description && <p className={styles.muted}>{description}</p>}
                      {byService.has(s._id) ? (
                        <ul className={styles.serviceList}>
                          {offer.services
                            .filter((sv) => sv.sectionId === s._id)
                            .map((sv) => (
                              <li key={sv._id}>
                                <div className={styles.serviceHead}>
                                  <span>{sv.name}</span>
                                  {sv.priceCents !== null && (
                                    <span>{formatPrice(sv.priceCents)}</span>
                                  )}
                                </div>
                                <p className={styles.muted}>
                                  {serviceTexts.minutes(sv.durationMinutes)}
                                  {sv.memberIds.length > 0 &&
                                    ` · ${serviceTexts.publicWith(names(sv.memberIds))}`}
                                </p>
                              </li>
                            ))}
                        </ul>
                      ) : (
                        <p className={styles.muted}>
                          {s.customRequest ? t.onRequest : t.minutes(s.slotDuration)}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          {sections.length > 0 && (
            <section aria-labelledby="hours-title">
              <h2 id="hours-title">{t.openingHours}</h2>
              <OpeningHours sections={sections} />
            </section>
          )}
        </div>
        {takesBookings && (
          <div className={styles.aside}>
            <Booking b={b} sections={sections} byService={byService} pick={pick} onPick={onPick} />
          </div>
        )}
      </div>
    </>
  );
}
