import { ADMIN_MSG, type AdminEditablePage, type AdminSiteMeta, CONTENT_ADMIN_MSG } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { resetAdminSessionForTests } from '../session';
import { OWNER, refusal, retype, stubAdminApi } from '../testing';
import { AdminContentPage } from './content-page';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

type Sent = { method: string; path: string; body: unknown };
type Answer = { status?: number; body: unknown };

const PROFILE = {
  logo: '/api/media/icon.svg',
  name: 'Nakshatra Attars',
  tagLine: 'Attars from Jaipur',
  officeAddress: 'Johari Bazaar, Jaipur',
  latitude: 26.9196,
  longitude: 75.8267,
  email: 'care@nakshatra.example',
  phone: '9123456780',
};
const META: AdminSiteMeta = {
  title: 'Nakshatra Attars',
  description: 'Attars',
  keywords: 'attar',
  author: 'Nakshatra',
  icon: '/api/media/icon.svg',
  scripts: [],
  scriptOrigins: [],
};
const PAGES: AdminEditablePage[] = [
  {
    slug: 'privacy-policy',
    name: 'Privacy Policy',
    title: 'Privacy Policy',
    body: 'Private.',
    updatedAt: null,
  },
  {
    slug: 'refund-policy',
    name: 'Refund Policy',
    title: 'Refund Policy',
    body: '## How refunds work\n- Reviewed within 2 business days.',
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    slug: 'terms-and-conditions',
    name: 'Terms and Conditions',
    title: 'Terms',
    body: 'Be 18.',
    updatedAt: null,
  },
  { slug: 'about-us', name: 'About Us', title: 'Written in the stars', body: 'We blend.', updatedAt: null },
];

function setUp(
  options: {
    staff?: typeof OWNER | Record<string, unknown>;
    refuse?: (sent: Sent) => Answer | undefined;
  } = {},
) {
  const sent: Sent[] = [];
  stubAdminApi((request, init) => {
    const method = init?.method ?? 'GET';
    const path = request.pathname.replace(/^\/api/, '');
    if (path === '/admin/refresh')
      return { body: { accessToken: 'staff-token', staff: options.staff ?? OWNER } };
    if (method === 'GET') {
      if (path === '/admin/shop-profile') return { body: { profile: PROFILE } };
      if (path === '/admin/help-contacts')
        return { body: { help: { whatsappNumber: '9876543210', mobile: '' } } };
      if (path === '/admin/site-meta') return { body: { meta: META } };
      if (path === '/admin/pages') return { body: { items: PAGES } };
      return undefined;
    }
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push({ method, path, body });
    const refusal = options.refuse?.({ method, path, body });
    if (refusal) return refusal;
    if (path === '/admin/shop-profile')
      return { body: { message: CONTENT_ADMIN_MSG.profileSaved, profile: body } };
    if (path === '/admin/help-contacts')
      return { body: { message: CONTENT_ADMIN_MSG.helpSaved, help: body } };
    if (path === '/admin/site-meta') return { body: { message: CONTENT_ADMIN_MSG.metaSaved, meta: body } };
    const page = PAGES.find((item) => path.endsWith(item.slug))!;
    return {
      body: {
        message: CONTENT_ADMIN_MSG.pageSaved(page.name),
        page: { ...page, ...body, updatedAt: '2026-11-26T10:00:00.000Z' },
      },
    };
  });
  renderRoute(<AdminContentPage />, { path: '/admin/content', url: '/admin/content' });
  return { sent };
}

/** The settings form named `formName` once its setting has come, and its input labelled `label`. */
async function loadedInput(formName: string, label: string) {
  const form = await screen.findByRole('form', { name: formName }, { timeout: 5_000 });
  const input = within(form).getByLabelText(label);
  await waitFor(() => expect(input).toBeEnabled(), { timeout: 5_000 });
  return { form, input };
}

describe('AdminContentPage', () => {
  it('saves the shop profile, sending the form as the shared schema makes it', async () => {
    const user = userEvent.setup();
    const { sent } = setUp();
    const { form, input: tagLine } = await loadedInput('Shop profile', 'Tag line');
    await retype(user, tagLine, 'Attars distilled under the new moon');
    await retype(user, within(form).getByLabelText('Phone'), '+91 98765-43210');
    await user.click(within(form).getByRole('button', { name: 'Save shop profile' }));
    expect(await within(form).findByText(CONTENT_ADMIN_MSG.profileSaved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/admin/shop-profile',
        body: { ...PROFILE, tagLine: 'Attars distilled under the new moon', phone: '9876543210' },
      },
    ]);
  });

  it('keeps what was typed and shows the server’s message under its input', async () => {
    const user = userEvent.setup();
    setUp({
      refuse: ({ path }) =>
        path === '/admin/shop-profile'
          ? refusal(400, CONTENT_ADMIN_MSG.enterShopEmail, { email: CONTENT_ADMIN_MSG.enterShopEmail })
          : undefined,
    });
    const { form, input: email } = await loadedInput('Shop profile', 'E-mail');
    await retype(user, email, 'orders@elsewhere.example');
    await user.click(within(form).getByRole('button', { name: 'Save shop profile' }));
    expect(await within(form).findByText(CONTENT_ADMIN_MSG.enterShopEmail)).toBeInTheDocument();
    expect(email).toHaveValue('orders@elsewhere.example');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks help numbers with the mobile rule before sending', async () => {
    const user = userEvent.setup();
    const { sent } = setUp();
    const { form, input: call } = await loadedInput('Help numbers', 'Call number');
    await user.type(call, '12345');
    await user.click(within(form).getByRole('button', { name: 'Save help numbers' }));
    expect(await within(form).findByText(CONTENT_ADMIN_MSG.enterMobile)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await retype(user, call, '09123456780');
    await user.click(within(form).getByRole('button', { name: 'Save help numbers' }));
    expect(await within(form).findByText(CONTENT_ADMIN_MSG.helpSaved)).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ whatsappNumber: '9876543210', mobile: '9123456780' });
  });

  it('refuses a script from an origin not allowed, naming it, then saves once the origin is listed', async () => {
    const user = userEvent.setup();
    const { sent } = setUp();
    const { form, input: scripts } = await loadedInput('Site details', 'Scripts');
    const tag = 'https://www.googletagmanager.com/gtag/js?id=G-1';
    await user.type(scripts, tag);
    await user.click(within(form).getByRole('button', { name: 'Save site details' }));
    expect(
      await within(form).findByText(
        CONTENT_ADMIN_MSG.scriptNotAllowed(tag, 'https://www.googletagmanager.com'),
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(
      within(form).getByLabelText('Allowed script origins'),
      'https://www.googletagmanager.com/',
    );
    await user.click(within(form).getByRole('button', { name: 'Save site details' }));
    expect(await screen.findByText(CONTENT_ADMIN_MSG.metaSaved)).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({
      scriptOrigins: ['https://www.googletagmanager.com'],
      scripts: [tag],
    });
  });

  it('edits one page at a time and saves its text', async () => {
    const user = userEvent.setup();
    const { sent } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Refund Policy' }, { timeout: 5_000 }));
    const form = screen.getByRole('form', { name: 'Refund Policy' });
    const text = within(form).getByLabelText('Text');
    expect(text).toHaveValue(PAGES[1]!.body);
    await waitFor(() => expect(text).toBeEnabled(), { timeout: 5_000 });
    await retype(user, text, 'Refunds within 5-7 business days.');
    // a look at another page keeps the text typed here and not yet saved
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(screen.queryByRole('form', { name: 'Refund Policy' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refund Policy' }));
    expect(within(screen.getByRole('form', { name: 'Refund Policy' })).getByLabelText('Text')).toHaveValue(
      'Refunds within 5-7 business days.',
    );
    await user.click(within(form).getByRole('button', { name: 'Save Refund Policy' }));
    expect(await within(form).findByText(CONTENT_ADMIN_MSG.pageSaved('Refund Policy'))).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/admin/pages/refund-policy',
        body: { title: 'Refund Policy', body: 'Refunds within 5-7 business days.' },
      },
    ]);
    expect(within(form).getByRole('link', { name: 'View page' })).toHaveAttribute('href', '/refund-policy');
  });

  it('shows staff the texts without a way to change them', async () => {
    setUp({ staff: { ...OWNER, role: 'staff' } });
    const form = await screen.findByRole('form', { name: 'Shop profile' }, { timeout: 5_000 });
    await waitFor(() => expect(screen.getAllByText(ADMIN_MSG.ownerOnly)).toHaveLength(4), { timeout: 5_000 });
    expect(within(form).getByLabelText('Shop name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });
});
