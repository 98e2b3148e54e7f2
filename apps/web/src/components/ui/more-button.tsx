import { Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';

/**
 * 'More': the next page of a paged list, below the entries shown (lists come a page at a time,
 * so a flood of new entries never pushes older ones out of reach).
 */
export function MoreButton({
  list,
  label,
}: {
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: unknown;
    fetchNextPage: () => unknown;
  };
  label: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        loading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {label}
      </Button>
      {list.isFetchNextPageError && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(list.error)}
        </Text>
      )}
    </Stack>
  );
}
