// The six OTP boxes as pure state: what a key or a paste does to the digits and where focus goes.
export const OTP_LENGTH = 6;

export interface OtpState {
  digits: string[];
  /** The box that should have focus after the change. */
  focus: number;
}

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

const lastIndex = OTP_LENGTH - 1;

/** Typing into a box keeps the last digit typed; a digit moves focus to the next box. */
export function typeIntoBox(digits: string[], index: number, typed: string): OtpState {
  const digit = typed.replace(/\D/g, '').slice(-1);
  if (!digit) return { digits, focus: index };
  const next = [...digits];
  next[index] = digit;
  return { digits: next, focus: Math.min(index + 1, lastIndex) };
}

/** Backspace clears a filled box; in an empty box it moves focus back. */
export function backspaceInBox(digits: string[], index: number): OtpState {
  if (!digits[index]) return { digits, focus: Math.max(index - 1, 0) };
  const next = [...digits];
  next[index] = '';
  return { digits: next, focus: index };
}

/** A paste keeps only digits, at most six, and fills the boxes from the first. */
export function pasteCode(text: string): OtpState {
  const pasted = text.replace(/\D/g, '').slice(0, OTP_LENGTH).split('');
  const digits = emptyOtp().map((_, i) => pasted[i] ?? '');
  return { digits, focus: Math.min(pasted.length, lastIndex) };
}

export const isOtpComplete = (digits: string[]) =>
  digits.length === OTP_LENGTH && digits.every((digit) => /^\d$/.test(digit));

export const otpValue = (digits: string[]) => digits.join('');
