import { Alert, Button, FileInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { bugReportTexts as t } from '@timeapp/domain/bug-report-texts';
import { messages } from '@timeapp/domain/messages';
import { bugReportBody } from '@timeapp/domain/operator';
import { planWording } from '@timeapp/domain/plan';
import { useState } from 'react';
import { useUploadImage } from '../../../api/images/upload-image';
import { useSendBugReport } from '../../../api/operator/bug-reports';
import { errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/form';

type Values = { whatHappened: string; steps: string };

/**
 * 'Report a bug': what happened, the steps, an optional screenshot (docs/product-rules.md 8.8).
 * An owner is told a confirmed report extends their trial; a customer, who has none, is not.
 */
export function BugReportForm({ owner }: { owner: boolean }) {
  const send = useSendBugReport();
  const upload = useUploadImage();
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({
    initial: { whatHappened: '', steps: '' } as Values,
    schema: bugReportBody,
    onValid: async (data) => {
      setSent(false);
      const url = screenshot ? await upload.mutateAsync(screenshot).catch(() => null) : null;
      if (screenshot && !url) return;
      send.mutate(
        { ...data, ...(url ? { screenshot: url } : {}) },
        {
          onSuccess: () => {
            setSent(true);
            setScreenshot(null);
            form.reset();
          },
        },
      );
    },
  });
  const failure = send.error ?? upload.error;
  return (
    <Paper withBorder p="lg" maw={640} component="form" onSubmit={form.onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={1} size="h3">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {owner ? t.intro(planWording.bugReportExtension) : t.customerIntro}
        </Text>
        <Textarea
          label={t.whatHappened}
          required
          autosize
          minRows={3}
          maxLength={4000}
          {...form.field('whatHappened')}
        />
        <Textarea label={t.steps} autosize minRows={3} maxLength={4000} {...form.field('steps')} />
        <FileInput
          label={t.screenshot}
          accept="image/png,image/jpeg,image/webp"
          clearable
          value={screenshot}
          onChange={setScreenshot}
        />
        {sent && (
          <Alert color="green" role="status">
            {messages.bugReportSent}
          </Alert>
        )}
        {failure && (
          <Alert color="yellow" role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
        <Button type="submit" w="fit-content" loading={send.isPending || upload.isPending}>
          {t.send}
        </Button>
      </Stack>
    </Paper>
  );
}
