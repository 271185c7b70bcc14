import { MSG, type ProductCard } from '@storefront/shared';
import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonBars } from '@/components/ui/skeleton';
import { useHelp, whatsappLink } from '@/features/content';
import { useProduct } from '../api/get-product';
import { GroupedItems } from './grouped-items';

type Props = { open: boolean; product: ProductCard; href: string; onClose: () => void };

/** View Details of a package: its included items, a customisation note and Select Package. */
export function GroupedDetailsModal({ open, product, href, onClose }: Props) {
  const full = useProduct(open ? product.product_id : null);
  const help = useHelp();
  const navigate = useNavigate();
  const whatsapp = help.data?.whatsapp_number;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={product.title}
      footer={
        <button
          type="button"
          className="btn-primary flex-1"
          onClick={() => {
            onClose();
            navigate(href);
          }}
        >
          Select Package
        </button>
      }
    >
      <h3 className="mb-3 font-sans text-sm font-semibold tracking-wide text-plum-700 uppercase">
        {MSG.includedInPackage}
      </h3>
      <QueryState query={full} pending={<SkeletonBars className="space-y-2" bars={['h-16', 'h-16']} />}>
        {(data) => <GroupedItems items={data.grouped_product} className="space-y-2" large />}
      </QueryState>
      <p className="mt-4 flex gap-2 rounded-xl border border-gold-400/50 bg-gold-300/15 p-3 text-sm text-plum-800">
        <MessageCircle className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden="true" />
        <span>
          Want this package customised? Contact us on{' '}
          {whatsapp ? (
            <a
              href={whatsappLink(whatsapp, `Hi, I'd like to customise "${product.title}".`)}
              target="_blank"
              rel="noreferrer"
              className="font-medium underline"
            >
              WhatsApp
            </a>
          ) : (
            'WhatsApp'
          )}{' '}
          and we will tailor it for you.
        </span>
      </p>
    </Modal>
  );
}
