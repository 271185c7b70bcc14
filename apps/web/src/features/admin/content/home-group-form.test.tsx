import { type AdminNewArrivalGroupBody, HOME_CONTENT_MSG } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAdminSessionForTests } from '../session';
import { refusal, retype } from '../testing';
import { homeContent, MUSK, OUD, openEditForm, openNewForm, ROSE, stubHomeApi } from './home-testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

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
    const form = await openEditForm(user, 'Attars');
    const chosen = within(within(form).getByRole('list', { name: 'Products of the group' }));
    await user.click(chosen.getByRole('button', { name: 'Move Oud Royale up' }));
    // products already in the group are not offered again; an inactive one says it is not shown
    await user.type(within(form).getByLabelText('Add a product'), 'o');
    const results = within(await within(form).findByRole('list', { name: 'Products found' }));
    expect(results.queryByRole('button', { name: 'Choose Rose Attar' })).toBeNull();
    await waitFor(() => expect(results.queryByRole('button', { name: 'Choose Oud Royale' })).toBeNull());
    await retype(user, within(form).getByLabelText('Add a product'), 'musk');
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
      refuse: () =>
        refusal(400, HOME_CONTENT_MSG.unknownProduct, { 'productIds.1': HOME_CONTENT_MSG.unknownProduct }),
    });
    const form = await openEditForm(user, 'Attars');
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
    const form = await openNewForm(user, 'group');
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
    const form = await openNewForm(user, 'heading');
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
});
