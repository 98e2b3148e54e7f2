import { Checkbox } from '@mantine/core';
import { smsTexts } from '@timeapp/domain/sms-texts';

type Props = { checked: boolean; onChange: (checked: boolean) => void };

/**
 * The tick for texts (docs/decisions/054-texts.md), shown beside a mobile number: reminders and
 * decisions by text only with it, and how to stop said before it is given.
 */
export function TextsConsent({ checked, onChange }: Props) {
  return (
    <Checkbox
      label={smsTexts.consentLabel}
      description={smsTexts.consentDescription}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
