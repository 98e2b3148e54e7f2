import { AppShell, Burger, Group, NavLink, Progress, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import {
  IconBell,
  IconBug,
  IconCalendarUser,
  IconCalendarCog,
  IconCalendarX,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconSearch,
  IconUser,
  IconHistory,
  IconUsersGroup,
  IconBuildingStore,
} from '@tabler/icons-react';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { Suspense, type ReactNode } from 'react';
import { Link, NavLink as RouterNavLink, Outlet, useNavigation } from 'react-router';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { useLogout, useSession } from '../../lib/auth';
import { PageLoader } from '../ui/page-loader';
import { HeaderSlotProvider, HeaderSlotTarget } from './header-slot';
import styles from './app-layout.module.css';

export type LayoutVariant = 'customer' | 'business';

type NavItem = { label: string; to: string; icon: ReactNode };

const navItems: Record<LayoutVariant, NavItem[]> = {
  customer: [
    { label: 'Dashboard', to: paths.customer.dashboard, icon: <IconLayoutDashboard size={18} /> },
    { label: 'Search Business', to: paths.customer.search, icon: <IconSearch size={18} /> },
    { label: 'Profile', to: paths.customer.profile, icon: <IconUser size={18} /> },
    { label: 'About us', to: paths.customer.about, icon: <IconInfoCircle size={18} /> },
    { label: 'Contact', to: paths.customer.contact, icon: <IconMail size={18} /> },
    { label: 'Report a bug', to: paths.customer.reportBug, icon: <IconBug size={18} /> },
  ],
  business: [
    { label: 'Dashboard', to: paths.business.dashboard, icon: <IconLayoutDashboard size={18} /> },
    {
      label: 'Business Profile',
      to: paths.business.profile,
      icon: <IconBuildingStore size={18} />,
    },
    { label: 'Notifications', to: paths.business.notifications, icon: <IconBell size={18} /> },
    { label: 'Cancelled', to: paths.business.cancelled, icon: <IconCalendarX size={18} /> },
    {
      label: 'Schedule set-up',
      to: paths.business.scheduleSetup,
      icon: <IconCalendarCog size={18} />,
    },
    { label: screenTexts.team.title, to: paths.business.team, icon: <IconUsersGroup size={18} /> },
    {
      label: screenTexts.changes.title,
      to: paths.business.changes,
      icon: <IconHistory size={18} />,
    },
    { label: 'About us', to: paths.business.about, icon: <IconInfoCircle size={18} /> },
    { label: 'Report a bug', to: paths.business.reportBug, icon: <IconBug size={18} /> },
  ],
};

const staffDayItem: NavItem = {
  label: 'My day',
  to: paths.staff.day,
  icon: <IconCalendarUser size={18} />,
};

type Props = {
  variant: LayoutVariant;
  /** Extra header controls from the app layer (the dashboard switch). */
  headerActions?: ReactNode;
  /** Defaults to the route outlet. */
  children?: ReactNode;
};

/**
 * Signed-in layout: left navigation (a slide-out panel on small screens), header with the
 * notification bell slot, footer. Screens fill the bell with <HeaderSlot>.
 */
export function AppLayout({ variant, headerActions, children }: Props) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Escape closes the phone's slide-out navigation, as it closes a dialog.
  useHotkeys([['Escape', () => opened && close()]]);
  const navigation = useNavigation();
  const logout = useLogout();
  const home = variant === 'business' ? paths.business.dashboard : paths.customer.dashboard;
  // A team member (staff sign-in, docs/product-rules.md 9.8) also has their own day.
  const { user } = useSession();
  const items =
    variant === 'customer' && user?.staffOf?.length
      ? [navItems.customer[0]!, staffDayItem, ...navItems.customer.slice(1)]
      : navItems[variant];

  return (
    <HeaderSlotProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <a href="#main-content" className="skip-link">
          {messages.skipToContent}
        </a>
        <AppShell.Header>
          {navigation.state === 'loading' && (
            <Progress
              value={100}
              animated
              size="xs"
              radius={0}
              className={styles.progress}
              aria-hidden
            />
          )}
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? messages.closeNavigation : messages.openNavigation}
              />
              <UnstyledButton component={Link} to={home} className={styles.brand}>
                {env.productName}
                <Text span size="xs" c="dimmed" ml={6} visibleFrom="xs">
                  {variant === 'business' ? messages.business : messages.customer}
                </Text>
              </UnstyledButton>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <HeaderSlotTarget className={styles.slot} />
              {headerActions}
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="xs" aria-label={messages.mainNavigation}>
          {/* The browser's own scrolling: Mantine's ScrollArea sets its state from its refs as it
              mounts, a second render inside the first screen's commit (docs/performance.md). */}
          <AppShell.Section grow className={styles.navItems}>
            {items.map((item) => (
              <NavLink
                key={item.to}
                component={RouterNavLink}
                to={item.to}
                end
                label={item.label}
                leftSection={item.icon}
                onClick={close}
              />
            ))}
          </AppShell.Section>
          <AppShell.Section>
            <NavLink
              component="button"
              label={messages.logout}
              leftSection={<IconLogout size={18} />}
              onClick={logout}
            />
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main id="main-content" tabIndex={-1} className={styles.main}>
          <div className={styles.content}>
            <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
          </div>
          {/* In the page flow, not fixed: on a phone a fixed strip eats the screen and covers cards. */}
          <footer className={styles.footer}>
            <Text size="xs" c="dimmed">
              © {new Date().getFullYear()} {env.productName} ·{' '}
              <Link to={paths.terms}>{messages.terms}</Link> ·{' '}
              <Link to={paths.privacy}>{messages.privacy}</Link> ·{' '}
              <Link to={paths.howTo}>{messages.howToUse}</Link>
            </Text>
          </footer>
        </AppShell.Main>
      </AppShell>
    </HeaderSlotProvider>
  );
}
