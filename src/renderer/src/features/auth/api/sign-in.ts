// Sign-in and password recovery calls. The client core fetches the CSRF token before the
// credentials are posted; mutations are never retried (query-client.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLogin } from '@renderer/lib/api/review-lists';
import { getTransport } from '@renderer/lib/transport';
import type { ForgotPasswordForm, LoginForm } from '../schemas/auth-schemas';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: LoginForm) => getTransport().call('login', undefined, form),
    onSuccess: () => refreshAfterLogin(queryClient),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (form: ForgotPasswordForm) => getTransport().call('forgotPassword', undefined, form),
  });
}

export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: { otp: string; email: string }) => getTransport().call('verifyOtp', undefined, body),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { newPassword: string; confirmPassword: string; email: string }) =>
      getTransport().call('resetPassword', undefined, body),
  });
}
