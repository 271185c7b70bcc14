import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/reload-page';
import { RouteError } from './route-error';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(reloadPage).mockClear();
});

function openFailingPage() {
  const router = createMemoryRouter([
    {
      path: '/',
      ErrorBoundary: RouteError,
      loader: () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
      Component: () => <p>The page</p>,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('says the page failed, with a way to reload or go home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openFailingPage();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('tells an offline shopper so, rather than to come back later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openFailingPage();
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText(/load again by itself once you are back online/)).toBeInTheDocument();

    // the page listens for the connection once it has been drawn (an effect): let it run first,
    // as the shopper's time offline does
    await act(async () => {});
    // back online: the page loads again, and until then it does not turn into "come back later"
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
  });
});
