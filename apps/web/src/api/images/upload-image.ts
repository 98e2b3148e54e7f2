import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /image/upload (multipart field `file`; png, jpeg or webp up to 5 MB): answers its URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const answer = await api.post<{ url: string }>('/image/upload', form);
  return answer.data.url;
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
