import {
  type AdminNewArrivalGroup,
  type AdminNewArrivalGroupBody,
  type AdminNewArrivalGroupForm,
  adminNewArrivalGroupBodySchema,
  NEW_ARRIVAL_GROUP_MAX_PRODUCTS,
} from '@storefront/shared';
import { Controller, type FieldError } from 'react-hook-form';
import { RowForm, TextField } from '../form-fields';
import { useHomeRowForm } from './home-form-parts';
import type { RowFormProps } from './home-list';
import { ProductListField } from './home-product-picker';

// the server names a refused product by its place: productIds.3
const FIELDS = [
  'categoryName',
  'description',
  'productIds',
  ...Array.from({ length: NEW_ARRIVAL_GROUP_MAX_PRODUCTS }, (_, index) => `productIds.${index}` as const),
] as const;

/** A new-arrival row: its name, description and products in the order the row shows them. */
export function GroupForm({ item, onDone, onCancel }: RowFormProps<AdminNewArrivalGroup>) {
  const form = useHomeRowForm<AdminNewArrivalGroupForm, AdminNewArrivalGroupBody>(
    'new-arrivals',
    item?.id ?? null,
    onDone,
    {
      schema: adminNewArrivalGroupBodySchema,
      defaultValues: {
        categoryName: item?.categoryName ?? '',
        description: item?.description ?? '',
        productIds: item?.products.map((product) => product.id) ?? [],
      },
      fields: FIELDS,
    },
  );
  const { control, field } = form;
  const listErrors = form.formState.errors.productIds as
    | (FieldError & Record<number, FieldError | undefined>)
    | undefined;

  return (
    <RowForm form={form} name={item?.categoryName ?? null} noun="group" onCancel={onCancel}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Group name" hint="The row's heading, e.g. Attars" {...field('categoryName')} />
        <TextField label="Description" {...field('description')} />
      </div>
      <Controller
        control={control}
        name="productIds"
        render={({ field }) => (
          <ProductListField
            value={field.value ?? []}
            initial={item?.products ?? []}
            onChange={field.onChange}
            error={listErrors?.message ?? listErrors?.root?.message}
            itemError={(index) => listErrors?.[index]?.message}
          />
        )}
      />
    </RowForm>
  );
}
