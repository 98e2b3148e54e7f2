import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile, updateUserBody } from '@timeapp/domain/users';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { getSession, updateSessionUser } from '../../lib/auth-store';
import { queryKeys } from '../../lib/query-keys';

export type UpdateUserInput = z.input<typeof updateUserBody>;

/** PUT /users: own profile fields; `favorite: id` adds a favourite, `unfavorite: id` removes one. */
export async function updateUser(input: UpdateUserInput) {
  const answer = await api.put<UserProfile | undefined>('/users', input);
  return answer.data;
}

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (profile) => {
      const userId = getSession()?.user._id;
      // The header and the slot grid show the session's name and photo: keep them current.
      if (profile && typeof profile === 'object' && '_id' in profile) {
        const { firstName, lastName, email, profileImage } = profile;
        const patch = Object.fromEntries(
          Object.entries({ firstName, lastName, email, profileImage }).filter(
            ([, v]) => typeof v === 'string',
          ),
        );
        updateSessionUser(patch);
        if (userId) queryClient.setQueryData(queryKeys.user(userId), profile);
      }
      await Promise.all([
        userId ? queryClient.invalidateQueries({ queryKey: queryKeys.user(userId) }) : undefined,
        queryClient.invalidateQueries({ queryKey: queryKeys.favorites }),
      ]);
    },
  });
};
