// The four sign-in screens, fetched together as one chunk: the login route is then one request for
// its own code instead of one per screen and per part they share (HTTP/1.1 fetches six at a time).
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { OtpPage } from './otp-page';
export { ResetPasswordPage } from './reset-password-page';
