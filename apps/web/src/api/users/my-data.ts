import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

// Privacy self-service (docs/decisions/049): everything held about me, as the file the server
// makes (GET /users/me/export), and deleting my account (POST /users/me/deletion).

export const downloadMyData = async () =>
  JSON.stringify((await api.get<Record<string, unknown>>('/users/me/export')).data, null, 2);

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: async (password: string) => {
      const answer = await api.post<{ lastDay: string }>('/users/me/deletion', { password });
      return answer.message;
    },
  });
