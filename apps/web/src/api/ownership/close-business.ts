import { useMutation } from '@tanstack/react-query';
import type { ClosedBusiness } from '@timeapp/domain/business-closing';
import { api } from '../../lib/api-client';

/** POST /business/:id/closing (docs/decisions/051): answers what the server says it did. */
export async function closeBusiness(input: { businessId: string; password: string }) {
  const answer = await api.post<ClosedBusiness>(
    `/business/${encodeURIComponent(input.businessId)}/closing`,
    { password: input.password },
  );
  return answer.message;
}

export const useCloseBusiness = () => useMutation({ mutationFn: closeBusiness });
