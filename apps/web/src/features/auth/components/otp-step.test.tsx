import { AUTH_MSG } from '@storefront/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpStep } from './otp-step';

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

/** The step for asha@example.com, with the cursor in its first box. */
async function openStep(onVerify: (otp: string) => Promise<void>) {
  render(<OtpStep email="asha@example.com" onVerify={onVerify} onResend={vi.fn()} onChangeEmail={vi.fn()} />);
  const user = userEvent.setup();
  await user.click(box(1));
  return user;
}

describe('OtpStep', () => {
  it('asks for all six digits and puts the cursor where the code stops, sending nothing', async () => {
    const onVerify = vi.fn(async () => {});
    const user = await openStep(onVerify);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText(AUTH_MSG.enterAllOtpDigits)).toBeInTheDocument();
    expect(box(4)).toHaveFocus();
    expect(onVerify).not.toHaveBeenCalled();
    await user.keyboard('456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  it('keeps a refused code and the cursor in its last box, to correct it', async () => {
    const onVerify = vi.fn(async () => {
      throw new Error('Invalid OTP');
    });
    const user = await openStep(onVerify);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(onVerify).toHaveBeenCalledWith('123456');
    await vi.waitFor(() => expect(box(6)).toHaveFocus());
    expect(box(6)).toHaveValue('6');
    expect(box(1)).toHaveValue('1');
  });
});
