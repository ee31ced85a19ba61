// The sign-in and recovery forms' rules (section 5). Messages are keys of the `auth` namespace,
// translated where they are shown.
import { z } from 'zod';

export const MIN_LOGIN_PASSWORD = 6;
export const MIN_RESET_PASSWORD = 8;

const email = z.string().trim().min(1, 'validation.emailRequired').pipe(z.email('validation.emailInvalid'));

export const loginFormSchema = z.object({
  email,
  password: z
    .string()
    .min(1, 'validation.passwordRequired')
    .min(MIN_LOGIN_PASSWORD, 'validation.passwordMin'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

// [\s\S]: a line or paragraph separator must not hide a letter or digit from the rule.
const strongPassword = /^(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])(?=[\s\S]*\d)/;

export const resetPasswordFormSchema = z
  .object({
    newPassword: z
      .string()
      .min(1, 'validation.newPasswordRequired')
      .min(MIN_RESET_PASSWORD, 'validation.newPasswordMin')
      .regex(strongPassword, 'validation.newPasswordComplexity'),
    confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired'),
  })
  .refine((form) => form.confirmPassword === '' || form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsMustMatch',
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
