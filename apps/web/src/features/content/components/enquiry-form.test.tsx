import { AUTH_MSG, CONTENT_MSG } from '@storefront/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquiryForm } from './enquiry-form';
import { holdCalls, json, refuseField, typeByLabel } from './test-lead-forms';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const fill = () =>
  typeByLabel({
    Name: 'Ravi Kumar',
    Mobile: '+91 98765 43210',
    Email: 'ravi@example.com',
    Message: 'A reading for my daughter',
  });

describe('EnquiryForm', () => {
  it('needs name, mobile and email', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<EnquiryForm />);
    await userEvent.click(screen.getByRole('button', { name: CONTENT_MSG.submit }));
    expect(await screen.findByText(CONTENT_MSG.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTENT_MSG.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTENT_MSG.emailRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads Loading... in flight, sends the email as school and says Enquiry Sent', async () => {
    const { fetchMock, answer } = holdCalls();
    render(<EnquiryForm />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: CONTENT_MSG.submit }));
    expect(await screen.findByRole('button', { name: CONTENT_MSG.loading })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/inquiry');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ravi Kumar',
      mobile: '9876543210',
      school: 'ravi@example.com',
      parent_name: '',
      dob: '',
      age: '',
      remark: 'A reading for my daughter',
    });
    answer(json({ ok: true, msg: CONTENT_MSG.enquirySent }, 201));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Enquiry Sent'));
    expect(await screen.findByRole('button', { name: CONTENT_MSG.submit })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("shows the server's message for school under Email and keeps the form", async () => {
    refuseField('school', AUTH_MSG.enterValidEmail);
    render(<EnquiryForm />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: CONTENT_MSG.submit }));
    expect(await screen.findByText(AUTH_MSG.enterValidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile')).toHaveValue('+91 98765 43210');
  });
});
