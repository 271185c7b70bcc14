import { SORT_OPTIONS, type SortId } from '@storefront/shared';
import { Modal } from '@/components/ui/modal';
import { ChoiceList } from './choice-list';

type Props = { open: boolean; value: SortId; onChange: (sort: SortId) => void; onClose: () => void };

/** Sort By: radio buttons that apply at once. */
export function SortModal({ open, value, onChange, onClose }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Sort By" size="sm">
      <ChoiceList
        legend="Sort By"
        type="radio"
        name="sort"
        choices={SORT_OPTIONS}
        isChecked={(id) => value === id}
        onPick={onChange}
      />
    </Modal>
  );
}
