import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ratingBody } from '@timeapp/domain/appointments';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type RateInput = z.input<typeof ratingBody>;

/** POST /rating: a customer rates a business, an owner rates a customer (ratedId = user id). */
export const rate = (input: RateInput) => api.post<unknown>('/rating', input);

export const useRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rate,
    onSuccess: (_answer, input) =>
      Promise.all([
        // A business's average, or the customerRating an owner sees on appointments.
        queryClient.invalidateQueries({ queryKey: queryKeys.business(String(input.ratedId)) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.favorites }),
        queryClient.invalidateQueries({ queryKey: queryKeys.appointments }),
      ]),
  });
};
