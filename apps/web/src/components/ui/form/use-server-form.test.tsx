import { MSG } from '@storefront/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { useServerForm } from './use-server-form';

const schema = z.object({ code: z.string().trim().min(1, { message: 'Enter a code' }) });

function CodeForm({ send }: { send: (body: { code: string }) => Promise<unknown> }) {
  const { register, formState, onSubmit, failure } = useServerForm({
    schema,
    defaultValues: { code: '' },
    fields: ['code'],
    submit: send,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <label>
        Code <input {...register('code')} />
      </label>
      {formState.errors.code ? <p>{formState.errors.code.message}</p> : null}
      {failure ? <p role="alert">{failure}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useServerForm', () => {
  it('checks the schema first, then shows a server refusal under the input it names', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(
      <CodeForm
        send={async (body) => {
          sent.push(body);
          throw new ApiError('Taken', 409, 'CONFLICT', { code: 'Another coupon has this code' });
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a code')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Code'), ' SAVE10 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another coupon has this code')).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'SAVE10' }]);
    expect(screen.getByLabelText('Code')).toHaveValue(' SAVE10 ');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("gives a refusal naming no input as the form's failure, and a network failure as the general text", async () => {
    const user = userEvent.setup();
    const answers = [
      new ApiError('Only the shop owner can do that', 403, 'FORBIDDEN'),
      new TypeError('offline'),
    ];
    render(
      <CodeForm
        send={async () => {
          throw answers.shift();
        }}
      />,
    );
    await user.type(screen.getByLabelText('Code'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the shop owner can do that');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.somethingWentWrong);
  });
});
