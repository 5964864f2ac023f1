import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render';
import { OtpCodeForm } from './otp-code-form';

const digits = () => screen.getAllByLabelText('Verification code digit');

describe('OtpCodeForm', () => {
  it('says where the code went, and verifies only a complete code', async () => {
    const onVerify = vi.fn();
    renderInApp(
      <OtpCodeForm
        title="Check your email"
        email="fan@example.com"
        note="It is valid for 10 minutes."
        verifying={false}
        onVerify={onVerify}
      />,
    );
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to fan@example.com. It is valid for 10 minutes.',
    );

    await userEvent.type(digits()[0], '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(onVerify).not.toHaveBeenCalled();

    await userEvent.type(digits()[3], '456');
    expect(screen.queryByText('Enter the 6-digit code')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  it('empties the boxes once a new code is sent', async () => {
    const onResend = vi.fn((clearCode: () => void) => clearCode());
    renderInApp(
      <OtpCodeForm
        title="Check your email"
        email="fan@example.com"
        note=""
        verifying={false}
        onVerify={vi.fn()}
        onResend={onResend}
      />,
    );
    await userEvent.type(digits()[0], '12');
    expect(digits()[1]).toHaveValue('2');

    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(digits().map((digit) => (digit as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
  });

  it('says how to get a new code where it cannot send one', () => {
    renderInApp(
      <OtpCodeForm
        title="Confirm your new email"
        email="new@example.com"
        note=""
        verifying={false}
        onVerify={vi.fn()}
        cannotResend="Sign in to get a new code."
      />,
    );
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    expect(screen.getByText('Sign in to get a new code.')).toBeInTheDocument();
  });
});
