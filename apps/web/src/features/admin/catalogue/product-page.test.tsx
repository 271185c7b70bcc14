import { type AdminProduct, CATALOGUE_ADMIN_MSG, STOCK_MOVEMENT_REASONS } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { resetAdminSessionForTests } from '../session';
import { findRows, OWNER, refusal, retype, stubAdminApi } from '../testing';
import { AdminProductPage } from './product-page';
import { adminProduct, category, PRODUCT_ID, STOCK_HISTORY } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const COPY_ID = '00000000-0000-4000-8000-0000000000b2';

/** As the console's router does: the page gets the id in the address. */
function Routed() {
  const { id } = useParams();
  return <AdminProductPage id={id ?? ''} />;
}

type Sent = { method: string; path: string; body: unknown };
type Answer = { status?: number; body: unknown } | undefined;

function setUp(
  url: string,
  {
    product = adminProduct(),
    answer = () => undefined,
  }: { product?: AdminProduct; answer?: (sent: Sent) => Answer } = {},
) {
  const sent: Sent[] = [];
  let current = product;
  stubAdminApi((request, init) => {
    const method = init?.method ?? 'GET';
    const path = request.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (path === '/admin/refresh') return { body: { accessToken: 'staff-token', staff: OWNER } };
    if (path === '/admin/categories') return { body: { items: [category(1), category(2)] } };
    if (method !== 'GET') sent.push({ method, path, body });
    const own = answer({ method, path, body });
    if (own) {
      if (typeof own.body === 'object' && own.body && 'product' in own.body)
        current = (own.body as { product: AdminProduct }).product;
      return own;
    }
    if (path === `/admin/products/${current.id}` && method === 'GET') return { body: { product: current } };
    if (path === `/admin/products/${PRODUCT_ID}/stock-history`) return { body: STOCK_HISTORY };
    return undefined;
  });
  const view = renderRoute(<Routed />, { path: '/admin/products/:id', url });
  return { ...view, sent };
}

describe('AdminProductPage: a new product', () => {
  it('shows what is missing under each input, puts the cursor in the first one, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = setUp('/admin/products/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CATALOGUE_ADMIN_MSG.enterTitle)).toBeInTheDocument();
    expect(screen.getByText(CATALOGUE_ADMIN_MSG.addImage)).toBeInTheDocument();
    expect(screen.getByText(CATALOGUE_ADMIN_MSG.chooseCategory)).toBeInTheDocument();
    expect(screen.getByText(CATALOGUE_ADMIN_MSG.enterPrice)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    // the first field the owner meets on screen, not the last one registered
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('creates the product and opens it, saying so', async () => {
    const user = userEvent.setup();
    const created = adminProduct({ title: 'Sandal attar', sku: 'ATTAR-SANDAL', stock: 4, totalStock: 4 });
    const { sent, router } = setUp('/admin/products/new', {
      product: created,
      answer: ({ method, path }) =>
        method === 'POST' && path === '/admin/products'
          ? { status: 201, body: { message: CATALOGUE_ADMIN_MSG.productCreated, product: created } }
          : undefined,
    });
    await user.type(await screen.findByLabelText('Title'), 'Sandal attar');
    await user.type(screen.getByLabelText('SKU'), 'ATTAR-SANDAL');
    await user.type(screen.getByLabelText('Key features'), 'Alcohol free{Enter}Long lasting');
    await user.click(screen.getByRole('checkbox', { name: 'Attar' }));
    await user.type(screen.getByLabelText('Images: address to add'), '/media/sandal.jpg');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Price (₹)'), '650');
    await user.type(screen.getByLabelText('Opening stock'), '{Backspace}4');
    await user.selectOptions(screen.getByLabelText('GST rate'), '18');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/products/${PRODUCT_ID}`));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/admin/products',
      body: {
        productType: 'Simple',
        title: 'Sandal attar',
        sku: 'ATTAR-SANDAL',
        keyFeatures: ['Alcohol free', 'Long lasting'],
        categories: ['Attar'],
        images: ['/media/sandal.jpg'],
        price: 650,
        salePrice: null,
        stock: 4,
        gstRate: 18,
        hsnCode: null,
      },
    });
    expect(await screen.findByText(CATALOGUE_ADMIN_MSG.productCreated)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Sandal attar')).toBeInTheDocument();
    // a saved product keeps its type and its stock changes only through the Stock panel
    expect(screen.getByText(CATALOGUE_ADMIN_MSG.typeFixed)).toBeInTheDocument();
    expect(screen.queryByLabelText('Opening stock')).toBeNull();
  });
});

describe('AdminProductPage: a saved product', () => {
  it("shows the server's refusal under SKU and keeps what was typed", async () => {
    const user = userEvent.setup();
    setUp(`/admin/products/${PRODUCT_ID}`, {
      answer: ({ method }) =>
        method === 'PUT'
          ? refusal(409, CATALOGUE_ADMIN_MSG.skuTaken, { sku: CATALOGUE_ADMIN_MSG.skuTaken })
          : undefined,
    });
    const title = await screen.findByLabelText('Title');
    await retype(user, title, 'Rose attar, 12 ml');
    const sku = screen.getByLabelText('SKU');
    await retype(user, sku, 'TAKEN-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CATALOGUE_ADMIN_MSG.skuTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('SKU')).toHaveValue('TAKEN-1');
    expect(screen.getByLabelText('Title')).toHaveValue('Rose attar, 12 ml');
  });

  it('saves with PUT and says so', async () => {
    const user = userEvent.setup();
    const { sent } = setUp(`/admin/products/${PRODUCT_ID}`, {
      answer: ({ method, body }) =>
        method === 'PUT'
          ? {
              body: {
                message: CATALOGUE_ADMIN_MSG.productSaved,
                product: adminProduct({ salePrice: (body as { salePrice: number }).salePrice }),
              },
            }
          : undefined,
    });
    await user.type(await screen.findByLabelText('Sale price (₹)'), '450');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CATALOGUE_ADMIN_MSG.productSaved)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: `/admin/products/${PRODUCT_ID}`,
      body: { sku: 'ATTAR-ROSE', price: 500, salePrice: 450, gstRate: 18, hsnCode: '3303' },
    });
    expect(screen.getByLabelText('Sale price (₹)')).toHaveValue(450);
  });

  it('duplicates into a draft and opens the copy', async () => {
    const user = userEvent.setup();
    const copy = adminProduct({
      id: COPY_ID,
      status: 'Draft',
      title: 'Rose attar (copy)',
      sku: 'ATTAR-ROSE-COPY',
    });
    const { router } = setUp(`/admin/products/${PRODUCT_ID}`, {
      answer: ({ method, path }) => {
        if (method === 'POST' && path.endsWith('/duplicate'))
          return { status: 201, body: { message: CATALOGUE_ADMIN_MSG.productDuplicated, product: copy } };
        if (path === `/admin/products/${COPY_ID}`) return { body: { product: copy } };
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/products/${COPY_ID}`));
    expect(await screen.findByText(CATALOGUE_ADMIN_MSG.productDuplicated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('SKU')).toHaveValue('ATTAR-ROSE-COPY'));
  });

  it('deactivates and activates the product', async () => {
    const user = userEvent.setup();
    const { sent } = setUp(`/admin/products/${PRODUCT_ID}`, {
      answer: ({ method, body }) =>
        method === 'PATCH'
          ? {
              body: {
                message: 'Status changed',
                product: adminProduct({ status: (body as { status: 'Inactive' }).status }),
              },
            }
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(sent[0]).toEqual({
      method: 'PATCH',
      path: `/admin/products/${PRODUCT_ID}/status`,
      body: { status: 'Inactive' },
    });
    expect(screen.getByLabelText('Status')).toHaveValue('Inactive');
  });

  it('adjusts stock with a note and shows the history with its reasons', async () => {
    const user = userEvent.setup();
    const { sent } = setUp(`/admin/products/${PRODUCT_ID}`, {
      answer: ({ method, path }) =>
        method === 'POST' && path.endsWith('/stock')
          ? {
              body: {
                message: CATALOGUE_ADMIN_MSG.stockAdjusted,
                sku: 'ATTAR-ROSE',
                stock: 10,
                totalStock: 10,
              },
            }
          : undefined,
    });
    expect(await screen.findByTestId('stock-ATTAR-ROSE')).toHaveTextContent('7');
    const rows = await findRows('table', 'Stock history');
    expect(within(rows[1]!).getByText(STOCK_MOVEMENT_REASONS.order)).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'OR261121-00001' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText(STOCK_MOVEMENT_REASONS.manual)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('+9')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Adjust stock' });
    await user.click(within(form).getByRole('button', { name: 'Adjust' }));
    expect(await within(form).findByText(CATALOGUE_ADMIN_MSG.enterChange)).toBeInTheDocument();
    expect(within(form).getByText(CATALOGUE_ADMIN_MSG.enterNote)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Change'), '3');
    await user.type(within(form).getByLabelText('Note'), 'Found in the back');
    await user.click(within(form).getByRole('button', { name: 'Adjust' }));
    expect(await within(form).findByText(CATALOGUE_ADMIN_MSG.stockAdjusted)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: `/admin/products/${PRODUCT_ID}/stock`,
      body: { sku: 'ATTAR-ROSE', change: 3, note: 'Found in the back' },
    });

    // the next try's refusal does not stand beside the last one's confirmation
    await user.type(within(form).getByLabelText('Change'), '2');
    await user.click(within(form).getByRole('button', { name: 'Adjust' }));
    expect(await within(form).findByText(CATALOGUE_ADMIN_MSG.enterNote)).toBeInTheDocument();
    expect(within(form).queryByText(CATALOGUE_ADMIN_MSG.stockAdjusted)).toBeNull();
  });

  it("shows a refused stock change's message under Change", async () => {
    const user = userEvent.setup();
    setUp(`/admin/products/${PRODUCT_ID}`, {
      answer: ({ path }) =>
        path.endsWith('/stock')
          ? refusal(409, CATALOGUE_ADMIN_MSG.stockBelowZero(7), {
              change: CATALOGUE_ADMIN_MSG.stockBelowZero(7),
            })
          : undefined,
    });
    const form = await screen.findByRole('form', { name: 'Adjust stock' });
    await user.type(within(form).getByLabelText('Change'), '-9');
    await user.type(within(form).getByLabelText('Note'), 'Broken');
    await user.click(within(form).getByRole('button', { name: 'Adjust' }));
    expect(await within(form).findByText(CATALOGUE_ADMIN_MSG.stockBelowZero(7))).toBeInTheDocument();
    expect(within(form).getByLabelText('Change')).toHaveValue(-9);
  });
});

describe('AdminProductPage: a variable product', () => {
  const variable = adminProduct({
    productType: 'Variable Product',
    attributes: [{ name: 'Size', terms: ['10 ml', '20 ml'] }],
    variations: [
      { sku: 'ROSE-10', price: 500, salePrice: null, stock: 6, image: '', attributes: { Size: '10 ml' } },
    ],
    stock: 0,
    totalStock: 6,
  });

  it('keeps a saved variation’s stock read-only and sends a new variation with its opening stock', async () => {
    const user = userEvent.setup();
    const { sent } = setUp(`/admin/products/${PRODUCT_ID}`, {
      product: variable,
      answer: ({ method }) =>
        method === 'PUT'
          ? { body: { message: CATALOGUE_ADMIN_MSG.productSaved, product: variable } }
          : undefined,
    });
    expect(await screen.findByTestId('variation-stock')).toHaveTextContent('6');
    expect(screen.queryByLabelText('Variation 1 stock')).toBeNull();
    expect(screen.queryByLabelText('Price (₹)')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add variation' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CATALOGUE_ADMIN_MSG.enterSku)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Variation 2 SKU'), 'ROSE-20');
    await user.type(screen.getByLabelText('Variation 2 price (₹)'), '900');
    await user.type(screen.getByLabelText('Variation 2 stock'), '{Backspace}3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // the combination is checked once every variation's own boxes are right
    expect(await screen.findByText(CATALOGUE_ADMIN_MSG.chooseTerm)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Variation 2 Size'), '20 ml');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      productType: 'Variable Product',
      attributes: [{ name: 'Size', terms: ['10 ml', '20 ml'] }],
      variations: [
        { sku: 'ROSE-10', price: 500, stock: 6, attributes: { Size: '10 ml' } },
        { sku: 'ROSE-20', price: 900, salePrice: null, stock: 3, attributes: { Size: '20 ml' } },
      ],
    });
    expect(await screen.findByText(CATALOGUE_ADMIN_MSG.productSaved)).toBeInTheDocument();
  });

  it("shows a server refusal of one variation's SKU under that variation", async () => {
    const user = userEvent.setup();
    setUp(`/admin/products/${PRODUCT_ID}`, {
      product: variable,
      answer: ({ method }) =>
        method === 'PUT'
          ? refusal(409, CATALOGUE_ADMIN_MSG.skuTaken, { 'variations.0.sku': CATALOGUE_ADMIN_MSG.skuTaken })
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CATALOGUE_ADMIN_MSG.skuTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Variation 1 SKU')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('AdminProductPage: a grouped product', () => {
  it('asks for at least one included item, then sends the items', async () => {
    const user = userEvent.setup();
    const grouped = adminProduct({ productType: 'Grouped Product', groupedItems: [] });
    const { sent } = setUp(`/admin/products/${PRODUCT_ID}`, {
      product: grouped,
      answer: ({ method }) =>
        method === 'PUT'
          ? { body: { message: CATALOGUE_ADMIN_MSG.productSaved, product: grouped } }
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CATALOGUE_ADMIN_MSG.addGroupedItem)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByLabelText('Item 1 title'), 'Brass diya');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      groupedItems: [{ title: 'Brass diya', image: '', productId: null }],
    });
  });
});
