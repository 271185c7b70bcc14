import { MSG } from '@storefront/shared';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state';

function Offers({ load }: { load: () => Promise<string[]> }) {
  const offers = useQuery({ queryKey: ['offers'], queryFn: load });
  return (
    <QueryState query={offers} pending={<p>Loading</p>}>
      {(names) => <p>{names.join(', ')}</p>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('says a section failed in place, and asks again when Try again is pressed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(['Diwali offer']);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Offers load={load} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.somethingWentWrong);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Diwali offer')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
