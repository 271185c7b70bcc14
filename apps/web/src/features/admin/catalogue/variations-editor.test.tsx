import type { AdminProduct, AdminProductBody } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { retype } from '../testing';
import { ProductForm } from './product-form';
import { adminProduct, category } from './testing';

const ROSE = '/media/rose.jpg';
const ROSE_12 = '/media/rose-12.jpg';

const variation = (sku: string, price: number, attributes: Record<string, string>, image = '') => ({
  sku,
  price,
  salePrice: null,
  stock: 4,
  image,
  attributes,
});

/** A saved rose attar in two sizes, each its own variation. */
const variable = (extra: Partial<AdminProduct> = {}) =>
  adminProduct({
    productType: 'Variable Product',
    images: [ROSE, ROSE_12],
    attributes: [{ name: 'Size', terms: ['10 ml', '12 ml'] }],
    variations: [variation('ROSE-10', 500, { Size: '10 ml' }), variation('ROSE-12', 600, { Size: '12 ml' })],
    stock: 0,
    totalStock: 8,
    ...extra,
  });

/** The product form as its page shows it; `saved` gets the body the page sends to the API as it is. */
function openForm(product: AdminProduct) {
  const save = vi.fn(async (_body: AdminProductBody) => undefined);
  // in a router, as in the console: the form asks before the owner leaves it unsaved
  renderRoute(<ProductForm product={product} categories={[category(1)]} onSave={save} />);
  const saved = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    return save.mock.calls[0]![0];
  };
  return { saved };
}

const imageChoice = (variationNumber: number) =>
  screen.getByRole('group', { name: `Variation ${variationNumber} image` });

describe('VariationsEditor: attribute choices', () => {
  it('keeps every variation’s term when an attribute and a term are renamed, and saves them under the new names', async () => {
    const user = userEvent.setup();
    const { saved } = openForm(variable());

    await retype(user, screen.getByLabelText('Attribute 1 name'), 'Volume');
    // typed at the end of "10 ml, 12 ml", as the owner would
    await user.type(screen.getByLabelText('Attribute 1 terms'), ' (large)');

    expect(screen.getByLabelText('Variation 1 Volume')).toHaveValue('10 ml');
    expect(screen.getByLabelText('Variation 2 Volume')).toHaveValue('12 ml (large)');
    const body = await saved();
    expect(body.attributes).toEqual([{ name: 'Volume', terms: ['10 ml', '12 ml (large)'] }]);
    expect(body.variations.map((row) => [row.sku, row.attributes])).toEqual([
      ['ROSE-10', { Volume: '10 ml' }],
      ['ROSE-12', { Volume: '12 ml (large)' }],
    ]);
  });

  it('clears only the choices of a removed term, and follows the attributes left after one is removed', async () => {
    const user = userEvent.setup();
    openForm(
      variable({
        attributes: [
          { name: 'Size', terms: ['10 ml', '12 ml'] },
          { name: 'Bottle', terms: ['Glass', 'Brass'] },
        ],
        variations: [
          variation('ROSE-10', 500, { Size: '10 ml', Bottle: 'Glass' }),
          variation('ROSE-12', 600, { Size: '12 ml', Bottle: 'Brass' }),
        ],
      }),
    );

    // ", 12 ml" deleted letter by letter
    await user.type(screen.getByLabelText('Attribute 1 terms'), '{Backspace}'.repeat(7));
    expect(screen.getByLabelText('Attribute 1 terms')).toHaveValue('10 ml');
    expect(screen.getByLabelText('Variation 1 Size')).toHaveValue('10 ml');
    expect(screen.getByLabelText('Variation 2 Size')).toHaveValue('');
    // a new term typed in its place is nobody's choice yet
    await user.type(screen.getByLabelText('Attribute 1 terms'), ', 15 ml');
    expect(screen.getByLabelText('Variation 2 Size')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove attribute 1' }));
    expect(screen.queryByLabelText('Variation 1 Size')).toBeNull();
    expect(screen.getByLabelText('Variation 1 Bottle')).toHaveValue('Glass');
    expect(screen.getByLabelText('Variation 2 Bottle')).toHaveValue('Brass');
  });
});

describe('VariationsEditor: a variation’s picture', () => {
  it('is chosen among the product’s images, including one just added, and saved as its address', async () => {
    const user = userEvent.setup();
    const { saved } = openForm(variable());

    const second = imageChoice(2);
    expect(within(second).getByRole('radio', { name: 'No picture of its own' })).toBeChecked();
    await user.click(within(second).getByRole('radio', { name: 'Image 2' }));
    expect(within(second).getByRole('radio', { name: 'Image 2' })).toBeChecked();

    // a picture added to the product's images is offered at once
    await user.type(screen.getByLabelText('Images: address to add'), '/media/rose-gift.jpg{Enter}');
    await user.click(within(imageChoice(1)).getByRole('radio', { name: 'Image 3' }));

    const body = await saved();
    expect(body.variations.map((row) => [row.sku, row.image])).toEqual([
      ['ROSE-10', '/media/rose-gift.jpg'],
      ['ROSE-12', ROSE_12],
    ]);
  });

  it('keeps a picture it already has that is not among the product’s images', async () => {
    const user = userEvent.setup();
    const old = 'https://images.example.com/rose-10-old.jpg';
    const { saved } = openForm(
      variable({
        variations: [
          variation('ROSE-10', 500, { Size: '10 ml' }, old),
          variation('ROSE-12', 600, { Size: '12 ml' }, ROSE_12),
        ],
      }),
    );

    const first = imageChoice(1);
    expect(within(first).getByRole('radio', { name: 'Its current picture' })).toBeChecked();
    expect(within(imageChoice(2)).getByRole('radio', { name: 'Image 2' })).toBeChecked();
    // choosing another and coming back still finds it
    await user.click(within(first).getByRole('radio', { name: 'No picture of its own' }));
    await user.click(within(first).getByRole('radio', { name: 'Its current picture' }));

    const body = await saved();
    expect(body.variations.map((row) => row.image)).toEqual([old, ROSE_12]);
  });
});
