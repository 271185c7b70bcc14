import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { HiddenLabelInput } from '@/components/ui/form/hidden-label-input';
import { Modal } from '@/components/ui/modal';
import { ChoiceList } from './choice-list';

export type FilterOption = { value: string; label: string };

type Props = {
  open: boolean;
  title: string;
  options: FilterOption[];
  selected: string[];
  onApply: (values: string[]) => void;
  onClose: () => void;
  searchPlaceholder?: string;
  loading?: boolean;
};

/** A filter modal of checkboxes with Clear and Apply; the choice applies only on Apply or Clear. */
export function CheckboxFilterModal({
  open,
  title,
  options,
  selected,
  onApply,
  onClose,
  searchPlaceholder,
  loading = false,
}: Props) {
  const [draft, setDraft] = useState<string[]>(selected);
  const [term, setTerm] = useState('');

  // each opening starts from what the URL says
  useEffect(() => {
    if (open) {
      setDraft(selected);
      setTerm('');
    }
  }, [open, selected]);

  const visible = term.trim()
    ? options.filter((option) => option.label.toLowerCase().includes(term.trim().toLowerCase()))
    : options;

  const toggle = (value: string) =>
    setDraft((current) =>
      current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <button
            type="button"
            className="btn-outline flex-1"
            onClick={() => {
              setDraft([]);
              onApply([]);
            }}
          >
            Clear
          </button>
          <button type="button" className="btn-primary flex-1" onClick={() => onApply(draft)}>
            Apply
          </button>
        </>
      }
    >
      {searchPlaceholder ? (
        <div className="relative mb-3">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-mrp"
            aria-hidden="true"
          />
          <HiddenLabelInput
            label={searchPlaceholder}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={searchPlaceholder}
            className="w-full rounded-full border border-ivory-300 bg-white py-2 pr-3 pl-9 text-sm"
          />
        </div>
      ) : null}
      {loading ? <p className="text-sm text-mrp">Loading…</p> : null}
      <ChoiceList
        legend={title}
        type="checkbox"
        choices={visible.map(({ value, label }) => ({ id: value, label }))}
        isChecked={(value) => draft.includes(value)}
        onPick={toggle}
      >
        {!loading && visible.length === 0 ? <p className="text-sm text-mrp">No categories match.</p> : null}
      </ChoiceList>
    </Modal>
  );
}
