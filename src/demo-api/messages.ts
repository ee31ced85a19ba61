// Server messages, in Arabic when Accept-Language starts with "ar" (as the real backend answers).
import type { Context } from 'hono';
import { NOTE_MAX_LENGTH, NOTE_MIN_LENGTH } from '../shared/domain/field-rules';

const messages = {
  unauthorized: { en: 'Unauthorized', ar: 'غير مصرح' },
  invalidCsrf: { en: 'Invalid CSRF token', ar: 'رمز CSRF غير صالح' },
  notFound: { en: 'Not found', ar: 'غير موجود' },
  malformedJson: { en: 'Malformed JSON body', ar: 'نص JSON غير صالح' },
  invalidBody: { en: 'Invalid request body', ar: 'نص الطلب غير صالح' },
  injectedError: { en: 'Injected server error', ar: 'خطأ خادم مُفتعل' },
  internalError: { en: 'Internal server error', ar: 'خطأ داخلي في الخادم' },
  loginSuccessful: { en: 'Login successful', ar: 'تم تسجيل الدخول بنجاح' },
  invalidCredentials: { en: 'Invalid email or password', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  emailRequired: { en: 'Email is required', ar: 'البريد الإلكتروني مطلوب' },
  invalidEmail: { en: 'Invalid email address', ar: 'عنوان البريد الإلكتروني غير صالح' },
  passwordRequired: { en: 'Password is required', ar: 'كلمة المرور مطلوبة' },
  otpSent: { en: 'OTP sent to your email', ar: 'تم إرسال رمز التحقق إلى بريدك الإلكتروني' },
  emailNotFound: { en: 'No account found with this email', ar: 'لا يوجد حساب بهذا البريد الإلكتروني' },
  otpVerified: { en: 'OTP verified successfully', ar: 'تم التحقق من الرمز بنجاح' },
  invalidOtp: { en: 'Invalid or expired OTP', ar: 'رمز التحقق غير صالح أو منتهي الصلاحية' },
  otpNotVerified: {
    en: 'Please verify the OTP before resetting your password',
    ar: 'يرجى التحقق من الرمز قبل إعادة تعيين كلمة المرور',
  },
  newPasswordRequired: { en: 'New password is required', ar: 'كلمة المرور الجديدة مطلوبة' },
  passwordTooShort: {
    en: 'Password must be at least 8 characters',
    ar: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
  },
  passwordComplexity: {
    en: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ar: 'يجب أن تحتوي كلمة المرور على حرف كبير وحرف صغير ورقم واحد على الأقل',
  },
  confirmPasswordRequired: { en: 'Please confirm your new password', ar: 'يرجى تأكيد كلمة المرور الجديدة' },
  passwordsMustMatch: { en: 'Passwords must match', ar: 'يجب أن تتطابق كلمتا المرور' },
  passwordReset: { en: 'Password reset successfully', ar: 'تمت إعادة تعيين كلمة المرور بنجاح' },
  loggedOut: { en: 'User logged out successfully', ar: 'تم تسجيل خروج المستخدم بنجاح' },
  agencyNotFound: { en: 'Agency not found', ar: 'الوكالة غير موجودة' },
  reviewNotFound: { en: 'Review not found', ar: 'المراجعة غير موجودة' },
  reviewStarted: { en: 'Review started', ar: 'بدأت المراجعة' },
  reviewNotPending: { en: 'Only a pending review can be started', ar: 'يمكن بدء المراجعات المعلقة فقط' },
  fieldsRequired: { en: 'fields must be a list', ar: 'يجب أن تكون الحقول قائمة' },
  unknownField: { en: 'Unknown field path: {path}', ar: 'مسار حقل غير معروف: {path}' },
  validationStatusRequired: { en: 'Validation status is required', ar: 'حالة التحقق مطلوبة' },
  noteRequired: {
    en: 'Note is required when marked as invalid',
    ar: 'الملاحظة مطلوبة عند وضع علامة غير صالح',
  },
  noteLength: {
    en: `Note must be between ${NOTE_MIN_LENGTH} and ${NOTE_MAX_LENGTH} characters`,
    ar: `يجب أن تتراوح الملاحظة بين ${NOTE_MIN_LENGTH} و${NOTE_MAX_LENGTH} حرف`,
  },
  tagsRequired: { en: 'At least one tag is required', ar: 'مطلوب وسم واحد على الأقل' },
  fieldsValidated: { en: 'Fields validated successfully', ar: 'تم التحقق من الحقول بنجاح' },
  invalidAction: { en: 'Action must be accepted or rejected', ar: 'يجب أن يكون الإجراء قبولًا أو رفضًا' },
  conclusionRequired: {
    en: 'Please provide a conclusion before submitting.',
    ar: 'يرجى كتابة الخلاصة قبل الإرسال.',
  },
  reviewNotInProgress: {
    en: 'Only a review in progress can be concluded',
    ar: 'يمكن إنهاء المراجعات الجارية فقط',
  },
  conclusionSubmitted: {
    en: 'Review conclusion submitted successfully',
    ar: 'تم إرسال خلاصة المراجعة بنجاح',
  },
} satisfies Record<string, { en: string; ar: string }>;

export type MessageKey = keyof typeof messages;

export function isArabic(c: Context): boolean {
  return (c.req.header('accept-language') ?? '').trim().toLowerCase().startsWith('ar');
}

export function message(c: Context, key: MessageKey, vars: Record<string, string> = {}): string {
  const text = messages[key][isArabic(c) ? 'ar' : 'en'];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
}
