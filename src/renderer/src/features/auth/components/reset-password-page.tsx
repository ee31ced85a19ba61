import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '@renderer/components/ui/button';
import { paths } from '@renderer/lib/paths';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { useResetPassword } from '../api/sign-in';
import { useCarriedEmail } from '../hooks/use-carried-email';
import { resetPasswordRules } from '../lib/auth-rules';
import { useRulesForm } from '../hooks/use-rules-form';
import { AuthCard } from './auth-card';
import { fieldError } from '../lib/field-error';
import { PasswordField } from './password-field';
import { SignInForm } from './sign-in-form';

export function ResetPasswordPage() {
  const email = useCarriedEmail();
  if (!email) return <Navigate to={paths.forgotPassword.getHref()} replace />;
  return <ResetPasswordForm email={email} />;
}

function ResetPasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { field, handleSubmit, problems, touched, isSubmitted } = useRulesForm({
    rules: resetPasswordRules,
    defaultValues: { newPassword: '', confirmPassword: '' },
    dependents: { newPassword: ['confirmPassword'] },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const answer = await reset.mutateAsync({ ...form, email });
      notifySuccess(answer.message, t('resetPassword.success'));
      await navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      notifyError(error, t('resetPassword.failure'));
    }
  });

  return (
    <AuthCard title={t('resetPassword.title')} description={t('resetPassword.description')}>
      <SignInForm onSubmit={onSubmit}>
        <PasswordField
          {...field('newPassword')}
          autoComplete="new-password"
          label={t('resetPassword.newPassword')}
          error={fieldError(t, problems.newPassword)}
          autoFocus
        />
        <PasswordField
          {...field('confirmPassword')}
          autoComplete="new-password"
          label={t('resetPassword.confirmPassword')}
          error={fieldError(t, problems.confirmPassword, touched.confirmPassword || isSubmitted)}
        />
        <Button type="submit" fullWidth disabled={reset.isPending}>
          {reset.isPending ? t('resetPassword.pending') : t('resetPassword.submit')}
        </Button>
      </SignInForm>
    </AuthCard>
  );
}
