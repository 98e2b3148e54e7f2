import { useMutation } from '@tanstack/react-query';
import { resendVerification } from './sign-up-to-book';

export { resendVerification };

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
