import { useId as useReactId } from 'react';

// @mantine/hooks as Mantine's packages and the app import it (build/mantine-stable-id.ts), with
// one hook replaced. An explicit export takes precedence over the `export *` of the same name.
export * from '@mantine/hooks';

/**
 * Mantine's `useId` with React's id kept: the same id on every render of a component, with no
 * state and no effect. Mantine's own returns React's id on the first render, then sets a random
 * one in a layout effect, which renders the component a second time as it mounts.
 */
export function useId(staticId?: string): string {
  const id = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${id.replace(/[^\w-]/g, '')}`;
}
