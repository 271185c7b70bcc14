import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '@/test/render';
import { aboutLayout } from './about-layout';
import { AboutPage } from './about-page';
import { sectionItems } from './test-sections';

afterEach(() => vi.unstubAllGlobals());

const BODY = `We blend attars and read the stars.

## Our Mission
Pure fragrance for every home.

## Our Vision
Tradition with modern care.

## Why Choose Us
- Small batches
- Honest advice

## What our customers say
> Calm and clear.
> — Ananya S., Pune

> Beautifully packed.
> — Rahul M., Jaipur`;

describe('aboutLayout', () => {
  it('puts the opening text, accordion items, checklist and quotes in their places', () => {
    const layout = aboutLayout(BODY);
    expect(layout.intro).toEqual([{ kind: 'paragraph', text: 'We blend attars and read the stars.' }]);
    expect(layout.accordion.map((section) => section.heading)).toEqual(['Our Mission', 'Our Vision']);
    expect(layout.checklists).toEqual([
      { id: 'section-3', heading: 'Why Choose Us', items: ['Small batches', 'Honest advice'] },
    ]);
    expect(layout.testimonials[0]?.quotes.map((quote) => quote.cite)).toEqual([
      'Ananya S., Pune',
      'Rahul M., Jaipur',
    ]);
  });

  it('keeps every block of a section that mixes a quote with other text, as an accordion item', () => {
    const layout = aboutLayout(
      '## Our story\nWe began in Kannauj.\n\n- Attars\n- Gems\n\n> A quote\n\nAnd we grew.',
    );
    expect(layout.testimonials).toEqual([]);
    expect(layout.accordion).toHaveLength(1);
    expect(layout.accordion[0]?.blocks.map((block) => block.kind)).toEqual([
      'paragraph',
      'list',
      'quote',
      'paragraph',
    ]);
  });
});

describe('AboutPage', () => {
  it('keeps its structure with the owner’s texts', async () => {
    mockApi({
      '/page/about-us': {
        isError: false,
        data: { slug: 'about-us', title: 'Written in the stars', body: BODY, updated_at: null },
      },
      '/help/single': { help: { whatsapp_number: null, mobile: '9123456780' } },
      '/register/single': {
        users: {
          shop_id: 's',
          profilePic: '',
          orignal_logoname: 'Nakshatra',
          tag_line: 'Attars from Jaipur',
          google_address: '',
          latitude: null,
          longitude: null,
          email: '',
          phone: '',
        },
      },
    });
    renderRoute(<AboutPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Written in the stars' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Attars from Jaipur')).toBeInTheDocument();
    expect(screen.getByText('We blend attars and read the stars.')).toBeInTheDocument();

    const mission = screen.getByRole('button', { name: 'Our Mission' });
    expect(mission).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Pure fragrance for every home.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Our Vision' }));
    expect(screen.getByText('Tradition with modern care.')).toBeVisible();

    expect(sectionItems('Why Choose Us')).toEqual(['Small batches', 'Honest advice']);
    const quotes = screen
      .getByRole('heading', { level: 2, name: 'What our customers say' })
      .closest('section')!;
    expect(within(quotes).getByText('Calm and clear.')).toBeInTheDocument();
    expect(within(quotes).getByText('Rahul M., Jaipur')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Talk to us today' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+91 9123456780' })).toHaveAttribute(
      'href',
      'tel:+919123456780',
    );
    expect(screen.getAllByRole('link', { name: 'Contact Us' })).toHaveLength(2);
  });
});
