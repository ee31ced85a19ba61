// The sign-in screens' parts are written out as the markup Mantine's components render
// (features/auth/components/sign-in-parts.tsx, auth-card.tsx, components/brand-logo.tsx): each is
// rendered beside the Mantine component it stands for and the two DOMs must be the same
// (mantine-markup.tsx).
import { cleanup, fireEvent, screen } from '@testing-library/react';
import {
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Image,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
  type PasswordInputProps,
} from '@mantine/core';
import { forwardRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import logoUrl from '@renderer/assets/logo.svg';
import { BrandLogo } from '@renderer/components/brand-logo';
import { LanguageSwitch } from '@renderer/components/language-switch';
import { AuthCard } from '@renderer/features/auth/components/auth-card';
import {
  Column,
  DimmedText,
  PasswordField,
  SmallLink,
  SubmitButton,
  TextField,
} from '@renderer/features/auth/components/sign-in-parts';
import { i18n, initI18n } from '@renderer/lib/i18n';
import { canonical, renderInApp, same } from '../mantine-markup';
import { installBrowserShims } from '../render-app';

beforeEach(async () => {
  installBrowserShims();
  await initI18n('en');
});

/** The password field as it was, through Mantine's PasswordInput. */
const MantinePasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function MantinePasswordField(props, ref) {
    const { t } = useTranslation('auth');
    const [visible, setVisible] = useState(false);
    return (
      <PasswordInput
        ref={ref}
        {...props}
        visible={visible}
        visibilityToggleFocusable
        onVisibilityChange={setVisible}
        visibilityToggleButtonProps={{ 'aria-label': visible ? t('password.hide') : t('password.show') }}
      />
    );
  },
);

/** The sign-in card as it was, from Mantine's components. */
function MantineAuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="md">
        <Group justify="space-between">
          <Image src={logoUrl} alt={i18n.t('appName')} w={40} h={40} fit="contain" />
          <LanguageSwitch />
        </Group>
        <Card withBorder shadow="sm" radius="lg" p="xl">
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} size="h2">
                {title}
              </Title>
              {description && <Text c="dimmed">{description}</Text>}
            </Stack>
            {children}
          </Stack>
        </Card>
      </Stack>
    </Center>
  );
}

const noop = () => {};
const email = { name: 'email', value: 'reviewer@', onChange: noop, type: 'email', autoComplete: 'username' };

describe("the sign-in screens' parts render Mantine's markup", () => {
  it('a text field, with and without its error', () => {
    same(
      <TextField {...email} label="Email" placeholder="you@example.com" />,
      <TextInput {...email} label="Email" placeholder="you@example.com" />,
    );
    same(
      <TextField {...email} label="Email" error="Invalid email address" />,
      <TextInput {...email} label="Email" error="Invalid email address" />,
    );
  });

  it('a password field, hidden and shown, with and without its error', () => {
    const password = { name: 'password', value: 'secret', onChange: noop, label: 'Password' };
    same(
      <PasswordField {...password} autoComplete="current-password" />,
      <MantinePasswordField {...password} autoComplete="current-password" />,
    );
    // Mantine's leaves aria-invalid out (withAria: false); ours says it, as the email does.
    same(
      <PasswordField {...password} error="Password is required" />,
      <MantinePasswordField {...password} error="Password is required" aria-invalid />,
    );

    const shown = (field: HTMLElement) => {
      fireEvent.mouseDown(field.querySelector('button')!);
      return field;
    };
    const ours = canonical(shown(renderInApp(<PasswordField {...password} />)));
    cleanup();
    const theirs = canonical(shown(renderInApp(<MantinePasswordField {...password} />)));
    expect(ours).toContain('type="text"');
    expect(ours).toBe(theirs);
  });

  it('the submit button, ready and disabled', () => {
    for (const disabled of [false, true]) {
      same(
        <SubmitButton disabled={disabled}>Login to Dashboard</SubmitButton>,
        <Button type="submit" fullWidth disabled={disabled}>
          Login to Dashboard
        </Button>,
      );
    }
  });

  it('the small links, at the end and in the middle', () => {
    same(
      <SmallLink to="/forgot-password" align="end">
        Forget Password?
      </SmallLink>,
      <Anchor component={Link} to="/forgot-password" size="sm" ta="end">
        Forget Password?
      </Anchor>,
    );
    same(
      <SmallLink to="/login" align="center">
        Back to Login
      </SmallLink>,
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to Login
      </Anchor>,
    );
  });

  it('the columns and the dimmed text', () => {
    same(<Column gap="md">a</Column>, <Stack gap="md">a</Stack>);
    same(<Column gap="lg">a</Column>, <Stack gap="lg">a</Stack>);
    same(<Column gap="calc(0.375rem * var(--mantine-scale))">a</Column>, <Stack gap={6}>a</Stack>);
    same(<DimmedText>Sign in</DimmedText>, <Text c="dimmed">Sign in</Text>);
  });

  it('the logo, at each size it is shown', () => {
    for (const size of [40, 36, 44]) {
      same(
        <BrandLogo size={size} />,
        <Image src={logoUrl} alt="Agency Review Console" w={size} h={size} fit="contain" />,
      );
    }
  });

  it('the card around every sign-in screen', () => {
    same(
      <AuthCard title="Login to your Dashboard" description="Sign in with your reviewer account.">
        <p>form</p>
      </AuthCard>,
      <MantineAuthCard title="Login to your Dashboard" description="Sign in with your reviewer account.">
        <p>form</p>
      </MantineAuthCard>,
    );
  });
});

describe('the password field', () => {
  it('shows and hides the password on the mouse button, a touch, Space and Enter, and says which', () => {
    renderInApp(<PasswordField name="password" value="secret" onChange={noop} label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = () => screen.getByRole('button', { pressed: input.getAttribute('type') === 'text' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle().getAttribute('aria-label')).toBe('Show password');

    // The mouse button going down toggles and keeps the focus in the field.
    input.focus();
    expect(fireEvent.mouseDown(toggle())).toBe(false);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle().getAttribute('aria-label')).toBe('Hide password');

    fireEvent.touchEnd(toggle());
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.keyDown(toggle(), { key: ' ' });
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.keyDown(toggle(), { key: 'Enter' });
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.keyDown(toggle(), { key: 'a' });
    expect(input.getAttribute('type')).toBe('password');
  });

  it('says it in Arabic on Arabic screens', async () => {
    await initI18n('ar');
    renderInApp(<PasswordField name="password" value="" onChange={noop} label="كلمة المرور" />);
    expect(screen.getByRole('button', { pressed: false }).getAttribute('aria-label')).toBe(
      i18n.t('password.show', { ns: 'auth' }),
    );
    expect(i18n.t('password.show', { ns: 'auth' })).not.toBe('Show password');
  });

  it('says it is invalid, and why, as the email does', () => {
    renderInApp(
      <PasswordField
        name="password"
        value=""
        onChange={noop}
        label="Password"
        error="Password is required"
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Password is required').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('hands its input to the form (the ref a submit with a problem focuses)', () => {
    const ref = vi.fn();
    renderInApp(<PasswordField name="password" value="" onChange={noop} label="Password" ref={ref} />);
    expect(ref).toHaveBeenCalledWith(screen.getByLabelText('Password'));
  });
});
