import { useMutation } from '@tanstack/react-query';
import type { changePasswordBody } from '@timeapp/domain/users';
import type { z } from 'zod';
import { api } from '../../lib/api-client';

export type ChangePasswordInput = z.input<typeof changePasswordBody>;

/** POST /users/change-password: current and new password (the confirmation stays in the form). */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<unknown>('/users/change-password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
