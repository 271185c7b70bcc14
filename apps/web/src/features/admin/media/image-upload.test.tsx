import { MEDIA_MSG } from '@storefront/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { uploadPictures } from '../api/media';
import { ImageListEditor } from './image-list-editor';

vi.mock('../api/media', () => ({ uploadPictures: vi.fn() }));
const upload = vi.mocked(uploadPictures);

function Harness() {
  const [urls, setUrls] = useState(['/media/a.jpg']);
  return (
    <>
      <ImageListEditor label="Images" value={urls} onChange={setUrls} />
      <output>{urls.join(' | ')}</output>
    </>
  );
}

const picture = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });
const uploaded = '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-1024.webp';

describe('ImageListEditor uploads', () => {
  it('adds the addresses of uploaded pictures after the ones it has', async () => {
    upload.mockImplementation(async (_files, onProgress) => {
      onProgress?.(0.5);
      return {
        message: MEDIA_MSG.uploaded(1),
        items: [
          {
            id: '1',
            url: uploaded,
            srcSet: '',
            width: 10,
            height: 10,
            placeholder: '',
            originalName: 'b.jpg',
          },
        ],
      };
    });
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Images: pictures to upload'), [picture('b.jpg')]);
    await waitFor(() => expect(screen.getByText(`/media/a.jpg | ${uploaded}`)).toBeInTheDocument());
    expect(upload.mock.calls[0]![0].map((file) => file.name)).toEqual(['b.jpg']);
  });

  it('shows the server’s refusal and keeps the list', async () => {
    upload.mockRejectedValue(new Error(MEDIA_MSG.notAnImage));
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Images: pictures to upload'), [picture('notes.jpg')]);
    expect(await screen.findByText(MEDIA_MSG.notAnImage)).toBeInTheDocument();
    expect(screen.getByText('/media/a.jpg', { selector: 'output' })).toBeInTheDocument();
  });
});
