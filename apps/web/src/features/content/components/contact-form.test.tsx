import { AUTH_MSG, CONTENT_MSG, MESSAGE_MAX_LENGTH } from '@storefront/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import { storedUser } from '@/lib/stored-user';
import { ContactForm } from './contact-form';
import { holdCalls, json, refuseField, typeByLabel } from './test-lead-forms';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  vi.unstubAllGlobals();
  storedUser.clear();
  setAccessToken(null);
});

const fillValid = () =>
  typeByLabel({
    Name: 'Asha Verma',
    Email: 'asha@example.com',
    Phone: '98765 43210',
    Message: 'Do you ship to Kochi?',
  });

describe('ContactForm', () => {
  it('counts the message live and turns the counter red at 500', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const message = screen.getByLabelText('Message');
    const counter = screen.getByTestId('message-counter');
    expect(counter).toHaveTextContent(`0/${MESSAGE_MAX_LENGTH}`);

    await user.click(message);
    await user.paste('x'.repeat(MESSAGE_MAX_LENGTH - 1));
    expect(counter).toHaveTextContent(`${MESSAGE_MAX_LENGTH - 1}/${MESSAGE_MAX_LENGTH}`);
    expect(counter).not.toHaveClass('text-sale');

    await user.type(message, 'y');
    expect(counter).toHaveTextContent(`${MESSAGE_MAX_LENGTH}/${MESSAGE_MAX_LENGTH}`);
    expect(counter).toHaveClass('text-sale');
    // the box takes no more than 500
    await user.type(message, 'z');
    expect(message).toHaveValue(`${'x'.repeat(MESSAGE_MAX_LENGTH - 1)}y`);
  });

  it('shows the field texts of the shared schema and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: CONTENT_MSG.sendMessage }));
    expect(await screen.findByText(CONTENT_MSG.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTENT_MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTENT_MSG.phoneRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: CONTENT_MSG.sendMessage }));
    expect(await screen.findByText(AUTH_MSG.invalidMobile)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MSG.enterValidEmail)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads Sending... in flight, then thanks the visitor and clears the form', async () => {
    const { fetchMock, answer } = holdCalls();
    render(<ContactForm />);
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: CONTENT_MSG.sendMessage }));

    const busy = await screen.findByRole('button', { name: CONTENT_MSG.sending });
    expect(busy).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/leads/contact');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      mobile: '9876543210',
      remark: 'Do you ship to Kochi?',
      user_id: '',
      property_id: expect.any(String),
    });

    answer(json({ success: true, msg: CONTENT_MSG.thankYouForContacting }, 201));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thank you for contacting!'));
    expect(await screen.findByRole('button', { name: CONTENT_MSG.sendMessage })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByTestId('message-counter')).toHaveTextContent(`0/${MESSAGE_MAX_LENGTH}`);
  });

  it("keeps what was typed and shows the server's field messages on a refusal", async () => {
    refuseField('mobile', AUTH_MSG.invalidMobile);
    render(<ContactForm />);
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: CONTENT_MSG.sendMessage }));
    expect(await screen.findByText(AUTH_MSG.invalidMobile)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Message')).toHaveValue('Do you ship to Kochi?');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('keeps what was typed and says so when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactForm />);
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: CONTENT_MSG.sendMessage }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(CONTENT_MSG.notSent));
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByRole('button', { name: CONTENT_MSG.sendMessage })).toBeEnabled();
  });

  it('shows the rate-limit text of a 429', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ isError: true, msg: CONTENT_MSG.tooManyMessages, code: 'TOO_MANY_REQUESTS' }, 429),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactForm />);
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: CONTENT_MSG.sendMessage }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(CONTENT_MSG.tooManyMessages));
  });

  it("prefills a customer's details and sends with their token and id", async () => {
    storedUser.set({
      user_id: 'u1',
      id: 'u1',
      full_name: 'Asha Rao',
      email: 'asha@rao.in',
      mobile: '9876543210',
    });
    setAccessToken('token-1');
    const fetchMock = vi.fn(async () => json({ success: true, msg: CONTENT_MSG.thankYouForContacting }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: CONTENT_MSG.sendMessage }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(JSON.parse(String(init.body))).toMatchObject({ user_id: 'u1', email: 'asha@rao.in' });
    // the message clears; the customer's own details stay
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  });
});
