import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { commonTexts } from '@timeapp/domain/common-texts';

/** 'Copy link', turning to 'Copied' for a moment: every link the app hands out. */
export function CopyLinkButton({ value }: { value: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'green' : undefined}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copy}
          aria-live="polite"
        >
          {copied ? commonTexts.copied : commonTexts.copyLink}
        </Button>
      )}
    </CopyButton>
  );
}
