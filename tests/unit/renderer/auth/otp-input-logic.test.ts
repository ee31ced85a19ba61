import { describe, expect, it } from 'vitest';
import {
  backspaceInBox,
  emptyOtp,
  isOtpComplete,
  otpValue,
  pasteCode,
  typeIntoBox,
} from '@renderer/features/auth/lib/otp-input-logic';

describe('OTP boxes', () => {
  it('has six empty boxes to start with', () => {
    expect(emptyOtp()).toEqual(['', '', '', '', '', '']);
    expect(isOtpComplete(emptyOtp())).toBe(false);
  });

  it('typing a digit fills the box and moves focus to the next box', () => {
    expect(typeIntoBox(emptyOtp(), 0, '4')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
  });

  it('keeps focus on the last box when it is filled', () => {
    expect(typeIntoBox(['1', '2', '3', '4', '5', ''], 5, '6').focus).toBe(5);
  });

  it('ignores a non-digit and keeps focus where it is', () => {
    const digits = emptyOtp();
    expect(typeIntoBox(digits, 2, 'a')).toEqual({ digits, focus: 2 });
  });

  it('keeps only the newest digit when a filled box is typed into again', () => {
    expect(typeIntoBox(['1', '', '', '', '', ''], 0, '17').digits[0]).toBe('7');
  });

  it('Backspace in a filled box clears it and keeps focus', () => {
    expect(backspaceInBox(['1', '2', '', '', '', ''], 1)).toEqual({
      digits: ['1', '', '', '', '', ''],
      focus: 1,
    });
  });

  it('Backspace in an empty box moves focus back', () => {
    const digits = ['1', '2', '', '', '', ''];
    expect(backspaceInBox(digits, 2)).toEqual({ digits, focus: 1 });
    expect(backspaceInBox(emptyOtp(), 0).focus).toBe(0);
  });

  it('pasting keeps only digits, at most six, and fills the boxes', () => {
    expect(pasteCode(' 12-34 56 78')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(pasteCode('ab9c8')).toEqual({ digits: ['9', '8', '', '', '', ''], focus: 2 });
    expect(pasteCode('no digits').digits).toEqual(emptyOtp());
  });

  it('is complete only when all six boxes hold a digit', () => {
    const full = pasteCode('123456').digits;
    expect(isOtpComplete(full)).toBe(true);
    expect(otpValue(full)).toBe('123456');
    expect(isOtpComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
  });
});
