import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { readAnswer } from '@/lib/api-client';
import { bindField } from './bind-field';
import { Field } from './field';
import { applyServerErrors } from './server-errors';
import { SubmitButton } from './submit-button';
import { TextareaField } from './textarea-field';

describe('Field', () => {
  it('ties its label, hint and error to the input', () => {
    render(<Field label="City" hint="As on the parcel" error="Enter a city" />);
    const input = screen.getByLabelText('City');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Enter a city',
      'As on the parcel',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a city');
  });

  it('is not marked invalid and describes nothing without an error or hint', () => {
    render(<Field label="City" />);
    const input = screen.getByLabelText('City');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('TextareaField', () => {
  it('counts up to its maxLength and turns the counter red when full', () => {
    const { rerender } = render(
      <TextareaField label="Message" maxLength={5} count={{ length: 4, testId: 'counter' }} />,
    );
    const counter = screen.getByTestId('counter');
    expect(counter).toHaveTextContent('4/5');
    expect(counter).not.toHaveClass('text-sale');
    expect(screen.getByLabelText('Message').getAttribute('aria-describedby')).toBe(counter.id);
    rerender(<TextareaField label="Message" maxLength={5} count={{ length: 5, testId: 'counter' }} />);
    expect(counter).toHaveTextContent('5/5');
    expect(counter).toHaveClass('text-sale');
  });
});

describe('SubmitButton', () => {
  it('reads the busy label and is disabled while busy', () => {
    const { rerender } = render(<SubmitButton busy={false}>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(
      <SubmitButton busy busyLabel="Sending...">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});

function Demo({
  refusal,
  fields,
}: {
  refusal: unknown;
  fields: readonly ('name' | 'email')[] | Record<string, 'name' | 'email'>;
}) {
  const {
    register,
    setError,
    formState: { errors },
  } = useForm<{ name: string; email: string }>();
  return (
    <form>
      <Field label="Name" error={errors.name?.message} {...register('name')} />
      <Field label="Email" error={errors.email?.message} {...register('email')} />
      <button
        type="button"
        onClick={(event) => {
          event.currentTarget.dataset.shown = String(applyServerErrors(setError, refusal, fields));
        }}
      >
        Fail
      </button>
    </form>
  );
}

async function refusedWith(body: unknown) {
  const response = new Response(JSON.stringify(body), { status: 400 });
  return readAnswer('/x', response, false).catch((error: unknown) => error);
}

describe('applyServerErrors', () => {
  it("shows the server's message under each input a refusal names, focusing the first", async () => {
    const refusal = await refusedWith({
      isError: true,
      msg: 'Enter a valid email',
      code: 'BAD_REQUEST',
      fields: { school: 'Enter a valid email', name: 'Enter your name', other: 'Not in this form' },
    });
    render(<Demo refusal={refusal} fields={{ name: 'name', school: 'email' }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Fail' })).toHaveAttribute('data-shown', 'true');
  });

  it('shows nothing and says so when the refusal names no input of the form', async () => {
    const refusal = await refusedWith({ isError: true, msg: 'Too many tries', code: 'TOO_MANY_REQUESTS' });
    render(<Demo refusal={refusal} fields={['name', 'email']} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Fail' })).toHaveAttribute('data-shown', 'false');
  });
});

function BoundDemo() {
  const {
    register,
    setError,
    formState: { errors },
  } = useForm<{ address: { city: string } }>();
  const field = bindField(register, errors);
  return (
    <form>
      <Field label="City" {...field('address.city')} />
      <button type="button" onClick={() => setError('address.city', { message: 'Enter a city' })}>
        Fail
      </button>
    </form>
  );
}

describe('bindField', () => {
  it('registers the input under its name and shows that name’s error under it', async () => {
    render(<BoundDemo />);
    const input = screen.getByLabelText('City');
    expect(input).toHaveAttribute('name', 'address.city');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fail' }));
    expect(input).toHaveAccessibleDescription('Enter a city');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
