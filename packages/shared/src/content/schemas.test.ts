import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../auth/messages';
import { MESSAGE_MAX_LENGTH } from '../constants';
import { fieldMessages } from '../testing/field-messages';
import { CONTENT_MSG } from './messages';
import {
  contactBodySchema,
  contactFormSchema,
  enquiryBodyFromForm,
  enquiryBodySchema,
  enquiryFormSchema,
  registerTokenBodySchema,
} from './schemas';

describe('contact schemas', () => {
  it('normalises the phone and email and defaults the message', () => {
    const parsed = contactFormSchema.parse({
      name: ' Asha ',
      email: ' Asha@Example.com',
      mobile: '+91 98765-43210',
    });
    expect(parsed).toEqual({ name: 'Asha', email: 'asha@example.com', mobile: '9876543210', remark: '' });
  });

  it('gives one text per required field', () => {
    expect(fieldMessages(contactFormSchema.safeParse({ name: '', email: '', mobile: '' }))).toEqual({
      name: CONTENT_MSG.nameRequired,
      email: CONTENT_MSG.emailRequired,
      mobile: CONTENT_MSG.phoneRequired,
    });
    expect(fieldMessages(contactFormSchema.safeParse({}))).toEqual({
      name: CONTENT_MSG.nameRequired,
      email: CONTENT_MSG.emailRequired,
      mobile: CONTENT_MSG.phoneRequired,
    });
  });

  it('refuses a bad email, a short phone and a message over 500 characters', () => {
    const result = contactFormSchema.safeParse({
      name: 'Asha',
      email: 'asha@',
      mobile: '12345',
      remark: 'x'.repeat(MESSAGE_MAX_LENGTH + 1),
    });
    expect(fieldMessages(result)).toEqual({
      email: AUTH_MSG.enterValidEmail,
      mobile: AUTH_MSG.invalidMobile,
      remark: CONTENT_MSG.messageTooLong,
    });
    expect(
      contactFormSchema.safeParse({
        name: 'Asha',
        email: 'a@b.co',
        mobile: '9876543210',
        remark: 'x'.repeat(MESSAGE_MAX_LENGTH),
      }).success,
    ).toBe(true);
  });

  it('treats an empty or null user_id as none', () => {
    const base = { name: 'A', email: 'a@b.co', mobile: '9876543210' };
    expect(contactBodySchema.parse({ ...base, user_id: '' }).user_id).toBeUndefined();
    expect(
      contactBodySchema.parse({ ...base, user_id: null, property_id: null }).property_id,
    ).toBeUndefined();
  });
});

describe('enquiry schemas', () => {
  it('carries the email in the school slot', () => {
    const form = enquiryFormSchema.parse({ name: 'Ravi', mobile: '09876543210', email: 'r@x.in' });
    const body = enquiryBodySchema.parse(enquiryBodyFromForm(form));
    expect(body).toEqual({
      name: 'Ravi',
      mobile: '9876543210',
      school: 'r@x.in',
      parent_name: '',
      dob: '',
      age: '',
      remark: '',
    });
  });

  it('accepts a numeric age and names the bad fields', () => {
    expect(enquiryBodySchema.parse({ name: 'R', mobile: '9876543210', school: 'r@x.in', age: 12 }).age).toBe(
      '12',
    );
    expect(fieldMessages(enquiryBodySchema.safeParse({ name: '', mobile: 'abc', school: 'nope' }))).toEqual({
      name: CONTENT_MSG.nameRequired,
      mobile: AUTH_MSG.invalidMobile,
      school: AUTH_MSG.enterValidEmail,
    });
  });
});

describe('push registration schema', () => {
  it('needs a device token of at most 4 KB', () => {
    expect(fieldMessages(registerTokenBodySchema.safeParse({ user_id: 'u', deviceToken: ' ' }))).toEqual({
      deviceToken: CONTENT_MSG.deviceTokenRequired,
    });
    expect(
      fieldMessages(registerTokenBodySchema.safeParse({ user_id: 'u', deviceToken: 'x'.repeat(4097) })),
    ).toEqual({ deviceToken: CONTENT_MSG.deviceTokenTooLong });
  });
});
