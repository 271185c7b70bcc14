import type { ContentPageSlug } from '@storefront/shared';
import type { Db, Tx } from '../client';
import { contentPages } from '../schema';
import { insertMissing } from '../shop-rows';

/**
 * The demo shop's policy and about texts, in the page text format (shared parsePageBody;
 * decision 0041). The owner edits them in the console. The policy facts are the spec's:
 * refund requests reviewed within 2 business days and paid in 5-7 business days to the
 * original payment method; customers 18 or older; prices in INR; payment at booking.
 */
export const DEMO_PAGES: Record<ContentPageSlug, { title: string; body: string }> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    body: `Nakshatra Attars offers astrology consultations and related products. This policy explains what we collect when you use our website and how we look after it.

## Information we collect
- Contact details you give us: name, email address, mobile number and delivery address.
- Birth details you share for a consultation (date, time and place of birth).
- Order and payment references. Card details are handled by our payment provider, never stored by us.

## How we use it
- To prepare readings, process orders and deliver products.
- To contact you about your booking, order or a request you sent us.
- To improve our services. We never sell your information.

## Confidentiality of consultations
What you discuss with our astrologers stays private and is shared only with the astrologer serving you.

## Your choices
You may ask us to correct or delete your information at any time through the Contact page.`,
  },
  'refund-policy': {
    title: 'Refund Policy',
    body: `At Nakshatra Attars we want every consultation to feel worthwhile. Refunds for astrology services follow the rules below.

## Eligible for a refund
- Duplicate payments made for the same booking.
- Cancellation made before the scheduled appointment.
- The astrologer is unavailable and the session cannot be rescheduled.

## Not refundable
- Services that have been completed.
- Failure to attend a scheduled session.
- Discounted packages.

## How refunds work
- Each refund request is reviewed within 2 business days.
- Approved refunds are processed in 5-7 business days to the original payment method.`,
  },
  'terms-and-conditions': {
    title: 'Terms and Conditions',
    body: `By using the Nakshatra Attars website and booking our astrology services you agree to these terms.

## Eligibility
You must be at least 18 years old to book a consultation or place an order.

## Prices and payment
- All prices are in Indian Rupees (INR).
- Payment is made at the time of booking.

## Nature of the service
Astrology readings offer guidance and perspective. They are not a substitute for medical, legal or financial advice.

## Refunds
Refunds follow our Refund Policy.`,
  },
  'about-us': {
    title: 'Fragrance and guidance, written in the stars',
    body: `Nakshatra Attars brings together two old Indian traditions: the art of the attar and the wisdom of Vedic astrology. We blend perfumes from natural oils, source energised gemstones and offer consultations with astrologers who listen before they advise.

Every product and every reading is prepared with care, so that what reaches you feels personal, honest and calm.

## Our Mission
To make authentic astrology guidance and pure, long-lasting fragrances easy to reach for every home in India.

## Our Vision
A trusted place where tradition meets modern care: transparent advice, fair prices and products made to last.

## Core Values
Honesty in every reading, purity in every blend, respect for every customer and their privacy.

## Why Choose Us
- Experienced Vedic astrologers with years of practice
- Hand-blended attars and perfumes, made in small batches
- Energised gemstones and rudraksha with authenticity notes
- Private, respectful consultations in Hindi and English
- Secure payments and delivery across India

## What our customers say
> The birth-chart reading was calm, clear and practical. The sandalwood attar they suggested is now my daily ritual.
> — Ananya S., Pune

> Genuine gemstone, beautifully packed, and a follow-up call to explain how to wear it. Truly thoughtful service.
> — Rahul M., Jaipur

> I ordered the festive gift set for my family. Every fragrance was loved, and delivery was on time.
> — Meera K., Kochi`,
  },
};

/**
 * Writes the demo pages the shop does not have yet; a page already there (edited by the
 * owner) is left alone. Used by the seed, and at start for a demo shop seeded before the
 * pages existed.
 */
export async function seedDemoPages(db: Db | Tx, shopId: string): Promise<number> {
  const rows = Object.entries(DEMO_PAGES).map(([slug, page]) => ({ shopId, slug, ...page }));
  return insertMissing(db, contentPages, rows, [contentPages.shopId, contentPages.slug]);
}
