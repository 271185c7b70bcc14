import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';
import { useShopProfile } from '../api/get-shop-profile';

function PolicyLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className="container-page max-w-3xl py-10 sm:py-14">
      <p className="text-xs font-medium tracking-[0.2em] text-gold-700 uppercase">Policies</p>
      <h1 className="mb-6 font-serif text-4xl text-plum-900">{title}</h1>
      <div className="space-y-6 leading-relaxed text-plum-800 [&_h2]:mb-2 [&_h2]:font-serif [&_h2]:text-xl [&_h2]:text-plum-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
        {children}
      </div>
    </article>
  );
}

function useBrand() {
  return useShopProfile().data?.orignal_logoname ?? 'We';
}

export function PrivacyPolicyPage() {
  const brand = useBrand();
  return (
    <PolicyLayout title="Privacy Policy">
      <p>
        {brand} offers astrology consultations and related products. This policy explains what we collect when
        you use our website and how we look after it.
      </p>
      <section>
        <h2>Information we collect</h2>
        <ul>
          <li>Contact details you give us: name, email address, mobile number and delivery address.</li>
          <li>Birth details you share for a consultation (date, time and place of birth).</li>
          <li>
            Order and payment references. Card details are handled by our payment provider, never stored by
            us.
          </li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <ul>
          <li>To prepare readings, process orders and deliver products.</li>
          <li>To contact you about your booking, order or a request you sent us.</li>
          <li>To improve our services. We never sell your information.</li>
        </ul>
      </section>
      <section>
        <h2>Confidentiality of consultations</h2>
        <p>
          What you discuss with our astrologers stays private and is shared only with the astrologer serving
          you.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>You may ask us to correct or delete your information at any time through the Contact page.</p>
      </section>
    </PolicyLayout>
  );
}

export function RefundPolicyPage() {
  const brand = useBrand();
  return (
    <PolicyLayout title="Refund Policy">
      <p>
        At {brand} we want every consultation to feel worthwhile. Refunds for astrology services follow the
        rules below.
      </p>
      <section>
        <h2>Eligible for a refund</h2>
        <ul>
          <li>Duplicate payments made for the same booking.</li>
          <li>Cancellation made before the scheduled appointment.</li>
          <li>The astrologer is unavailable and the session cannot be rescheduled.</li>
        </ul>
      </section>
      <section>
        <h2>Not refundable</h2>
        <ul>
          <li>Services that have been completed.</li>
          <li>Failure to attend a scheduled session.</li>
          <li>Discounted packages.</li>
        </ul>
      </section>
      <section>
        <h2>How refunds work</h2>
        <ul>
          <li>Each refund request is reviewed within 2 business days.</li>
          <li>Approved refunds are processed in 5-7 business days to the original payment method.</li>
        </ul>
      </section>
    </PolicyLayout>
  );
}

export function TermsPage() {
  const brand = useBrand();
  return (
    <PolicyLayout title="Terms and Conditions">
      <p>By using the {brand} website and booking our astrology services you agree to these terms.</p>
      <section>
        <h2>Eligibility</h2>
        <p>You must be at least 18 years old to book a consultation or place an order.</p>
      </section>
      <section>
        <h2>Prices and payment</h2>
        <ul>
          <li>All prices are in Indian Rupees (INR).</li>
          <li>Payment is made at the time of booking.</li>
        </ul>
      </section>
      <section>
        <h2>Nature of the service</h2>
        <p>
          Astrology readings offer guidance and perspective. They are not a substitute for medical, legal or
          financial advice.
        </p>
      </section>
      <section>
        <h2>Refunds</h2>
        <p>Refunds follow our Refund Policy.</p>
      </section>
    </PolicyLayout>
  );
}
