import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@renderer/components/ui/button';
import { useLinkAfterSignIn } from '@renderer/lib/link-after-sign-in';
import { paths } from '@renderer/lib/paths';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { useLogin } from '../api/sign-in';
import { isSessionExpired, returnTarget } from '../lib/return-target';
import { loginRules, withTrimmedEmail } from '../lib/auth-rules';
import { useRulesForm } from '../hooks/use-rules-form';
import { AuthCard } from './auth-card';
import { fieldError } from '../lib/field-error';
import { PasswordField } from './password-field';
import { SignInForm, SmallLink } from './sign-in-form';
import { TextField } from './text-field';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const { field, handleSubmit, problems } = useRulesForm({
    rules: loginRules,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const answer = await login.mutateAsync(withTrimmedEmail(form));
      notifySuccess(answer.message, t('login.success'));
      const link = useLinkAfterSignIn.getState().take();
      await navigate(link ?? returnTarget(location.state), { replace: true });
    } catch (error) {
      notifyError(error, t('login.failure'));
    }
  });

  return (
    <AuthCard title={t('login.title')} description={t('login.subtitle')}>
      <SignInForm onSubmit={onSubmit}>
        {isSessionExpired(location.state) && (
          <Alert color="orange" role="alert" data-testid="session-expired">
            {t('login.sessionExpired')}
          </Alert>
        )}
        <TextField
          {...field('email')}
          type="email"
          autoComplete="username"
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          error={fieldError(t, problems.email)}
          autoFocus
        />
        <PasswordField
          {...field('password')}
          autoComplete="current-password"
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          error={fieldError(t, problems.password)}
        />
        <SmallLink to={paths.forgotPassword.getHref()} align="end">
          {t('login.forgot')}
        </SmallLink>
        <Button type="submit" fullWidth disabled={login.isPending}>
          {login.isPending ? t('login.pending') : t('login.submit')}
        </Button>
      </SignInForm>
    </AuthCard>
  );
}
