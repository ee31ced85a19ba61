import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { useForgotPassword, useVerifyOtp } from '../api/sign-in';
import { useCarriedEmail } from '../hooks/use-carried-email';
import type { CarriedEmailState } from '../lib/carried-email';
import { useCooldown } from '../hooks/use-cooldown';
import { emptyOtp, isOtpComplete, OTP_LENGTH, otpValue } from '../lib/otp-input-logic';
import { AuthCard } from './auth-card';
import { OtpBoxes } from './otp-boxes';

/** Seconds before the code can be sent again. */
export const RESEND_COOLDOWN_S = 30;

export function OtpPage() {
  const email = useCarriedEmail();
  if (!email) return <Navigate to={paths.forgotPassword.getHref()} replace />;
  return <OtpForm email={email} />;
}

function OtpForm({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyOtp);
  const verify = useVerifyOtp();
  const resend = useForgotPassword();
  const cooldown = useCooldown(RESEND_COOLDOWN_S);
  const complete = isOtpComplete(digits);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || verify.isPending) return;
    try {
      const answer = await verify.mutateAsync({ otp: otpValue(digits), email });
      notifySuccess(answer.message, t('otp.success'));
      const state: CarriedEmailState = { email };
      await navigate(paths.resetPassword.getHref(), { state, replace: true });
    } catch (error) {
      notifyError(error, t('otp.failure'));
    }
  };

  const onResend = async () => {
    cooldown.start();
    try {
      const answer = await resend.mutateAsync({ email });
      notifySuccess(answer.message, t('forgotPassword.success'));
      setDigits(emptyOtp());
    } catch (error) {
      notifyError(error, t('forgotPassword.failure'));
    }
  };

  return (
    <AuthCard title={t('otp.title')} description={t('otp.description', { email, length: OTP_LENGTH })}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <OtpBoxes digits={digits} onChange={setDigits} disabled={verify.isPending} />
          <Button type="submit" fullWidth disabled={!complete || verify.isPending}>
            {verify.isPending ? t('otp.pending') : t('otp.submit')}
          </Button>
          {/* Full width, as the stack draws them anyway: a long label wraps at 400% zoom (reflow.css). */}
          <Button
            variant="subtle"
            fullWidth
            onClick={() => void onResend()}
            disabled={cooldown.remaining > 0 || resend.isPending}
          >
            {cooldown.remaining > 0 ? t('otp.resendIn', { seconds: cooldown.remaining }) : t('otp.resend')}
          </Button>
          <Button variant="default" fullWidth onClick={() => void navigate(-1)}>
            {t('otp.back')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
