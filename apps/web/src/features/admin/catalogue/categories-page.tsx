import {
  type AdminCategory,
  type AdminCategoryBody,
  type AdminCategoryForm,
  adminCategoryBodySchema,
  CATALOGUE_ADMIN_MSG,
  MSG,
} from '@storefront/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { bindField, useServerForm } from '@/components/ui/form';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminCategories, useSaveCategory } from '../api/catalogue';
import { CardsOnPhone, HeaderRow } from '../data-table';
import { RowForm, StatusSelect, TextField } from '../form-fields';
import { FormImageField } from '../media/image-field';
import { IconButton } from '../row-actions';
import { ErrorText, Panel, quietButtonClass, StatusBadge } from '../ui';

const FIELDS = ['name', 'icon', 'description', 'position', 'status'] as const;
const blank: AdminCategoryForm = { name: '', icon: '', description: '', position: 0, status: 'Active' };

/**
 * A category's form, for a new one or (inline in its row) a saved one. The server's refusal
 * (a name already taken) shows under its input and what was typed stays.
 */
function CategoryForm({
  category,
  onDone,
  onCancel,
}: {
  category?: AdminCategory;
  onDone: (message: string) => void;
  onCancel?: () => void;
}) {
  const save = useSaveCategory(category?.id ?? null);
  const form = useServerForm<AdminCategoryForm, AdminCategoryBody>({
    schema: adminCategoryBodySchema,
    defaultValues: category
      ? {
          name: category.name,
          icon: category.icon,
          description: category.description,
          position: category.position,
          status: category.status,
        }
      : blank,
    fields: FIELDS,
    submit: async (body) => {
      const answer = await save.mutateAsync(body);
      if (!category) form.reset(blank);
      onDone(answer.message || CATALOGUE_ADMIN_MSG.categorySaved);
    },
  });
  const field = bindField(form.register, form.formState.errors);
  return (
    <RowForm
      form={form}
      name={category?.name ?? null}
      noun="category"
      onCancel={onCancel}
      buttonsClassName="flex gap-2"
    >
      <div className="grid gap-3 sm:grid-cols-[2fr_7rem_8rem]">
        <TextField label="Name" {...field('name')} />
        <TextField label="Position" type="number" min="0" step="1" {...field('position')} />
        <StatusSelect {...field('status')} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormImageField control={form.control} name="icon" label="Picture (optional)" />
        <TextField label="Description" {...field('description')} />
      </div>
    </RowForm>
  );
}

/**
 * A category on a phone, where the table's last column (its Edit button) fell off the screen:
 * its name and status, what it holds, and Edit at the card's end, within a thumb's reach.
 */
function CategoryCard({ category, onEdit }: { category: AdminCategory; onEdit: () => void }) {
  return (
    <article className="flex items-center justify-between gap-3 rounded-xl border border-ivory-300 bg-white p-3 text-sm">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium text-plum-800 wrap-anywhere">{category.name}</span>
          <StatusBadge value={category.status} />
        </p>
        <p className="mt-0.5 text-xs text-mrp">
          {category.productCount} {category.productCount === 1 ? 'product' : 'products'} · position{' '}
          {category.position}
        </p>
      </div>
      <IconButton label={`Edit ${category.name}`} className={`${quietButtonClass} min-h-11`} onClick={onEdit}>
        <Pencil aria-hidden size={14} /> Edit
      </IconButton>
    </article>
  );
}

/** /admin/categories: every category, in the order the shop shows them, edited in place. */
export function AdminCategoriesPage(_: { id?: string }) {
  usePageTitle('Categories · Console');
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
  };
  const edit = (id: string) => {
    setNotice(null);
    setEditing(id);
  };

  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Categories</h1>
      {notice ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {notice}
        </p>
      ) : null}
      {categories.isError ? (
        <ErrorText>{serverMessage(categories.error) ?? MSG.somethingWentWrong}</ErrorText>
      ) : null}
      {categories.isPending ? <p className="text-sm text-plum-700">Loading categories…</p> : null}
      {/* the category being edited has its form in both its card and its row: the screen's
          width shows one of the two */}
      {categories.data ? (
        <CardsOnPhone
          rows={categories.data}
          label="Categories"
          card={(category) =>
            editing === category.id ? (
              <div className="rounded-xl border border-ivory-300 bg-white p-3">
                <CategoryForm category={category} onDone={done} onCancel={() => setEditing(null)} />
              </div>
            ) : (
              <CategoryCard category={category} onEdit={() => edit(category.id)} />
            )
          }
          table={
            <div className="overflow-x-auto rounded-xl border border-ivory-300 bg-ivory-50">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Categories</caption>
                <thead className="bg-ivory-200 text-xs uppercase tracking-wide text-plum-700">
                  <HeaderRow
                    className="px-3 py-2"
                    cells={['Name', 'Products', 'Position', 'Status', { label: 'Edit', hidden: true }]}
                  />
                </thead>
                <tbody>
                  {categories.data.map((category) =>
                    editing === category.id ? (
                      <tr key={category.id} className="border-t border-ivory-200">
                        <td colSpan={5} className="px-3 py-3">
                          <CategoryForm category={category} onDone={done} onCancel={() => setEditing(null)} />
                        </td>
                      </tr>
                    ) : (
                      <tr key={category.id} className="border-t border-ivory-200 hover:bg-ivory-100">
                        <td className="px-3 py-2 font-medium">{category.name}</td>
                        <td className="px-3 py-2">{category.productCount}</td>
                        <td className="px-3 py-2">{category.position}</td>
                        <td className="px-3 py-2">
                          <StatusBadge value={category.status} />
                        </td>
                        <td className="px-3 py-2 text-right">
                          <IconButton label={`Edit ${category.name}`} onClick={() => edit(category.id)}>
                            <Pencil aria-hidden size={14} />
                          </IconButton>
                        </td>
                      </tr>
                    ),
                  )}
                </tbody>
              </table>
            </div>
          }
        />
      ) : null}
      <Panel title="Add a category">
        <CategoryForm onDone={done} />
      </Panel>
    </div>
  );
}
