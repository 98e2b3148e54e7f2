import { TextInput, type TextInputProps } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { phoneRules } from '@timeapp/domain/phone-rules';
import type { FocusEvent, InputEvent } from 'react';

// A failed download (offline) is tried again by the form's check, which says what went wrong.
const loadRules = () => void phoneRules.load().catch(() => undefined);

/**
 * Every phone number field: the phone keyboard, the catalogue's example, and the phone-number
 * library that checks it (the shared schema's rule) loaded on the field's first focus or input
 * rather than with the screen: no screen downloads it on first view (docs/performance.md).
 */
export function PhoneInput({ onFocus, onInput, ...props }: TextInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={messages.phonePlaceholder}
      {...props}
      onFocus={(e: FocusEvent<HTMLInputElement>) => {
        loadRules();
        onFocus?.(e);
      }}
      onInput={(e: InputEvent<HTMLInputElement>) => {
        loadRules();
        onInput?.(e);
      }}
    />
  );
}
