// The sign-in forms' fields: each is named by its label, says it is invalid and why, and hands its
// input to the form; the password's toggle shows and hides it by mouse, touch, Space and Enter.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordField } from '@renderer/features/auth/components/password-field';
import { TextField } from '@renderer/features/auth/components/text-field';
import { i18n, initI18n } from '@renderer/lib/i18n';
import { installBrowserShims } from '../render-app';
import { renderInApp } from '../render-in-app';

beforeEach(async () => {
  installBrowserShims();
  await initI18n('en');
});

const noop = () => {};

describe('a text field', () => {
  it('is named by its label, and is valid and undescribed until it has an error', () => {
    renderInApp(<TextField name="email" value="" onChange={noop} type="email" label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('says it is invalid, and why', () => {
    renderInApp(
      <TextField
        name="email"
        value="a@"
        onChange={noop}
        type="email"
        label="Email"
        error="Invalid email address"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid email address').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('hands its input to the form and reports what is typed', () => {
    const ref = vi.fn();
    const onChange = vi.fn();
    renderInApp(<TextField name="email" value="" onChange={onChange} label="Email" ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref).toHaveBeenCalledWith(input);
    fireEvent.change(input, { target: { value: 'reviewer@demo.test' } });
    expect(onChange).toHaveBeenCalledTimes(1);
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

  it("turns the browser's autocomplete off unless the form names what the password is for", () => {
    renderInApp(<PasswordField name="password" value="" onChange={noop} label="Password" />);
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('off');
  });
});
