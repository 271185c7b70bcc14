import { CATALOGUE_ADMIN_MSG, PRODUCT_CSV_MSG } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { adminUpload } from '../session';
import { AdminProductImportPage } from './import-page';

vi.mock('../session', () => ({ adminUpload: vi.fn(), adminDownload: vi.fn() }));
const upload = vi.mocked(adminUpload);

const csv = (name: string) => new File(['type,sku\r\n'], name, { type: 'text/csv' });
const answer = (body: object, status = 200) => ({
  status,
  body: { rows: 3, created: 0, updated: 0, deletedVariations: [], ...body },
});

describe('the product import page', () => {
  it('lists a damaged file’s errors by row, and imports a clean file only after checking it', async () => {
    const user = userEvent.setup();
    renderRoute(<AdminProductImportPage id="" />);
    const fileInput = screen.getByLabelText('CSV file');
    const importButton = screen.getByRole('button', { name: 'Import' });

    upload.mockResolvedValueOnce(
      answer({
        message: PRODUCT_CSV_MSG.refused,
        dryRun: true,
        errors: [
          { row: 4, column: 'price', message: CATALOGUE_ADMIN_MSG.enterPrice },
          { row: 9, column: 'categories', message: CATALOGUE_ADMIN_MSG.unknownCategory },
        ],
      }),
    );
    await user.upload(fileInput, csv('damaged.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `4price${CATALOGUE_ADMIN_MSG.enterPrice}`,
      `9categories${CATALOGUE_ADMIN_MSG.unknownCategory}`,
    ]);
    expect(upload.mock.calls[0]![0]).toBe('/admin/products/import?dryRun=true');
    expect(importButton).toBeDisabled();

    upload.mockResolvedValueOnce(
      answer({ message: PRODUCT_CSV_MSG.checked(3), dryRun: true, errors: [], updated: 2, created: 1 }),
    );
    await user.upload(fileInput, csv('fixed.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText(/Importing would create 1 and update 2 products/)).toBeInTheDocument();
    await waitFor(() => expect(importButton).toBeEnabled());

    upload.mockResolvedValueOnce(
      answer({ message: PRODUCT_CSV_MSG.imported(1, 2), dryRun: false, errors: [], updated: 2, created: 1 }),
    );
    await user.click(importButton);
    expect(await screen.findByText(/1 created, 2 updated/)).toBeInTheDocument();
    expect(upload.mock.calls[2]![0]).toBe('/admin/products/import?dryRun=false');
  });

  it('warns before an import deletes the variations a file leaves out, and says after that it did', async () => {
    const user = userEvent.setup();
    renderRoute(<AdminProductImportPage id="" />);
    const deletedVariations = [
      { productSku: 'OUD', sku: 'OUD-3ML', stock: 5 },
      { productSku: 'OUD', sku: 'OUD-12ML', stock: 3 },
    ];
    upload.mockResolvedValueOnce(
      answer({
        message: PRODUCT_CSV_MSG.checked(2),
        dryRun: true,
        errors: [],
        updated: 1,
        deletedVariations,
      }),
    );
    await user.upload(screen.getByLabelText('CSV file'), csv('filtered.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(PRODUCT_CSV_MSG.willDelete(2, 8));
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['OUD: OUD-3ML (5 in stock)', 'OUD: OUD-12ML (3 in stock)']);

    upload.mockResolvedValueOnce(
      answer({
        message: PRODUCT_CSV_MSG.imported(0, 1),
        dryRun: false,
        errors: [],
        updated: 1,
        deletedVariations,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(PRODUCT_CSV_MSG.deleted(2, 8))).toBeInTheDocument();
  });
});
