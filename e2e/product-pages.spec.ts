import { expect, test } from '@playwright/test';
import { MSG, type Product, productPath } from '../packages/shared/src/index';
import { allCards, api, cardsOnPage, SHOP } from './support/storefront';

/**
 * Storefront journeys on product cards, product pages and the guest cart (the demo shop;
 * products found through the API, as in storefront.spec.ts).
 */
test.describe('product cards and pages', () => {
  test('a variable product page changes price and SKU with the attributes', async ({ page, request }) => {
    const variable = (await allCards(request, 'type=Variable%20Product'))[0];
    test.skip(!variable, 'no variable product in the demo data');
    const product = (await api<{ data: Product }>(request, `/grouped-product/single/${variable!.product_id}`))
      .data;
    await page.goto(productPath(product));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);

    const sku = page.getByTestId('product-sku');
    const first = (await sku.textContent())!;
    const other = product.variation.find((v) => v.sku !== first)!;
    for (const [name, term] of Object.entries(other.attributes)) {
      const group = page.getByRole('group', { name: new RegExp(`^${name}`, 'i') });
      await group.locator('label', { has: page.locator(`input[value="${term}"]`) }).click();
    }
    await expect(sku).toHaveText(other.sku);
    const shown = other.salePrice ?? other.price;
    const rupees = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    }).format(shown);
    await expect(page.getByTestId('product-price')).toContainText(rupees);
    await expect(page.getByTestId('product-main-image')).toHaveAttribute('src', other.imageUrl);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(product.title));
  });

  test('an out-of-stock simple product cannot be added', async ({ page, request }) => {
    const soldOut = (await allCards(request, 'type=Simple')).find((card) => card.totalStock === 0);
    test.skip(!soldOut, 'no sold-out simple product in the demo data');
    await page.goto(`/product?search=${encodeURIComponent(soldOut!.title)}`);
    const card = cardsOnPage(page).filter({ hasText: soldOut!.title }).first();
    await expect(card.getByRole('button', { name: /Out of Stock/ })).toBeDisabled();
    await card.getByRole('link', { name: soldOut!.title }).click();
    await expect(page.getByRole('button', { name: MSG.outOfStock })).toBeDisabled();
  });

  test('a grouped product shows its package in a modal', async ({ page, request }) => {
    const groupedCard = (await allCards(request, 'type=Grouped%20Product'))[0];
    test.skip(!groupedCard, 'no grouped product in the demo data');
    const grouped = (
      await api<{ data: Product }>(request, `/grouped-product/single/${groupedCard!.product_id}`)
    ).data;
    await page.goto(`/product?search=${encodeURIComponent(grouped.title)}`);
    const card = cardsOnPage(page).filter({ hasText: grouped.title }).first();
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: grouped.title });
    await expect(dialog.getByText(MSG.includedInPackage)).toBeVisible();
    await expect(dialog.getByTestId('grouped-items').getByRole('listitem')).toHaveCount(
      grouped.grouped_product.length,
    );
    await expect(dialog.getByText(/WhatsApp/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'View Details' })).toBeFocused();
    await card.getByRole('button', { name: 'View Details' }).click();
    await dialog.getByRole('button', { name: 'Select Package' }).click();
    await expect(page).toHaveURL(/\/product\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { name: MSG.includedInPackage })).toBeVisible();
  });

  test('the pincode checker gives its three messages', async ({ page, request }) => {
    const card = (await allCards(request))[0]!;
    const { pincodesData } = await api<{ pincodesData: { pincode: string; status: string }[] }>(
      request,
      `/pincode/getall/${SHOP}`,
    );
    const served = pincodesData.find((p) => p.status.toLowerCase() === 'active')!.pincode;
    const unserved = ['999999', '111111', '123456'].find((p) => !pincodesData.some((x) => x.pincode === p))!;
    await page.goto(productPath(card));
    const input = page.getByLabel('Check delivery');
    const result = page.getByTestId('pincode-result');
    await input.fill('12');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(result).toHaveText(MSG.invalidPincode);
    await input.fill(served);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(result).toHaveText(MSG.deliveryAvailable(served));
    await expect(page.getByText(/Estimated delivery by/)).toBeVisible();
    await input.fill(unserved);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(result).toHaveText(MSG.deliveryNotAvailable(unserved));
  });

  test('a bad product address shows Not Found', async ({ page }) => {
    await page.goto('/product/abc/%25%25%25');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('guest cart', () => {
  test('adds once, warns on a duplicate and counts lines in the badges', async ({ page, request }) => {
    const simple = (await allCards(request, 'type=Simple')).find((card) => card.totalStock > 0)!;
    await page.goto(`/product?search=${encodeURIComponent(simple.title)}`);
    const card = cardsOnPage(page).filter({ hasText: simple.title }).first();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    await card.getByRole('button', { name: `Add ${simple.title} to cart` }).click();
    await expect(page.getByText(MSG.addedToCart)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByTestId('floating-cart-count')).toHaveText('1');

    await card.getByRole('button', { name: `Add ${simple.title} to cart` }).click();
    await expect(page.getByText(MSG.productAlreadyInCart)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // a variation is a line of its own
    const variable = (await allCards(request, 'type=Variable%20Product'))[0];
    if (variable) {
      await page.goto(`/product?search=${encodeURIComponent(variable.title)}`);
      await cardsOnPage(page)
        .filter({ hasText: variable.title })
        .first()
        .getByRole('button', { name: 'Select' })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expect(page.getByTestId('cart-count')).toHaveText('2');
    }

    await page.reload();
    const lines = variable ? 2 : 1;
    await expect(page.getByTestId('cart-count')).toHaveText(String(lines));
    await page.getByTestId('header-cart').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(lines);
    await expect(page.getByTestId('cart-line').first()).toContainText(simple.title);
  });
});
