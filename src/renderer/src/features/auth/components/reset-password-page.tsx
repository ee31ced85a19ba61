import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { useResetPassword } from '../api/sign-in';
import { useCarriedEmail } from '../hooks/use-carried-email';
import { resetPasswordRules } from '../lib/auth-rules';
import { useRulesForm } from '../hooks/use-rules-form';
import { AuthCard } from './auth-card';
import { fieldError } from '../lib/field-error';
import { Column, PasswordField, SubmitButton } from './sign-in-parts';

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
      <form onSubmit={onSubmit} noValidate>
        <Column gap="md">
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
          <SubmitButton disabled={reset.isPending}>
            {reset.isPending ? t('resetPassword.pending') : t('resetPassword.submit')}
          </SubmitButton>
        </Column>
      </form>
    </AuthCard>
  );
}
