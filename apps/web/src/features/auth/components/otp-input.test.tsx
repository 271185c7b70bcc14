import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyOtp, OtpInput } from './otp-input';

function Harness() {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

/** The input, with `keys` typed from its first box. */
async function typeFromFirstBox(keys: string) {
  render(<Harness />);
  await userEvent.click(box(1));
  await userEvent.keyboard(keys);
}

describe('OtpInput', () => {
  it('moves to the next box as each digit is typed and ignores letters', async () => {
    await typeFromFirstBox('1a2');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('3456');
    expect(screen.getByTestId('code')).toHaveTextContent('123456');
    expect(box(6)).toHaveFocus();
  });

  it('goes back on Backspace in an empty box and clears the previous digit', async () => {
    await typeFromFirstBox('12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(screen.getByTestId('code')).toHaveTextContent(/^1$/);
    await userEvent.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(screen.getByTestId('code')).toHaveTextContent(/^$/);
  });

  it('fills every box from a pasted code', async () => {
    render(<Harness />);
    await userEvent.click(box(3));
    await userEvent.paste('Code: 987 654');
    expect(screen.getByTestId('code')).toHaveTextContent('987654');
    for (const [index, digit] of [...'987654'].entries()) expect(box(index + 1)).toHaveValue(digit);
    expect(box(6)).toHaveFocus();
  });
});
