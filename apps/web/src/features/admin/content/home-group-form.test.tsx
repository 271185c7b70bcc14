import { type AdminNewArrivalGroupBody, HOME_CONTENT_MSG } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { resetAdminSessionForTests } from '../session';
import { AdminHomeContentPage } from './home-page';
import { homeContent, MUSK, OUD, ROSE, stubHomeApi } from './home-testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const render = () => renderRoute(<AdminHomeContentPage />, { path: '/admin/home', url: '/admin/home' });
const GROUP = homeContent().newArrivals[0]!;

describe('the new-arrival group form', { timeout: 20_000 }, () => {
  it('orders a group’s products: moves one, adds one found by a search, removes one', async () => {
    const user = userEvent.setup();
    const { sent } = stubHomeApi({
      apply: (home, { body }) => {
        const { productIds } = body as AdminNewArrivalGroupBody;
        home.newArrivals[0]!.products = productIds.map((id) => [ROSE, OUD, MUSK].find((p) => p.id === id)!);
        return GROUP.id;
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Attars' }));
    const form = screen.getByRole('form', { name: 'Edit Attars' });
    const chosen = within(within(form).getByRole('list', { name: 'Products of the group' }));
    await user.click(chosen.getByRole('button', { name: 'Move Oud Royale up' }));
    // products already in the group are not offered again; an inactive one says it is not shown
    await user.type(within(form).getByLabelText('Add a product'), 'o');
    const results = within(await within(form).findByRole('list', { name: 'Products found' }));
    expect(results.queryByRole('button', { name: 'Choose Rose Attar' })).toBeNull();
    await waitFor(() => expect(results.queryByRole('button', { name: 'Choose Oud Royale' })).toBeNull());
    await user.clear(within(form).getByLabelText('Add a product'));
    await user.type(within(form).getByLabelText('Add a product'), 'musk');
    await user.click(await within(form).findByRole('button', { name: 'Choose Hidden Musk' }));
    expect(chosen.getByText('Inactive: not shown')).toBeInTheDocument();
    await user.click(chosen.getByRole('button', { name: 'Remove Rose Attar' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(HOME_CONTENT_MSG.groupSaved)).toBeInTheDocument();
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: `/admin/home/new-arrivals/${GROUP.id}`,
      body: { categoryName: 'Attars', description: 'Fresh in', productIds: [OUD.id, MUSK.id] },
    });
    expect(
      within(screen.getByRole('list', { name: 'New arrivals' })).getByText(
        '2 products: Oud Royale, Hidden Musk',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of one product under that product, keeping the list', async () => {
    const user = userEvent.setup();
    stubHomeApi({
      refuse: () => ({
        status: 400,
        body: {
          isError: true,
          code: 'BAD_REQUEST',
          msg: HOME_CONTENT_MSG.unknownProduct,
          fields: { 'productIds.1': HOME_CONTENT_MSG.unknownProduct },
        },
      }),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Attars' }));
    const form = screen.getByRole('form', { name: 'Edit Attars' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const items = within(within(form).getByRole('list', { name: 'Products of the group' })).getAllByRole(
      'listitem',
    );
    expect(await within(items[1]!).findByText(HOME_CONTENT_MSG.unknownProduct)).toBeInTheDocument();
    expect(within(items[0]!).queryByText(HOME_CONTENT_MSG.unknownProduct)).toBeNull();
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Rose Attar'),
      expect.stringContaining('Oud Royale'),
    ]);
  });

  it('asks for a name and at least one product before sending a new group', async () => {
    const user = userEvent.setup();
    const { sent } = stubHomeApi();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add group' }));
    const form = screen.getByRole('form', { name: 'New group' });
    await user.click(within(form).getByRole('button', { name: 'Add group' }));
    expect(await within(form).findByText(HOME_CONTENT_MSG.enterGroupName)).toBeInTheDocument();
    expect(within(form).getByText(HOME_CONTENT_MSG.addProduct)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('headings and offers', { timeout: 20_000 }, () => {
  it('adds a heading, refusing an empty one first', async () => {
    const user = userEvent.setup();
    const { sent } = stubHomeApi({
      apply: (home, { body }) => {
        home.marquees.push({
          id: 'new-heading',
          heading: (body as { heading: string }).heading,
          position: 3,
        });
        return 'new-heading';
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add heading' }));
    const form = screen.getByRole('form', { name: 'New heading' });
    await user.click(within(form).getByRole('button', { name: 'Add heading' }));
    expect(await within(form).findByText(HOME_CONTENT_MSG.enterHeading)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Heading'), 'Rakhi hampers are here');
    await user.click(within(form).getByRole('button', { name: 'Add heading' }));
    expect(await screen.findByText(HOME_CONTENT_MSG.marqueeSaved)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/admin/home/marquees', body: { heading: 'Rakhi hampers are here' } },
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Announcement strip' })).getByText('Rakhi hampers are here'),
    ).toBeInTheDocument();
  });

  it('refuses an offer link that is neither the shop’s page nor https', async () => {
    const user = userEvent.setup();
    const { sent } = stubHomeApi();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Free diya' }));
    const form = screen.getByRole('form', { name: 'Edit Free diya' });
    await user.clear(within(form).getByLabelText('Link'));
    await user.type(within(form).getByLabelText('Link'), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(HOME_CONTENT_MSG.badLink)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
