import { usePageTitle } from '@/lib/page-title';
import { useAdminSession } from '../session';
import { DeliveryBandsSection, FreeBandsSection } from './selling-bands';
import { InvoiceSection } from './selling-invoice';
import { PaymentSection } from './selling-payment';
import { PincodesSection } from './selling-pincodes';
import { DeliveryPreviewSection } from './selling-preview';

const SECTIONS = [
  ['pincodes', 'Pincodes'],
  ['delivery', 'Delivery charges'],
  ['payment', 'Payment'],
  ['invoice', 'Invoice and stock'],
] as const;

/**
 * /admin/selling: where the shop delivers and what delivery costs (with a preview from
 * checkout's own rule), how customers may pay, and what the tax invoice says. Every change
 * reaches the storefront at once (docs/api.md, "Console: selling rules").
 */
export function AdminSellingRulesPage(_: { id?: string }) {
  usePageTitle('Selling rules · Console');
  const { staff } = useAdminSession();
  const owner = staff?.role === 'owner';
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Selling rules</h1>
      <nav aria-label="Sections" className="flex flex-wrap gap-2 text-sm">
        {SECTIONS.map(([id, label]) => (
          <a
            key={id}
            href={`#${id}`}
            className="rounded-full border border-ivory-300 bg-white px-3 py-1 text-plum-800 hover:bg-ivory-100"
          >
            {label}
          </a>
        ))}
      </nav>
      <div id="pincodes" className="scroll-mt-20">
        <PincodesSection />
      </div>
      <div id="delivery" className="scroll-mt-20 space-y-4">
        <DeliveryBandsSection />
        <FreeBandsSection />
        <DeliveryPreviewSection />
      </div>
      <div id="payment" className="scroll-mt-20">
        <PaymentSection owner={owner} />
      </div>
      <div id="invoice" className="scroll-mt-20">
        <InvoiceSection owner={owner} />
      </div>
    </div>
  );
}
