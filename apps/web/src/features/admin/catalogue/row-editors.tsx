import type { AdminProductBody, AdminProductForm } from '@storefront/shared';
import { type FieldArrayPath, get, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { bindField } from '@/components/ui/form';
import { TextField } from '../form-fields';
import { quietButtonClass } from '../ui';
import { RemoveRowButton, RowListEnd } from './product-fields';
import { firstMessage } from './product-values';

export type ProductFormState = UseFormReturn<AdminProductForm, unknown, AdminProductBody>;
type Form = ProductFormState;

/**
 * One of the product form's lists of rows: the rows with add and remove, what is wrong with
 * the list as a whole, and each row's boxes bound by name with their messages.
 */
export function useProductRows<N extends FieldArrayPath<AdminProductForm>>(form: Form, name: N) {
  const { control, register, formState } = form;
  const rows = useFieldArray({ control, name });
  const error = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return {
    ...rows,
    listError: error?.message ?? error?.root?.message,
    bound: bindField(register, formState.errors),
  };
}

/** Label and value rows shown as the product's specification table. */
export function SpecificationsEditor({ form }: { form: Form }) {
  const { fields, append, remove } = useProductRows(form, 'specifications');
  const error = firstMessage(form.formState.errors.specifications);
  const { register } = form;
  return (
    <fieldset className="space-y-2">
      <legend className="text-xs font-medium text-plum-700">Specifications</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_2fr_auto] items-end gap-2">
          <TextField
            label={`Specification ${index + 1} label`}
            {...register(`specifications.${index}.label`)}
          />
          <TextField
            label={`Specification ${index + 1} value`}
            {...register(`specifications.${index}.value`)}
          />
          <RemoveRowButton what={`specification ${index + 1}`} onClick={() => remove(index)} />
        </div>
      ))}
      <RowListEnd error={error} what="specification" onAdd={() => append({ label: '', value: '' })} />
    </fieldset>
  );
}

/** A grouped product's included items; one of the shop's own products is named by its id. */
export function GroupedItemsEditor({ form }: { form: Form }) {
  const { fields, append, remove, listError, bound } = useProductRows(form, 'groupedItems');
  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-lg text-plum-800">Included items</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start">
          <TextField label={`Item ${index + 1} title`} {...bound(`groupedItems.${index}.title`)} />
          <TextField label={`Item ${index + 1} image`} {...bound(`groupedItems.${index}.image`)} />
          <TextField
            label={`Item ${index + 1} product id`}
            hint="Optional"
            {...bound(`groupedItems.${index}.productId`)}
          />
          <RemoveRowButton
            what={`item ${index + 1}`}
            className={`${quietButtonClass} sm:mt-5`}
            onClick={() => remove(index)}
          />
        </div>
      ))}
      <RowListEnd
        error={listError}
        what="item"
        onAdd={() => append({ title: '', image: '', productId: '' })}
      />
    </fieldset>
  );
}
