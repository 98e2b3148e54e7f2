import { Text } from '@mantine/core';
import { smsTexts } from '@timeapp/domain/sms-texts';
import { useTextsMonth } from '../../../api/texts/get-texts-month';

/** The owner's line: texts sent to the business's customers this month (decision 054). */
export function TextsThisMonth({ businessId }: { businessId: string }) {
  const texts = useTextsMonth(businessId);
  if (!texts.data) return null;
  return (
    <Text size="sm" c="dimmed">
      {smsTexts.monthCount(texts.data.sent)}
    </Text>
  );
}
