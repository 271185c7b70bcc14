import type { HomeKind } from '@storefront/shared';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { bindField, useServerForm } from '@/components/ui/form';
import { useSaveHomeRow } from '../api/home-content';

/*
 * The four home-list forms (slider cards, headings, new-arrival groups, offers) save the same
 * way and end the same way (a RowForm); only their fields differ, so only those are written per form.
 */

/** A home list's row form: saves (a new row when there is no id) and hands on the server's message. */
export function useHomeRowForm<Form extends FieldValues, Body>(
  kind: HomeKind,
  id: string | null,
  onDone: (message: string) => void,
  options: {
    schema: z.ZodType<Body, Form>;
    defaultValues: DefaultValues<Form>;
    fields: readonly Path<Form>[];
  },
) {
  const save = useSaveHomeRow<Body>(kind, id);
  const form = useServerForm<Form, Body>({
    ...options,
    submit: async (body) => {
      onDone((await save.mutateAsync(body)).message);
    },
  });
  return { ...form, field: bindField(form.register, form.formState.errors) };
}
