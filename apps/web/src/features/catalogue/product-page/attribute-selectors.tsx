import type { AttributeTerm, ProductAttribute, Selection } from '@storefront/shared';
import { SquareImage } from '@/components/ui/square-image';

type Props = {
  attributes: ProductAttribute[];
  selection: Selection;
  onSelect: (attributeName: string, termName: string) => void;
};

const ring = 'ring-offset-2 peer-focus-visible:ring-2 peer-focus-visible:ring-gold-500';

/** Colour circles for slug `color`, image circles for slug `other`, radio boxes otherwise. */
export function AttributeSelectors({ attributes, selection, onSelect }: Props) {
  return (
    <div className="flex flex-col gap-4">
      {attributes.map((attribute) => {
        const chosen = selection[attribute.name];
        const kind = attribute.slug.toLowerCase();
        return (
          <fieldset key={attribute.name}>
            <legend className="mb-2 text-sm font-medium text-plum-900">
              {attribute.name}
              {chosen ? <span className="font-normal text-plum-700">: {chosen}</span> : null}
            </legend>
            <div className="flex flex-wrap gap-2">
              {attribute.selectedTerms.map((term) => {
                const checked = chosen === term.name;
                return (
                  <label key={term.id} title={term.name} className="cursor-pointer">
                    <input
                      type="radio"
                      name={`attr-${attribute.name}`}
                      value={term.name}
                      checked={checked}
                      onChange={() => onSelect(attribute.name, term.name)}
                      className="peer sr-only"
                      aria-label={kind === 'color' || kind === 'other' ? term.name : undefined}
                    />
                    <TermSwatch kind={kind} term={term} checked={checked} />
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

function TermSwatch({ kind, term, checked }: { kind: string; term: AttributeTerm; checked: boolean }) {
  const border = checked ? 'border-plum-900 ring-2 ring-gold-500' : 'border-ivory-300';
  if (kind === 'color') {
    return (
      <span
        className={`block size-9 rounded-full border-2 ${ring} ${border}`}
        style={{ backgroundColor: term.color || term.name }}
        aria-hidden="true"
      />
    );
  }
  if (kind === 'other') {
    return (
      <span
        className={`block size-12 overflow-hidden rounded-full border-2 ${ring} ${border}`}
        aria-hidden="true"
      >
        {term.image ? (
          <SquareImage src={term.image} size={48} className="size-full bg-ivory-200 object-cover" />
        ) : (
          <span className="grid size-full place-items-center bg-ivory-200 text-xs">
            {term.name.slice(0, 2)}
          </span>
        )}
      </span>
    );
  }
  return (
    <span
      className={`flex min-h-10 items-center rounded-lg border px-4 text-sm ${ring} ${checked ? 'border-plum-900 bg-plum-900 text-ivory-50' : 'border-ivory-300 bg-ivory-50 text-plum-900 hover:border-plum-900/40'}`}
    >
      {term.name}
    </span>
  );
}
