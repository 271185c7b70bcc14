import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPart, lazyWithRetry } from './lazy-part';

function Menu({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('LazyPart and lazyWithRetry', () => {
  it('keeps the page when a part cannot be loaded, and loads it once asked again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Menu }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Menu });
    const LazyMenu = lazyWithRetry(load);
    const failures: unknown[] = [];

    function Page() {
      const [attempt, setAttempt] = useState(0);
      return (
        <main>
          <p>The product grid</p>
          <button type="button" onClick={() => setAttempt((count) => count + 1)}>
            Open menu
          </button>
          {attempt > 0 ? (
            <LazyPart
              key={attempt}
              onError={(error) => {
                failures.push(error);
                LazyMenu.retry();
              }}
            >
              <LazyMenu label="The menu" />
            </LazyPart>
          ) : null}
        </main>
      );
    }

    render(<Page />);
    screen.getByRole('button', { name: 'Open menu' }).click();
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    // the page the shopper was reading is still there
    expect(screen.getByText('The product grid')).toBeInTheDocument();
    expect(screen.queryByText('The menu')).toBeNull();

    screen.getByRole('button', { name: 'Open menu' }).click();
    expect(await screen.findByText('The menu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
