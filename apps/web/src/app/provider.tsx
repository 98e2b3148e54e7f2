import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine, TanStack Query and notifications (dialogs are components/ui/modal.tsx, mounted from
 * their first opening; Mantine's ModalsProvider kept a closed Modal in every screen's first
 * commit). Imported only by the lazy sign-in and app
 * route modules, never by the entry or the public pages (page-weight budget: 100 KB gzip).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <NotificationsAfterFirstScreen />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The notification stack, mounted just after the first screen's commit rather than inside it:
 * its portal and its six positions render twice as they mount, which lengthened the first
 * screen's longest task on a phone (docs/performance.md). A notification shown before then waits
 * in Mantine's store and appears as the stack mounts.
 */
function NotificationsAfterFirstScreen() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // A task of its own: an effect's update can still run inside the first screen's task.
    const timer = setTimeout(() => setMounted(true));
    return () => clearTimeout(timer);
  }, []);
  return mounted ? <Notifications position="top-right" /> : null;
}
