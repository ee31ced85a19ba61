// The six OTP boxes as pure state: what a key or a paste does to the digits and where focus goes.
export const OTP_LENGTH = 6;

export interface OtpState {
  digits: string[];
  /** The box that should have focus after the change. */
  focus: number;
}

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

const lastIndex = OTP_LENGTH - 1;

/** Only the digits 0-9, with Arabic-Indic digits (٠-٩, ۰-۹: what Arabic keyboards type) read as them. */
export function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[^0-9]/g, '');
}

/** Typing into a box keeps the last digit typed; a digit moves focus to the next box. */
export function typeIntoBox(digits: string[], index: number, typed: string): OtpState {
  const digit = latinDigits(typed).slice(-1);
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
  const pasted = latinDigits(text).slice(0, OTP_LENGTH).split('');
  const digits = emptyOtp().map((_, i) => pasted[i] ?? '');
  return { digits, focus: Math.min(pasted.length, lastIndex) };
}

export const isOtpComplete = (digits: string[]) =>
  digits.length === OTP_LENGTH && digits.every((digit) => /^[0-9]$/.test(digit));

export const otpValue = (digits: string[]) => digits.join('');
