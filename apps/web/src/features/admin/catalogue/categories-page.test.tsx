import { type AdminCategory, CATALOGUE_ADMIN_MSG } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { resetAdminSessionForTests } from '../session';
import { expectTexts, findRows, OWNER, refusal, retype, stubAdminApi } from '../testing';
import { AdminCategoriesPage } from './categories-page';
import { category } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

type Sent = { method: string; path: string; body: unknown };

function setUp(refuse?: (sent: Sent) => { status: number; body: unknown } | undefined) {
  const sent: Sent[] = [];
  let items: AdminCategory[] = [category(1), category(2, { status: 'Inactive' })];
  stubAdminApi((request, init) => {
    const method = init?.method ?? 'GET';
    const path = request.pathname.replace(/^\/api/, '');
    if (path === '/admin/refresh') return { body: { accessToken: 'staff-token', staff: OWNER } };
    if (method === 'GET' && path === '/admin/categories') return { body: { items } };
    const body = JSON.parse(String(init?.body)) as Omit<AdminCategory, 'id' | 'productCount'>;
    sent.push({ method, path, body });
    const refusal = refuse?.({ method, path, body });
    if (refusal) return refusal;
    if (method === 'POST') {
      const saved = { ...category(3), ...body, productCount: 0 };
      items = [...items, saved];
      return { status: 201, body: { message: CATALOGUE_ADMIN_MSG.categorySaved, category: saved } };
    }
    const id = path.split('/').at(-1);
    items = items.map((item) => (item.id === id ? { ...item, ...body } : item));
    return {
      body: { message: CATALOGUE_ADMIN_MSG.categorySaved, category: items.find((item) => item.id === id) },
    };
  });
  renderRoute(<AdminCategoriesPage />, { path: '/admin/categories', url: '/admin/categories' });
  return { sent };
}

describe('AdminCategoriesPage', () => {
  it('lists the categories with their product counts, positions and status', async () => {
    setUp();
    const rows = await findRows('table', 'Categories');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Attar')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Inactive')).toBeInTheDocument();
  });

  it('shows each category on a phone as a card with its status, product count and Edit button', async () => {
    setUp();
    const cards = await findRows('list', 'Categories');
    expect(cards).toHaveLength(2);
    expectTexts(cards[0]!, ['Attar', 'Active', '2 products · position 1']);
    expect(within(cards[0]!).getByRole('button', { name: 'Edit Attar' })).toBeInTheDocument();
    expectTexts(cards[1]!, ['Incense', 'Inactive', '4 products · position 2']);
    expect(within(cards[1]!).getByRole('button', { name: 'Edit Incense' })).toBeInTheDocument();
    // jsdom has no layout: the cards are for phones only and the table for wider screens
    expect(screen.getByRole('list', { name: 'Categories' })).toHaveClass('sm:hidden');
    expect(screen.getByRole('table', { name: 'Categories' }).closest('.hidden')).toHaveClass('sm:block');
  });

  it('edits a category from its phone card, in the card', async () => {
    const user = userEvent.setup();
    const { sent } = setUp();
    const cards = await findRows('list', 'Categories');
    await user.click(within(cards[1]!).getByRole('button', { name: 'Edit Incense' }));
    const form = within(cards[1]!).getByRole('form', { name: 'Edit Incense' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'Active');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CATALOGUE_ADMIN_MSG.categorySaved)).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/admin/categories/${category(2).id}`,
      body: { name: 'Incense', status: 'Active' },
    });
    const card = (await findRows('list', 'Categories'))[1]!;
    await waitFor(() => expect(within(card).queryByRole('form')).toBeNull());
    expect(within(card).getByText('Active')).toBeInTheDocument();
  });

  it('adds a category, asking for a name first', async () => {
    const user = userEvent.setup();
    const { sent } = setUp();
    const form = await screen.findByRole('form', { name: 'New category' });
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(CATALOGUE_ADMIN_MSG.enterCategoryName)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Name'), 'Rudraksha');
    await retype(user, within(form).getByLabelText('Position'), '4');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText(CATALOGUE_ADMIN_MSG.categorySaved)).toBeInTheDocument();
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/admin/categories',
      body: { name: 'Rudraksha', icon: '', description: '', position: 4, status: 'Active' },
    });
    expect(await screen.findByRole('cell', { name: 'Rudraksha' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('edits a category in its row and keeps what was typed when the name is taken', async () => {
    const user = userEvent.setup();
    const { sent } = setUp(({ body }) =>
      (body as { name: string }).name === 'Incense'
        ? refusal(409, CATALOGUE_ADMIN_MSG.categoryNameTaken, { name: CATALOGUE_ADMIN_MSG.categoryNameTaken })
        : undefined,
    );
    // the table's row; the phone's card holds the same button and form
    const table = await screen.findByRole('table', { name: 'Categories' });
    await user.click(within(table).getByRole('button', { name: 'Edit Attar' }));
    const form = within(table).getByRole('form', { name: 'Edit Attar' });
    const name = within(form).getByLabelText('Name');
    await retype(user, name, 'Incense');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(CATALOGUE_ADMIN_MSG.categoryNameTaken)).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Incense');

    await retype(user, within(form).getByLabelText('Name'), 'Attars');
    await user.selectOptions(within(form).getByLabelText('Status'), 'Inactive');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(table).queryByRole('form', { name: 'Edit Attar' })).toBeNull());
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/admin/categories/${category(1).id}`,
      body: { name: 'Attars', status: 'Inactive' },
    });
    expect(await screen.findByRole('cell', { name: 'Attars' })).toBeInTheDocument();
  });
});
