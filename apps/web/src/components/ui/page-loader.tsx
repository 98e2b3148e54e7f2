import { Center, Loader } from '@mantine/core';

/** Shown only while a screen's data or code loads, never on a timer. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-hidden />
      <span className="visually-hidden">{label}</span>
    </Center>
  );
}
