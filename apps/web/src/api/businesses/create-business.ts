import { useMutation } from '@tanstack/react-query';
import type { Business, CreateBusinessBody } from '@timeapp/domain/businesses';
import { api } from '../../lib/api-client';

type Input = { body: CreateBusinessBody; token?: string };

/** POST /business: the caller becomes its owner. Right after registering, `token` is the new account's. */
export async function createBusiness({ body, token }: Input) {
  const answer = await api.post<Business>('/business', body, token ? { token } : undefined);
  return { message: answer.message, business: answer.data };
}

export const useCreateBusiness = () => useMutation({ mutationFn: createBusiness });
