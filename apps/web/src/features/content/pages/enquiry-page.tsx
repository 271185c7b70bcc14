import { FIXED_PAGE_TITLES } from '@storefront/shared';
import { usePageTitle } from '@/lib/page-title';
import { EnquiryForm } from '../components/enquiry-form';

/** /enquiry-form (docs/api.md): one calm card with the enquiry form. */
export function EnquiryPage() {
  usePageTitle(FIXED_PAGE_TITLES['/enquiry-form']);
  return (
    <div className="bg-gradient-to-b from-ivory-200/70 to-ivory-100 px-4 py-8 sm:py-14">
      <section
        aria-labelledby="enquiry-heading"
        className="mx-auto w-full max-w-lg rounded-3xl border border-ivory-300 bg-ivory-50 p-5 shadow-xl shadow-plum-950/5 sm:p-8"
      >
        <p className="text-xs font-medium tracking-[0.2em] text-gold-700 uppercase">Enquiry</p>
        <h1 id="enquiry-heading" className="mt-1 font-serif text-3xl text-plum-900">
          Send an Enquiry
        </h1>
        <p className="mt-2 text-sm text-plum-700">
          Tell us about the reading, fragrance or gift you have in mind. Our team will call you back.
        </p>
        <div className="mt-6">
          <EnquiryForm />
        </div>
      </section>
    </div>
  );
}
