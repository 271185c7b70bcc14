import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Columns, DataTable } from './data-table';

type Row = { id: string; email: string };

const columns: Columns<Row> = [{ id: 'email', header: 'Email', cell: ({ row }) => row.original.email }];

describe('DataTable', () => {
  it('lets a keyboard reach the box a wide table scrolls in, named by its caption', async () => {
    render(
      <DataTable
        rows={[{ id: '1', email: 'a-very-long-address-of-a-subscriber@example.com' }]}
        columns={columns}
        caption="Newsletter subscribers"
      />,
    );
    const box = screen.getByRole('region', { name: 'Newsletter subscribers' });
    expect(within(box).getByRole('table', { name: 'Newsletter subscribers' })).toBeInTheDocument();
    // a table of plain text holds no link or button: the box itself is the tab stop
    await userEvent.setup().tab();
    expect(box).toHaveFocus();
  });
});
