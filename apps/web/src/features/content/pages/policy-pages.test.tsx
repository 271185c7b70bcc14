import { MSG } from '@storefront/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '@/test/render';
import { RefundPolicyPage, TermsPage } from './policy-pages';
import { sectionItems } from './test-sections';

afterEach(() => vi.unstubAllGlobals());

const refund = {
  isError: false,
  data: {
    slug: 'refund-policy',
    title: 'Refunds',
    body: [
      'We want every consultation to feel worthwhile.',
      '',
      '## How refunds work',
      '- Each refund request is reviewed within 2 business days.',
      '- Paid in 5-7 business days to the original payment method.',
      '',
      '<img src=x onerror=alert(1)>',
    ].join('\n'),
    updated_at: '2026-11-20T10:00:00.000Z',
  },
};

describe('policy pages', () => {
  it('shows the page the owner wrote: title, sections, bullets and the date', async () => {
    const fetchMock = mockApi({ '/page/refund-policy': refund });
    renderRoute(<RefundPolicyPage />);
    // the first answer of a file also waits for the answer check's code to load
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refunds' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('We want every consultation to feel worthwhile.')).toBeInTheDocument();
    expect(sectionItems('How refunds work')).toEqual([
      'Each refund request is reviewed within 2 business days.',
      'Paid in 5-7 business days to the original payment method.',
    ]);
    expect(screen.getByText('Last updated 20 November 2026')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/page\/refund-policy\//);
  });

  it('shows markup as the text it is, never as HTML', async () => {
    mockApi({ '/page/refund-policy': refund });
    const { container } = renderRoute(<RefundPolicyPage />);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('names the page while it loads, and says so when it cannot load', async () => {
    mockApi({});
    renderRoute(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.somethingWentWrong);
  });
});
