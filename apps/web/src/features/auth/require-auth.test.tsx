import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storedUser } from '@/lib/stored-user';
import { GuestOnly, RequireAuth } from './require-auth';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { Component: GuestOnly, children: [{ path: 'login', element: <h1>Login</h1> }] },
      { Component: RequireAuth, children: [{ path: 'my-account', element: <h1>My Account</h1> }] },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => storedUser.clear());

describe('GuestOnly', () => {
  it('shows /login to a guest', async () => {
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('leads a customer who is signed in already to My Account', async () => {
    storedUser.set({ user_id: 'u1', full_name: 'Asha Rao' });
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account');
  });
});
