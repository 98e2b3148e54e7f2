import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again; a dropped connection might.
      retry: (count, error) =>
        !(error instanceof ApiError && error.code >= 400 && error.code < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});
