import { SectionedPage } from '../settings-panel';
import { DeliveryBandsSection, FreeBandsSection } from './selling-bands';
import { InvoiceSection } from './selling-invoice';
import { PaymentSection } from './selling-payment';
import { PincodesSection } from './selling-pincodes';
import { DeliveryPreviewSection } from './selling-preview';

const SECTIONS = [
  { id: 'pincodes', label: 'Pincodes', render: () => <PincodesSection /> },
  {
    id: 'delivery',
    label: 'Delivery charges',
    render: () => (
      <>
        <DeliveryBandsSection />
        <FreeBandsSection />
        <DeliveryPreviewSection />
      </>
    ),
  },
  { id: 'payment', label: 'Payment', render: (owner: boolean) => <PaymentSection owner={owner} /> },
  { id: 'invoice', label: 'Invoice and stock', render: (owner: boolean) => <InvoiceSection owner={owner} /> },
];

/**
 * /admin/selling: where the shop delivers and what delivery costs (with a preview from
 * checkout's own rule), how customers may pay, and what the tax invoice says. Every change
 * reaches the storefront at once (docs/api.md, "Console: selling rules").
 */
export function AdminSellingRulesPage(_: { id?: string }) {
  return <SectionedPage title="Selling rules" sections={SECTIONS} />;
}
