import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { useForgotPassword } from '../api/sign-in';
import type { CarriedEmailState } from '../lib/carried-email';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '../lib/auth-schemas';
import { AuthCard } from './auth-card';
import { fieldError } from '../lib/field-error';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            {...register('email')}
            type="email"
            autoComplete="email"
            label={t('login.email')}
            placeholder={t('login.emailPlaceholder')}
            error={fieldError(t, formState.errors.email)}
            autoFocus
          />
          <Button type="submit" fullWidth disabled={forgot.isPending}>
            {forgot.isPending ? t('forgotPassword.pending') : t('forgotPassword.submit')}
          </Button>
          <Anchor component={Link} to={paths.login.getHref()} size="sm" ta="center">
            {t('forgotPassword.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
