import type { AdminProduct } from '@storefront/shared';
import { useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { NumberField, TextField } from '../form-fields';
import { quietButtonClass } from '../ui';
import { LabelledField, RemoveRowButton, RowListEnd, SplitTextInput } from './product-fields';
import { firstMessage } from './product-values';
import { type ProductFormState, useProductRows } from './row-editors';

type Form = ProductFormState;

/** A variable product's attributes: a name each and the terms a shopper chooses from. */
export function AttributesEditor({ form }: { form: Form }) {
  const { fields, append, remove, listError, bound } = useProductRows(form, 'attributes');
  const { control } = form;
  const { errors } = form.formState;
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
                    onChange={terms.onChange}
                    control={props}
                  />
                )}
              />
            )}
          </LabelledField>
          <RemoveRowButton
            what={`attribute ${index + 1}`}
            className={`${quietButtonClass} sm:mt-5`}
            onClick={() => remove(index)}
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
  // the rows the form opened with are the saved variations (the form opens afresh after a save)
  const saved = useRef<Set<string> | null>(null);
  if (saved.current === null)
    saved.current = new Set(fields.slice(0, product?.variations.length ?? 0).map((field) => field.id));

  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-lg text-plum-800">Variations</legend>
      {fields.map((field, index) => {
        const rowErrors = errors.variations?.[index];
        const chosen = (variations[index]?.attributes ?? {}) as Record<string, string>;
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
                      value={chosen[attribute.name] ?? ''}
                      onChange={(event) =>
                        setValue(
                          `variations.${index}.attributes`,
                          { ...chosen, [attribute.name]: event.target.value },
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
              <TextField
                label={`Variation ${index + 1} image`}
                hint="Empty: the product's main image"
                className="flex-1"
                {...bound(`variations.${index}.image`)}
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
