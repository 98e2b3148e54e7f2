import { Center, Loader } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';

/** Shown only while a screen's data or code loads, never on a timer. */
export function PageLoader({ label = messages.loadingLabel }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-hidden />
      <span className="visually-hidden">{label}</span>
    </Center>
  );
}
