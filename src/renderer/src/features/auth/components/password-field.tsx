// A password input with a show/hide toggle that says what it does, in the UI language.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('auth');
    const [visible, setVisible] = useState(false);
    return (
      <PasswordInput
        ref={ref}
        {...props}
        visible={visible}
        visibilityToggleFocusable
        onVisibilityChange={setVisible}
        visibilityToggleButtonProps={{
          'aria-label': visible ? t('password.hide') : t('password.show'),
        }}
      />
    );
  },
);
