import { CATALOGUE_ADMIN_MSG, HOME_CONTENT_MSG } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAdminSessionForTests } from '../session';
import { refusal, retype } from '../testing';
import {
  moveIn,
  OUD,
  openEditForm,
  openNewForm,
  ROSE,
  renderHomePage,
  slider,
  stubHomeApi,
} from './home-testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const list = async (name: string) => within(await screen.findByRole('list', { name }));

describe('AdminHomeContentPage lists', { timeout: 20_000 }, () => {
  it('shows each list in the storefront’s order, hidden cards marked', async () => {
    stubHomeApi();
    renderHomePage();
    const cards = (await list('Slider cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('The Oud Edit')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Up to 20% off · ₹1,999.00 · → Oud Royale')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Inactive')).toBeInTheDocument();
    const headings = (await list('Announcement strip')).getAllByRole('listitem');
    expect(headings.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Free delivery over ₹999'),
      expect.stringContaining('Diwali gifts ship today'),
    ]);
    expect((await list('New arrivals')).getByText('2 products: Rose Attar, Oud Royale')).toBeInTheDocument();
    expect((await list('Offers')).getByText('Free diya')).toBeInTheDocument();
  });

  it('moves, hides and (on a second press) deletes a card, showing the server’s answer', async () => {
    const user = userEvent.setup();
    const { sent } = stubHomeApi({
      apply: (home, { path, method, body }) => {
        const id = path.split('/')[4]!;
        if (path.endsWith('/move'))
          moveIn(home.sliders, id, (body as { direction: 'up' | 'down' }).direction);
        else if (path.endsWith('/status'))
          home.sliders = home.sliders.map((card) =>
            card.id === id ? { ...card, status: 'Inactive' } : card,
          );
        else if (method === 'DELETE') home.sliders = home.sliders.filter((card) => card.id !== id);
        return id;
      },
    });
    renderHomePage();
    const cards = await list('Slider cards');
    expect(cards.getByRole('button', { name: 'Move The Oud Edit up' })).toBeDisabled();
    await user.click(cards.getByRole('button', { name: 'Move The Oud Edit down' }));
    expect(await screen.findByText(HOME_CONTENT_MSG.moved)).toBeInTheDocument();
    expect(sent[0]).toEqual({
      method: 'POST',
      path: `/admin/home/sliders/${slider(1).id}/move`,
      body: { direction: 'down' },
    });
    await waitFor(() => expect(cards.getAllByRole('listitem')[0]).toHaveTextContent('Rose Week'));

    await user.click(cards.getByRole('button', { name: 'Hide The Oud Edit' }));
    expect(await screen.findByText(HOME_CONTENT_MSG.deactivated)).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ method: 'PATCH', body: { status: 'Inactive' } });
    expect(await cards.findByRole('button', { name: 'Show The Oud Edit' })).toBeInTheDocument();

    await user.click(cards.getByRole('button', { name: 'Delete The Oud Edit' }));
    expect(sent).toHaveLength(2);
    await user.click(cards.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(HOME_CONTENT_MSG.sliderDeleted)).toBeInTheDocument();
    expect(sent[2]).toEqual({
      method: 'DELETE',
      path: `/admin/home/sliders/${slider(1).id}`,
      body: undefined,
    });
    await waitFor(() => expect(cards.queryByText('The Oud Edit')).toBeNull());
  });
});

describe('the slider card form', { timeout: 20_000 }, () => {
  it('asks for a name and both pictures, then adds a card linked to a product found by a search', async () => {
    const user = userEvent.setup();
    const { sent } = stubHomeApi({
      apply: (home, { body }) => {
        home.sliders.push(
          slider(3, { sliderName: (body as { sliderName: string }).sliderName, product: ROSE }),
        );
        return slider(3).id;
      },
    });
    const form = await openNewForm(user, 'slider card');
    await user.click(within(form).getByRole('button', { name: 'Add slider card' }));
    expect(await within(form).findByText(HOME_CONTENT_MSG.enterSliderName)).toBeInTheDocument();
    expect(within(form).getByText(HOME_CONTENT_MSG.addImage)).toBeInTheDocument();
    expect(within(form).getByText(HOME_CONTENT_MSG.addBackgroundImage)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Slider name'), 'Monsoon musk');
    await user.type(within(form).getByLabelText('Price (₹)'), '1299.50');
    await user.type(within(form).getByLabelText('Cut-off price (₹)'), '1599');
    await user.type(within(form).getByLabelText('Image: address to add'), '/media/monsoon.webp{Enter}');
    await user.type(
      within(form).getByLabelText('Background image: address to add'),
      'https://cdn.example.com/rain.webp{Enter}',
    );
    await user.type(within(form).getByLabelText('Linked product'), 'rose');
    await user.click(await within(form).findByRole('button', { name: 'Choose Rose Attar' }));
    expect(within(form).getByRole('button', { name: 'Unlink Rose Attar' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add slider card' }));

    expect(await screen.findByText(HOME_CONTENT_MSG.sliderSaved)).toBeInTheDocument();
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/admin/home/sliders',
      body: {
        sliderName: 'Monsoon musk',
        offerName: '',
        description: '',
        price: 1299.5,
        cutOffPrice: 1599,
        image: '/media/monsoon.webp',
        backgroundImage: 'https://cdn.example.com/rain.webp',
        productId: ROSE.id,
        status: 'Active',
      },
    });
    expect(screen.queryByRole('form', { name: 'New slider card' })).toBeNull();
    expect((await list('Slider cards')).getByText('Monsoon musk')).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server’s message under its input', async () => {
    const user = userEvent.setup();
    const { sent } = stubHomeApi({
      refuse: () =>
        refusal(400, HOME_CONTENT_MSG.unknownProduct, {
          productId: HOME_CONTENT_MSG.unknownProduct,
          image: CATALOGUE_ADMIN_MSG.badImage,
        }),
    });
    const form = await openEditForm(user, 'The Oud Edit');
    expect(within(form).getByRole('button', { name: `Unlink ${OUD.title}` })).toBeInTheDocument();
    const name = within(form).getByLabelText('Slider name');
    await retype(user, name, 'The Oud Edit II');
    await user.selectOptions(within(form).getByLabelText('Status'), 'Inactive');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText(HOME_CONTENT_MSG.unknownProduct)).toBeInTheDocument();
    expect(within(form).getByText(CATALOGUE_ADMIN_MSG.badImage)).toBeInTheDocument();
    expect(within(form).getByLabelText('Slider name')).toHaveValue('The Oud Edit II');
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: `/admin/home/sliders/${slider(1).id}`,
      body: { sliderName: 'The Oud Edit II', productId: OUD.id, status: 'Inactive', price: 1999 },
    });
  });
});

describe('a card form’s own checks', { timeout: 20_000 }, () => {
  it.each([
    {
      name: 'refuses a cut-off price not above the price before sending',
      card: 'Rose Week',
      label: 'Cut-off price (₹)',
      typed: '1000',
      message: HOME_CONTENT_MSG.enterCutOffPrice,
    },
    {
      name: 'refuses an offer link that is neither the shop’s page nor https',
      card: 'Free diya',
      label: 'Link',
      typed: 'javascript:alert(1)',
      message: HOME_CONTENT_MSG.badLink,
    },
  ])('$name', async ({ card, label, typed, message }) => {
    const user = userEvent.setup();
    const { sent } = stubHomeApi();
    const form = await openEditForm(user, card);
    await retype(user, within(form).getByLabelText(label), typed);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
