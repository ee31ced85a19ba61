// Six single-digit boxes: typing advances, Backspace in an empty box goes back, a paste fills them.
import { Group, TextInput } from '@mantine/core';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { backspaceInBox, OTP_LENGTH, pasteCode, typeIntoBox, type OtpState } from '../lib/otp-input-logic';

interface OtpBoxesProps {
  digits: string[];
  onChange(digits: string[]): void;
  disabled?: boolean;
}

export function OtpBoxes({ digits, onChange, disabled }: OtpBoxesProps) {
  const { t } = useTranslation('auth');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);

  const apply = ({ digits: next, focus }: OtpState) => {
    onChange(next);
    boxes.current[focus]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace') return;
    event.preventDefault();
    apply(backspaceInBox(digits, index));
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteCode(event.clipboardData.getData('text')));
  };

  return (
    // Digits read left to right in either language.
    <Group gap="xs" justify="center" dir="ltr" wrap="nowrap">
      {digits.map((digit, index) => (
        <TextInput
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          spellCheck={false}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { position: index + 1, length: OTP_LENGTH })}
          w={48}
          size="lg"
          styles={{ input: { textAlign: 'center', paddingInline: 0 } }}
          onChange={(event) => apply(typeIntoBox(digits, index, event.currentTarget.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </Group>
  );
}
