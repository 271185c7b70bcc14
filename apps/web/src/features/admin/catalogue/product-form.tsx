import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminCategory,
  type AdminProduct,
  type AdminProductBody,
  type AdminProductForm,
  adminProductBodySchema,
  blankAsMissing,
  CATALOGUE_ADMIN_MSG,
  GST_RATES,
  MSG,
  PRODUCT_STATUSES,
  PRODUCT_TYPE,
  PRODUCT_TYPES,
} from '@storefront/shared';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors, bindField, FieldMessage, serverFieldErrors } from '@/components/ui/form';
import { serverMessage } from '@/lib/api-client';
import { NumberField, SelectField, TextField } from '../form-fields';
import { LeaveGuard } from '../leave-guard';
import { ImageListEditor } from '../media/image-list-editor';
import { buttonClass, ErrorText, Panel } from '../ui';
import { LabelledField, SplitTextInput } from './product-fields';
import {
  choicesByName,
  emptyProduct,
  firstMessage,
  productFieldMap,
  productFormValues,
} from './product-values';
import { GroupedItemsEditor, SpecificationsEditor } from './row-editors';
import { AttributesEditor, VariationsEditor } from './variations-editor';

const GST_RATE_OPTIONS = [
  ['', 'Not set'],
  ...GST_RATES.map((rate) => [String(rate), `${rate}%`] as const),
] as const;

const schemaResolver = zodResolver(adminProductBodySchema);
/**
 * An empty price box is no price at all, not a wrong one: a variable product has none of its
 * own (the schema's optional price sees only a missing one). Variations' choices, kept by
 * attribute position while editing, are checked and sent by attribute name (choicesByName).
 */
const productResolver: typeof schemaResolver = (values, context, options) =>
  schemaResolver(
    {
      ...values,
      price: blankAsMissing(values.price),
      variations: values.variations?.map((variation) => ({
        ...variation,
        attributes: choicesByName(values.attributes, variation.attributes),
      })),
    },
    context,
    options,
  );

/**
 * The one form of a product, new or saved. A refusal (the browser's or the server's) shows
 * under each input it names and keeps what was typed; a save opens the form afresh from the
 * saved product.
 */
export function ProductForm({
  product,
  categories,
  onSave,
}: {
  product?: AdminProduct;
  categories: AdminCategory[];
  onSave: (body: AdminProductBody) => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminProductForm, unknown, AdminProductBody>({
    resolver: productResolver,
    defaultValues: product ? productFormValues(product) : emptyProduct(),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const productType = useWatch({ control, name: 'productType' });
  const isVariable = productType === PRODUCT_TYPE.variable;

  // Activate and Deactivate change the status outside the form; the select follows them
  const savedStatus = product?.status;
  useEffect(() => {
    if (savedStatus) setValue('status', savedStatus);
  }, [savedStatus, setValue]);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSave(body);
    } catch (error) {
      const fields = productFieldMap(Object.keys(serverFieldErrors(error))) as Record<
        string,
        Path<AdminProductForm>
      >;
      if (!applyServerErrors(setError, error, fields))
        setFailure(serverMessage(error) ?? MSG.somethingWentWrong);
    }
  });

  const field = bindField(register, errors);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Product">
      <LeaveGuard dirty={isDirty && !isSubmitting} />
      <Panel title="Basics">
        <div className="grid gap-3 sm:grid-cols-2">
          {product ? (
            <div className="text-xs font-medium text-plum-700">
              Type
              <p className="mt-2 text-sm text-plum-950">{product.productType}</p>
              <p className="mt-1 text-xs text-mrp">{CATALOGUE_ADMIN_MSG.typeFixed}</p>
            </div>
          ) : (
            <SelectField label="Type" options={PRODUCT_TYPES} {...field('productType')} />
          )}
          <SelectField label="Status" options={PRODUCT_STATUSES} {...field('status')} />
          <TextField label="Title" {...field('title')} />
          <TextField label="SKU" {...field('sku')} />
        </div>
        <div className="mt-3 space-y-3">
          <TextField label="Short description" rows={2} {...field('shortDescription')} />
          <TextField label="Description" rows={6} {...field('description')} />
          <LabelledField label="Key features" hint="One per line" error={firstMessage(errors.keyFeatures)}>
            {(props) => (
              <Controller
                control={control}
                name="keyFeatures"
                render={({ field }) => (
                  <SplitTextInput
                    separator={'\n'}
                    multiline
                    value={field.value ?? []}
                    onChange={field.onChange}
                    control={props}
                  />
                )}
              />
            )}
          </LabelledField>
          <SpecificationsEditor form={form} />
        </div>
      </Panel>

      <Panel title="Categories and images">
        <fieldset>
          <legend className="text-xs font-medium text-plum-700">Categories</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
            {categories.map((category) => (
              <label key={category.id} className="inline-flex items-center gap-2 text-sm">
                <input type="checkbox" value={category.name} {...register('categories')} />
                {category.name}
                {category.status === 'Inactive' ? <span className="text-xs text-mrp">(inactive)</span> : null}
              </label>
            ))}
          </div>
          <FieldMessage id="categories-error" error={firstMessage(errors.categories)} />
        </fieldset>
        <div className="mt-4">
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <ImageListEditor
                label="Images"
                value={field.value ?? []}
                onChange={field.onChange}
                error={firstMessage(errors.images)}
              />
            )}
          />
        </div>
      </Panel>

      <Panel title="Price, stock and tax">
        <div className="grid gap-3 sm:grid-cols-3">
          {isVariable ? null : (
            <>
              <NumberField label="Price (₹)" kind="decimal" min={null} {...field('price')} />
              <NumberField
                label="Sale price (₹)"
                hint="Empty: not on sale"
                kind="decimal"
                min={null}
                {...field('salePrice')}
              />
              {product ? null : <NumberField label="Opening stock" kind="whole" {...field('stock')} />}
            </>
          )}
          <NumberField label="Delivery days" kind="whole" min="1" {...field('deliveryDays')} />
          <TextField label="HSN code" inputMode="numeric" {...field('hsnCode')} />
          <SelectField label="GST rate" options={GST_RATE_OPTIONS} {...field('gstRate')} />
        </div>
      </Panel>

      {isVariable ? (
        <Panel>
          <div className="space-y-6">
            <AttributesEditor form={form} />
            <VariationsEditor form={form} product={product} />
          </div>
        </Panel>
      ) : null}
      {productType === PRODUCT_TYPE.grouped ? (
        <Panel>
          <GroupedItemsEditor form={form} />
        </Panel>
      ) : null}

      {failure ? <ErrorText>{failure}</ErrorText> : null}
      <button type="submit" className={buttonClass} disabled={isSubmitting}>
        <Save aria-hidden size={16} /> {isSubmitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
