import type { AdminProduct } from '@storefront/shared';
import { Check, ImageOff } from 'lucide-react';
import { useId, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FieldMessage } from '@/components/ui/form';
import { SquareImage } from '@/components/ui/square-image';
import { NumberField, TextField } from '../form-fields';
import { quietButtonClass } from '../ui';
import { LabelledField, RemoveRowButton, RowListEnd, SplitTextInput } from './product-fields';
import { type Choices, carriedTerm, choicesWithout, firstMessage } from './product-values';
import { type ProductFormState, useProductRows } from './row-editors';

type Form = ProductFormState;

/** A variable product's attributes: a name each and the terms a shopper chooses from. */
export function AttributesEditor({ form }: { form: Form }) {
  const { fields, append, remove, listError, bound } = useProductRows(form, 'attributes');
  const { control, getValues, setValue } = form;
  const { errors } = form.formState;
  // every variation's choices follow an edit of the attributes (product-values.ts, Choices)
  const carryChoices = (change: (choices: Choices) => Choices) =>
    (getValues('variations') ?? []).forEach((variation, row) => {
      const before = variation.attributes ?? {};
      const after = change(before);
      if (after !== before) setValue(`variations.${row}.attributes`, after, { shouldDirty: true });
    });
  const onTerms = (at: number, next: string[]) => {
    const before = getValues(`attributes.${at}.terms`) ?? [];
    carryChoices((choices) => {
      const term = choices[at];
      const carried = term ? carriedTerm(before, next, term) : term;
      return carried === term ? choices : { ...choices, [at]: carried };
    });
  };
  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-lg text-plum-800">Attributes</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
          <TextField label={`Attribute ${index + 1} name`} {...bound(`attributes.${index}.name`)} />
          <LabelledField
            label={`Attribute ${index + 1} terms`}
            hint="Comma-separated, e.g. 50 ml, 100 ml"
            error={firstMessage(errors.attributes?.[index]?.terms)}
          >
            {(props) => (
              <Controller
                control={control}
                name={`attributes.${index}.terms`}
                render={({ field: terms }) => (
                  <SplitTextInput
                    separator=","
                    value={terms.value ?? []}
                    onChange={(next) => {
                      onTerms(index, next);
                      terms.onChange(next);
                    }}
                    control={props}
                  />
                )}
              />
            )}
          </LabelledField>
          <RemoveRowButton
            what={`attribute ${index + 1}`}
            className={`${quietButtonClass} sm:mt-5`}
            onClick={() => {
              carryChoices((choices) => choicesWithout(choices, index));
              remove(index);
            }}
          />
        </div>
      ))}
      <RowListEnd error={listError} what="attribute" onAdd={() => append({ name: '', terms: [] })} />
    </fieldset>
  );
}

/**
 * A variable product's variations: a term of every attribute, SKU, prices and image. Stock is
 * typed only for a variation not yet saved; a saved one's changes through the Stock panel.
 */
const PRICES = [
  ['price', 'price'],
  ['salePrice', 'sale price'],
] as const;

export function VariationsEditor({ form, product }: { form: Form; product?: AdminProduct }) {
  const { fields, append, remove, listError, bound } = useProductRows(form, 'variations');
  const { control, setValue } = form;
  const { errors } = form.formState;
  const attributes = useWatch({ control, name: 'attributes' }) ?? [];
  const variations = useWatch({ control, name: 'variations' }) ?? [];
  const images = useWatch({ control, name: 'images' }) ?? [];
  // the rows the form opened with are the saved variations (the form opens afresh after a save)
  const saved = useRef<Set<string> | null>(null);
  if (saved.current === null)
    saved.current = new Set(fields.slice(0, product?.variations.length ?? 0).map((field) => field.id));

  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-lg text-plum-800">Variations</legend>
      {fields.map((field, index) => {
        const rowErrors = errors.variations?.[index];
        const chosen: Choices = variations[index]?.attributes ?? {};
        const isSaved = saved.current?.has(field.id) ?? false;
        const savedStock = product?.variations.find((variation) => variation.sku === field.sku)?.stock;
        return (
          <div
            key={field.id}
            className="space-y-3 rounded-xl border border-ivory-300 bg-white p-3"
            data-testid="variation-row"
          >
            <div className="grid gap-3 sm:grid-cols-4">
              {attributes.map((attribute, at) => (
                <LabelledField
                  // biome-ignore lint/suspicious/noArrayIndexKey: attributes are renamed while typed
                  key={at}
                  label={`Variation ${index + 1} ${attribute.name || `attribute ${at + 1}`}`}
                >
                  {(props) => (
                    <select
                      {...props}
                      value={chosen[at] ?? ''}
                      onChange={(event) =>
                        setValue(
                          `variations.${index}.attributes`,
                          { ...chosen, [at]: event.target.value },
                          { shouldDirty: true },
                        )
                      }
                    >
                      <option value="">Choose…</option>
                      {(attribute.terms ?? []).map((term) => (
                        <option key={term} value={term}>
                          {term}
                        </option>
                      ))}
                    </select>
                  )}
                </LabelledField>
              ))}
            </div>
            {firstMessage(rowErrors?.attributes) ? (
              <p role="alert" className="text-sm text-sale">
                {firstMessage(rowErrors?.attributes)}
              </p>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-[1fr_8rem_8rem_7rem]">
              <TextField label={`Variation ${index + 1} SKU`} {...bound(`variations.${index}.sku`)} />
              {PRICES.map(([name, what]) => (
                <NumberField
                  key={name}
                  label={`Variation ${index + 1} ${what} (₹)`}
                  kind="decimal"
                  min={null}
                  {...bound(`variations.${index}.${name}`)}
                />
              ))}
              {isSaved ? (
                <div className="text-xs font-medium text-plum-700">
                  Stock
                  <p className="mt-2 text-sm text-plum-950" data-testid="variation-stock">
                    {savedStock ?? 0}
                  </p>
                </div>
              ) : (
                <NumberField
                  label={`Variation ${index + 1} stock`}
                  kind="whole"
                  {...bound(`variations.${index}.stock`)}
                />
              )}
            </div>
            <div className="flex items-start gap-3">
              <Controller
                control={control}
                name={`variations.${index}.image`}
                render={({ field: image, fieldState }) => (
                  <VariationImageChoice
                    label={`Variation ${index + 1} image`}
                    images={images}
                    opened={field.image ?? ''}
                    value={image.value ?? ''}
                    onChange={image.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <RemoveRowButton
                what={`variation ${index + 1}`}
                className={`${quietButtonClass} mt-5`}
                onClick={() => remove(index)}
              />
            </div>
          </div>
        );
      })}
      <RowListEnd
        error={listError}
        what="variation"
        onAdd={() => append({ sku: '', price: '', salePrice: '', stock: 0, image: '', attributes: {} })}
      />
    </fieldset>
  );
}

const NO_PICTURE = 'No picture of its own';
const OWN_PICTURE = 'Its current picture';
type Choice = [url: string, name: string];
const tileClass =
  'relative grid size-16 place-items-center overflow-hidden rounded-lg border-2 bg-ivory-100 text-plum-700 ring-gold-500 ring-offset-2 peer-focus-visible:ring-2';

/**
 * A variation's own picture, chosen among the product's images (where uploads go), so no
 * address is typed or copied. A picture it has that is not among them (the one it opened with,
 * or one since taken out of the images) stays a choice, so a save loses nothing.
 */
function VariationImageChoice({
  label,
  images,
  opened,
  value,
  onChange,
  error,
}: {
  label: string;
  images: readonly string[];
  /** The picture the variation had when the form opened. */
  opened: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const id = useId();
  const outside = [value, opened].find((url) => url && !images.includes(url));
  // named as the Images list names its entries ("image 2"), the first being the main image
  const choices: Choice[] = [
    ['', NO_PICTURE],
    ...images.map((url, at): Choice => [url, at === 0 ? 'Image 1 (main image)' : `Image ${at + 1}`]),
  ];
  // the variation's own picture, kept though it is not in the Images list (the demo's are not)
  if (outside) choices.push([outside, OWN_PICTURE]);
  return (
    // min-w-0: a fieldset is as wide as its widest row by default, which would widen a phone's page
    <fieldset className="min-w-0 flex-1" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-xs font-medium text-plum-700">{label}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {choices.map(([url, name]) => {
          const checked = value === url;
          return (
            <label key={url || 'none'} className="w-16 cursor-pointer text-center" title={url || undefined}>
              <input
                type="radio"
                name={id}
                value={url}
                checked={checked}
                onChange={() => onChange(url)}
                className="peer sr-only"
              />
              <span
                className={`${tileClass} ${checked ? 'border-plum-900' : 'border-ivory-300 hover:border-plum-900/40'}`}
              >
                {url ? (
                  <SquareImage src={url} size={64} loading="lazy" className="size-full object-cover" />
                ) : (
                  <ImageOff aria-hidden size={20} />
                )}
                {checked ? (
                  <Check
                    aria-hidden
                    size={16}
                    className="absolute top-0.5 right-0.5 rounded-full bg-plum-900 p-0.5 text-ivory-50"
                  />
                ) : null}
              </span>
              <span
                className={`mt-1 block text-[11px] leading-tight ${checked ? 'font-semibold text-plum-950' : 'text-plum-800'}`}
              >
                {name}
              </span>
            </label>
          );
        })}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-mrp">
        {images.length > 0
          ? `${NO_PICTURE} shows the product's main image. To choose another picture, add it under Images.`
          : 'Add pictures under Images, then choose one here'}
      </p>
      <FieldMessage id={`${id}-error`} error={error} />
    </fieldset>
  );
}
