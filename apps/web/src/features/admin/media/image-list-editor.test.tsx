import { CATALOGUE_ADMIN_MSG } from '@storefront/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { retype } from '../testing';
import { ImageListEditor } from './image-list-editor';

function Harness({ initial, single = false }: { initial: string[]; single?: boolean }) {
  const [urls, setUrls] = useState(initial);
  return (
    <>
      <ImageListEditor label="Images" value={urls} onChange={setUrls} single={single} />
      <output>{urls.join(' | ')}</output>
    </>
  );
}

describe('ImageListEditor', () => {
  it('adds an address, refuses one that is not the shop’s, moves and removes images', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/media/a.jpg', '/media/b.jpg']} />);
    const output = screen.getByRole('status');

    await user.type(screen.getByLabelText('Images: address to add'), 'http://elsewhere/c.jpg');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(CATALOGUE_ADMIN_MSG.badImage)).toBeInTheDocument();
    expect(output).toHaveTextContent('/media/a.jpg | /media/b.jpg');

    await retype(user, screen.getByLabelText('Images: address to add'), '/media/c.jpg{Enter}');
    expect(output).toHaveTextContent('/media/a.jpg | /media/b.jpg | /media/c.jpg');
    expect(screen.queryByText(CATALOGUE_ADMIN_MSG.badImage)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    expect(output).toHaveTextContent('/media/a.jpg | /media/c.jpg | /media/b.jpg');
    await user.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    expect(output).toHaveTextContent('/media/c.jpg | /media/a.jpg | /media/b.jpg');
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(output).toHaveTextContent('/media/c.jpg | /media/b.jpg');
  });

  it('holds one picture when single: a new address replaces it, and there is nothing to move', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/media/logo.png']} single />);
    expect(screen.queryByText('(main image)')).toBeNull();
    expect(screen.queryByRole('button', { name: /Move image/ })).toBeNull();
    await user.type(screen.getByLabelText('Images: address to add'), '/media/new-logo.png{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(/^\/media\/new-logo\.png$/);
  });
});
