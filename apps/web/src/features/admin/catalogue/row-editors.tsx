import type { AdminProductBody, AdminProductForm } from '@storefront/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { ErrorText, quietButtonClass } from '../ui';
import { LabelledField } from './product-fields';
import { firstMessage } from './product-values';

type Form = UseFormReturn<AdminProductForm, unknown, AdminProductBody>;

/** Label and value rows shown as the product's specification table. */
export function SpecificationsEditor({ form }: { form: Form }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'specifications' });
  const error = firstMessage(errors.specifications);
  return (
    <fieldset className="space-y-2">
      <legend className="text-xs font-medium text-plum-700">Specifications</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_2fr_auto] items-end gap-2">
          <LabelledField label={`Specification ${index + 1} label`}>
            {(props) => <input {...props} {...register(`specifications.${index}.label`)} />}
          </LabelledField>
          <LabelledField label={`Specification ${index + 1} value`}>
            {(props) => <input {...props} {...register(`specifications.${index}.value`)} />}
          </LabelledField>
          <button
            type="button"
            className={quietButtonClass}
            aria-label={`Remove specification ${index + 1}`}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden size={14} />
          </button>
        </div>
      ))}
      {error ? <ErrorText>{error}</ErrorText> : null}
      <button type="button" className={quietButtonClass} onClick={() => append({ label: '', value: '' })}>
        <Plus aria-hidden size={14} /> Add specification
      </button>
    </fieldset>
  );
}

/** A grouped product's included items; one of the shop's own products is named by its id. */
export function GroupedItemsEditor({ form }: { form: Form }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'groupedItems' });
  const listError = errors.groupedItems?.message ?? errors.groupedItems?.root?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-lg text-plum-800">Included items</legend>
      {fields.map((field, index) => {
        const rowErrors = errors.groupedItems?.[index];
        return (
          <div key={field.id} className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start">
            <LabelledField label={`Item ${index + 1} title`} error={rowErrors?.title?.message}>
              {(props) => <input {...props} {...register(`groupedItems.${index}.title`)} />}
            </LabelledField>
            <LabelledField label={`Item ${index + 1} image`} error={rowErrors?.image?.message}>
              {(props) => <input {...props} {...register(`groupedItems.${index}.image`)} />}
            </LabelledField>
            <LabelledField
              label={`Item ${index + 1} product id`}
              hint="Optional"
              error={rowErrors?.productId?.message}
            >
              {(props) => <input {...props} {...register(`groupedItems.${index}.productId`)} />}
            </LabelledField>
            <button
              type="button"
              className={`${quietButtonClass} sm:mt-5`}
              aria-label={`Remove item ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden size={14} />
            </button>
          </div>
        );
      })}
      {listError ? <ErrorText>{listError}</ErrorText> : null}
      <button
        type="button"
        className={quietButtonClass}
        onClick={() => append({ title: '', image: '', productId: '' })}
      >
        <Plus aria-hidden size={14} /> Add item
      </button>
    </fieldset>
  );
}
