// Sign-in and password recovery calls. The client core fetches the CSRF token before the
// credentials are posted; mutations are never retried (query-client.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLogin } from '@renderer/lib/api/review-lists';
import { useTransport } from '@renderer/lib/platform/platform-context';
import type { ForgotPasswordForm, LoginForm } from '../lib/auth-rules';

export function useLogin() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation({
    mutationFn: (form: LoginForm) => transport.call('login', undefined, form),
    onSuccess: () => refreshAfterLogin(queryClient),
  });
}

export function useForgotPassword() {
  const transport = useTransport();
  return useMutation({
    mutationFn: (form: ForgotPasswordForm) => transport.call('forgotPassword', undefined, form),
  });
}

export function useVerifyOtp() {
  const transport = useTransport();
  return useMutation({
    mutationFn: (body: { otp: string; email: string }) => transport.call('verifyOtp', undefined, body),
  });
}

export function useResetPassword() {
  const transport = useTransport();
  return useMutation({
    mutationFn: (body: { newPassword: string; confirmPassword: string; email: string }) =>
      transport.call('resetPassword', undefined, body),
  });
}
