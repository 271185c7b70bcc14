import { SORT_OPTIONS, type SortId } from '@storefront/shared';
import { Modal } from '@/components/ui/modal';

type Props = { open: boolean; value: SortId; onChange: (sort: SortId) => void; onClose: () => void };

/** Sort By: radio buttons that apply at once. */
export function SortModal({ open, value, onChange, onClose }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Sort By" size="sm">
      <fieldset>
        <legend className="sr-only">Sort By</legend>
        <ul className="space-y-1">
          {SORT_OPTIONS.map((option) => (
            <li key={option.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-ivory-200">
                <input
                  type="radio"
                  name="sort"
                  className="size-4 accent-plum-900"
                  checked={value === option.id}
                  onChange={() => onChange(option.id)}
                />
                <span className="text-sm">{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </Modal>
  );
}
