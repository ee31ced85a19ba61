import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@renderer/components/ui/button';
import { paths } from '@renderer/lib/paths';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { useForgotPassword } from '../api/sign-in';
import type { CarriedEmailState } from '../lib/carried-email';
import { forgotPasswordRules, withTrimmedEmail } from '../lib/auth-rules';
import { useRulesForm } from '../hooks/use-rules-form';
import { AuthCard } from './auth-card';
import { fieldError } from '../lib/field-error';
import { SignInForm, SmallLink } from './sign-in-form';
import { TextField } from './text-field';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const { field, handleSubmit, problems } = useRulesForm({
    rules: forgotPasswordRules,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (typed) => {
    const form = withTrimmedEmail(typed);
    try {
      const answer = await forgot.mutateAsync(form);
      notifySuccess(answer.message, t('forgotPassword.success'));
      const state: CarriedEmailState = { email: form.email };
      await navigate(paths.otp.getHref(), { state });
    } catch (error) {
      notifyError(error, t('forgotPassword.failure'));
    }
  });

  return (
    <AuthCard title={t('forgotPassword.title')} description={t('forgotPassword.description')}>
      <SignInForm onSubmit={onSubmit}>
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          error={fieldError(t, problems.email)}
          autoFocus
        />
        <Button type="submit" fullWidth disabled={forgot.isPending}>
          {forgot.isPending ? t('forgotPassword.pending') : t('forgotPassword.submit')}
        </Button>
        <SmallLink to={paths.login.getHref()} align="center">
          {t('forgotPassword.backToLogin')}
        </SmallLink>
      </SignInForm>
    </AuthCard>
  );
}
