import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('is the one control named by its label, and hides what is typed', async () => {
    renderInApp(<PasswordField label="Password" />);
    const field = screen.getByLabelText('Password');
    await userEvent.type(field, 'hunter22');

    expect(screen.getAllByLabelText(/password/i)).toEqual([field]);
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveValue('hunter22');
  });

  it('shows and hides the characters with a toggle of its own name', async () => {
    renderInApp(<PasswordField label="Password" />);
    const field = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show or hide characters' });

    await userEvent.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    expect(field).toHaveAttribute('type', 'password');
  });

  it('reads the form’s error as the field’s description and marks the field invalid', () => {
    renderInApp(<PasswordField label="Password" error="Password must be at least 8 characters" />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(field).toBeInvalid();
  });

  it('is valid while there is no error', () => {
    renderInApp(<PasswordField label="Password" />);
    expect(screen.getByLabelText('Password')).toBeValid();
  });
});
