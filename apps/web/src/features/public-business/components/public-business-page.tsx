import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { Business, Section } from '@timeapp/domain/businesses';
import { businessesTexts as bt } from '@timeapp/domain/businesses-texts';
import { cancellationTexts as policyTexts } from '@timeapp/domain/cancellation-policy-texts';
import { depositCents } from '@timeapp/domain/deposit-amount';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { categories } from '@timeapp/domain/categories';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { publicBusinessTexts as t } from '@timeapp/domain/public-business-texts';
import { publicTexts } from '@timeapp/domain/public-texts';
import { serviceTexts } from '@timeapp/domain/service-texts';
import type { Member, Service } from '@timeapp/domain/team';
import { formatPrice } from '@timeapp/domain/price';
import { addDays } from '@timeapp/domain/time-zone';
import { createAppointment } from '../../../api/appointments/post-appointment';
import { getBusinessBySlug } from '../../../api/businesses/get-business-by-slug';
import { getServices, getTeam } from '../../../api/team/team';
import { PublicPage } from '../../../components/public/public-page';
import { MonthCalendar } from '../../../components/time-picker/month-calendar';
import { TimeChips } from '../../../components/time-picker/time-chips';
import { SiteFooter } from '../../../components/public/site-footer';
import { SiteHeader, type SiteLink } from '../../../components/public/site-header';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { getSession, subscribeSession } from '../../../lib/auth-store';
import { businessToday } from '../../../lib/business-today';
import { formatDate, formatTime12 } from '../../../lib/format-date-time';
import { sectionWeek, weekSummary } from '../../../lib/week-hours';
import { readPick, withPick, type Pick } from '../lib/pick';
import { useDayTimes, useFreeTimes, useMonthDays, type FreeDay } from '../lib/use-free-times';
import styles from './public-business-page.module.css';

/** Booking the pick (signed in): the call, whether it is under way, what failed last, and a
 * counter that reads the free times again. */
type BookingState = { book: () => void; sending: boolean; failure: string | null; reload: number };

// The short sign-up (and the password rules it checks) loads when a visitor picks a time, not
// with the page: the page's first visit stays within the public budget (docs/performance.md).
const loadSignUp = () => import('./sign-up-to-book');
const SignUpToBook = lazy(() => loadSignUp().then((m) => ({ default: m.SignUpToBook })));

const CustomerActions = lazy(() => import('./customer-actions'));

/** The query flag of the sign-up step. */
const SIGN_UP = 'sign-up';
/** How far ahead a date can be chosen (bookings open at most one year ahead). */
const AHEAD_DAYS = 365;

type Loaded =
  | { state: 'loading' }
  /** No such page: what the server said (a business that closed says so; decision 051). */
  | { state: 'missing'; why: string }
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
  onSignUp,
  booking,
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
  /** A visitor chose to sign up and book the pick. */
  onSignUp: () => void;
  booking: BookingState;
}) {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  const [sectionId, setSectionId] = useState(
    () =>
      (pick && sections.some((s) => s._id === pick.sectionId)
        ? pick.sectionId
        : sections[0]?._id) ?? '',
  );
  const today = businessToday(b.timezone);
  const last = addDays(today, AHEAD_DAYS);
  // A day chosen in the calendar (a pick made there, or brought back from signing in, opens on
  // its day); none: the next free times.
  const [date, setDate] = useState<string | null>(() => pick?.date ?? null);
  const [month, setMonth] = useState(() => pick?.date ?? today);
  const section = sections.find((s) => s._id === sectionId);
  const slotSection =
    section && byService && !byService.has(section._id) && !section.customRequest
      ? section
      : undefined;
  const free = useFreeTimes(b._id, b.timezone, slotSection, booking.reload);
  const monthDays = useMonthDays(
    b._id,
    slotSection?._id ?? null,
    month,
    today,
    last,
    booking.reload,
  );
  const day = useDayTimes(b._id, slotSection?._id ?? null, date, booking.reload);
  const marks = new Map(monthDays.state === 'ready' ? monthDays.days.map((d) => [d.date, d]) : []);
  const next = encodeURIComponent(withPick(paths.publicBusiness.getHref(b.slug), pick));
  const pickIn = (d: string) => pick?.date === d && pick.sectionId === sectionId;

  const chips = (d: FreeDay) => (
    <TimeChips
      slots={d.slots}
      labelledBy={`day-${d.date}`}
      notes={false}
      value={pickIn(d.date) ? pick!.time : null}
      onPick={({ time }) => {
        const chosen = pickIn(d.date) && pick!.time === time;
        onPick(chosen ? null : { sectionId, date: d.date, time });
      }}
    />
  );

  // Shown under the picked time's day, so a phone need not scroll past the other days.
  const shownDays: FreeDay[] = date
    ? day.state === 'ready' && day.open
      ? [day]
      : []
    : free.state === 'ready'
      ? free.days
      : [];
  const pickShown = !!pick && shownDays.some((d) => pickIn(d.date));
  // What the picked section asks as a deposit, said before confirming (decision 056).
  const pickedSection = pick ? sections.find((s) => s._id === pick.sectionId) : undefined;
  const pickedDeposit = pickedSection
    ? depositCents(pickedSection.deposit, pickedSection.priceCents)
    : null;
  const confirm = (
    <div className={styles.confirm} aria-live="polite">
      {!pick ? (
        shownDays.length > 0 && <p className={styles.muted}>{messages.publicPickTime}</p>
      ) : (
        <>
          <p>
            <strong>{pickedText(sections, pick)}</strong>
          </p>
          {pickedDeposit !== null && (
            <p data-testid="deposit-line">
              {depositTexts.confirmLine(pickedDeposit, b.cancellationPolicy.freeHours)}
            </p>
          )}
          {session ? (
            <button
              type="button"
              className={styles.primary}
              disabled={booking.sending}
              onClick={booking.book}
            >
              {booking.sending ? t.booking : t.confirm}
            </button>
          ) : (
            <>
              <p>{messages.publicSignInToBook}</p>
              <div className={styles.actions}>
                <button type="button" className={styles.primary} onClick={onSignUp}>
                  {t.signUpAndBook}
                </button>
                <a className={styles.secondary} href={`${paths.login}?next=${next}`}>
                  {t.logInToBook}
                </a>
              </div>
            </>
          )}
        </>
      )}
    </div>
  );

  const dayList = (d: FreeDay) => (
    <div key={d.date} className={styles.day}>
      <h3 id={`day-${d.date}`}>{formatDate(d.date)}</h3>
      {chips(d)}
      {pickShown && pickIn(d.date) && confirm}
    </div>
  );

  return (
    <section aria-labelledby="book-title" className={styles.card} id="book">
      <h2 id="book-title">{t.bookATime}</h2>
      {/* The cancellation policy, told before booking (decision 055). */}
      <p className={styles.muted} data-testid="cancellation-policy">
        {policyTexts.policy(b.cancellationPolicy.freeHours)}{' '}
        {b.cancellationPolicy.consequence === 'deposit' &&
        b.cancellationPolicy.strikeDepositCents != null
          ? depositTexts.policyStrikes(
              b.cancellationPolicy.freeHours,
              b.cancellationPolicy.strikeLimit,
              b.cancellationPolicy.strikeDepositCents,
            )
          : policyTexts.policyStrikes(
              b.cancellationPolicy.freeHours,
              b.cancellationPolicy.strikeLimit,
            )}
      </p>
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
      ) : (
        <>
          <MonthCalendar
            month={month}
            onMonth={setMonth}
            min={today}
            max={last}
            days={marks}
            value={date}
            onChange={(d) => setDate(d === date ? null : d)}
            loading={monthDays.state === 'loading'}
          />
          {monthDays.state === 'failed' && <p role="alert">{messages.publicFreeTimesFailed}</p>}
          {date ? (
            day.state === 'loading' ? (
              <p role="status" className={styles.muted}>
                {t.lookingForTimes}
              </p>
            ) : day.state === 'failed' ? (
              <p role="alert">{messages.publicFreeTimesFailed}</p>
            ) : day.open ? (
              dayList(day)
            ) : (
              <div className={styles.day}>
                <h3>{formatDate(day.date)}</h3>
                <p className={styles.failure} role="status">
                  {day.closedReason}
                </p>
              </div>
            )
          ) : free.state === 'loading' ? (
            <p role="status" className={styles.muted}>
              {t.lookingForTimes}
            </p>
          ) : free.state === 'failed' ? (
            <p role="alert">{messages.publicFreeTimesFailed}</p>
          ) : free.days.length === 0 ? (
            <p>{messages.publicNoFreeTimes}</p>
          ) : (
            <>
              <p className={styles.listTitle}>{t.nextFreeTimes}</p>
              {free.days.map(dayList)}
            </>
          )}
          {date && (
            <button type="button" className={styles.link} onClick={() => setDate(null)}>
              {t.showNextFreeTimes}
            </button>
          )}
        </>
      )}
      {booking.failure && (
        <p role="alert" className={styles.failure}>
          {booking.failure}
        </p>
      )}
      {!pickShown && confirm}
    </section>
  );
}

/** 'Haircut · Tue, 8 Dec 2026 at 10:00 AM' */
const pickedText = (sections: Section[], pick: Pick) =>
  t.picked(
    sections.find((s) => s._id === pick.sectionId)?.sectionName ?? '',
    formatDate(pick.date),
    formatTime12(pick.time),
  );

/**
 * The public page of a business (/b/{slug}): what a shared link opens, without signing in.
 * The server has already written its title and preview tags into the HTML.
 */
export function PublicBusinessPage() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [pick, setPick] = useState<Pick | null>(() => readPick(window.location.search));
  // The short sign-up replaces the page, as a step of its own in the browser's history (Back
  // returns to the page, the pick kept); `?...&sign-up` reopens it on a reload.
  const [view, setView] = useState<'page' | 'sign-up'>(() =>
    readPick(window.location.search) && new URLSearchParams(window.location.search).has(SIGN_UP)
      ? 'sign-up'
      : 'page',
  );
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [version, setVersion] = useState(0);

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
          setLoaded(
            error instanceof ApiError && error.code === 404
              ? { state: 'missing', why: error.message }
              : { state: 'failed' },
          );
      });
    return () => {
      live = false;
    };
  }, [version]);

  useEffect(() => {
    const onPop = () => {
      const search = window.location.search;
      setPick(readPick(search));
      setView(readPick(search) && new URLSearchParams(search).has(SIGN_UP) ? 'sign-up' : 'page');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const choose = (next: Pick | null) => {
    setPick(next);
    setFailure(null);
    if (next && !getSession()) void loadSignUp();
    // The pick lives in the address: a login or sign-up started from here comes back to it.
    window.history.replaceState(null, '', withPick(window.location.pathname, next));
  };

  const signUp = () => {
    if (!pick) return;
    window.history.pushState(
      { signUp: true },
      '',
      `${withPick(window.location.pathname, pick)}&${SIGN_UP}`,
    );
    setView('sign-up');
    window.scrollTo(0, 0);
  };
  const backToPage = () => {
    if ((window.history.state as { signUp?: boolean } | null)?.signUp) window.history.back();
    else {
      window.history.replaceState(null, '', withPick(window.location.pathname, pick));
      setView('page');
    }
  };

  const book = async () => {
    const b = loaded.state === 'ready' ? loaded.business : null;
    if (!pick || !b) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await createAppointment({
        businessId: b._id,
        sectionId: pick.sectionId,
        appointmentDate: pick.date,
        appointmentTime: pick.time,
      });
      // A deposit to pay (docs/decisions/056): Stripe's page first, which returns to the booking.
      const deposit = answer.data.deposit;
      window.location.assign(
        deposit?.status === 'pending' && deposit.checkoutUrl
          ? deposit.checkoutUrl
          : paths.customer.appointmentBooked.getHref(answer.data._id),
      );
    } catch (error) {
      setSending(false);
      // Back on the page, signed in: pick again (or confirm again) from there.
      window.history.replaceState(null, '', withPick(window.location.pathname, pick));
      setView('page');
      if (error instanceof ApiError && error.code === 409) {
        choose(null);
        setFailure(messages.publicPickAgain);
        setReload((n) => n + 1);
      } else setFailure(error instanceof ApiError ? error.message : messages.somethingWrongLater);
    }
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
    ? publicTexts.pageTitle(view === 'sign-up' ? `${t.signUpTitle} · ${b.name}` : b.name)
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
            <p>{loaded.why || messages.businessNotFound}</p>
            <p>
              <a href={paths.customer.search}>{t.searchBusinesses}</a>
            </p>
          </>
        ) : loaded.state === 'failed' || !b ? (
          <p role="alert">{messages.somethingWrongLater}</p>
        ) : // Verified and booking: the sign-up stays ('Confirming…') until the booked time
        // opens, rather than the page flashing back for a moment.
        view === 'sign-up' && pick && (!signedIn || sending) ? (
          <Suspense
            fallback={
              <p role="status" className={styles.muted}>
                {messages.loading}
              </p>
            }
          >
            <SignUpToBook
              business={b}
              pick={pick}
              picked={pickedText(b.section, pick)}
              onBack={backToPage}
              onVerified={() => void book()}
            />
          </Suspense>
        ) : (
          <BusinessDetails
            b={b}
            pick={pick}
            onPick={choose}
            onSignUp={signUp}
            booking={{ book: () => void book(), sending, failure, reload }}
            onRated={() => setVersion((n) => n + 1)}
          />
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
  onSignUp,
  booking,
  onRated,
}: {
  b: Business;
  pick: Pick | null;
  onPick: (pick: Pick | null) => void;
  onSignUp: () => void;
  booking: BookingState;
  /** A signed-in customer rated the business: read it again for the new average. */
  onRated: () => void;
}) {
  const sections = b.section.filter((s) => s.__v === 0);
  const offer = useOffer(b._id);
  // A signed-in customer (not its owner) also keeps it as a favourite, refers and rates it.
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  const customer = session && !session.user.relatedBusinesses.includes(b._id) ? session.user : null;
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
          {customer && (
            <Suspense fallback={null}>
              <CustomerActions
                businessId={b._id}
                businessName={b.name}
                userId={customer._id}
                onRated={onRated}
              />
            </Suspense>
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
                      {customer && takesBookings && (
                        <a href={paths.customer.sectionAppointment.getHref(s._id, b._id)}>
                          {bt.bookSection(s.sectionName)}
                        </a>
                      )}
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
            <Booking
              b={b}
              sections={sections}
              byService={offer.ready ? byService : null}
              pick={pick}
              onPick={onPick}
              onSignUp={onSignUp}
              booking={booking}
            />
          </div>
        )}
      </div>
    </>
  );
}
