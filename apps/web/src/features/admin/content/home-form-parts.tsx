import type { HomeKind } from '@storefront/shared';
import type { FormEventHandler, ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useServerForm } from '@/components/ui/form';
import { useSaveHomeRow } from '../api/home-content';
import { SubmitButtons } from '../form-fields';
import { ErrorText } from '../ui';

export { StatusSelect } from '../form-fields';

/*
 * The four home-list forms (slider cards, headings, new-arrival groups, offers) save the same
 * way and end the same way; only their fields differ, so only those are written per form.
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
  return useServerForm<Form, Body>({
    ...options,
    submit: async (body) => {
      onDone((await save.mutateAsync(body)).message);
    },
  });
}

/** The form around a row's fields: named after the row it edits (null: a new one), its refusal and buttons last. */
export function HomeRowForm({
  form,
  name,
  noun,
  onCancel,
  children,
}: {
  form: {
    onSubmit: FormEventHandler<HTMLFormElement>;
    failure: string | null;
    formState: { isSubmitting: boolean };
  };
  name: string | null;
  noun: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const isNew = name === null;
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={isNew ? `New ${noun}` : `Edit ${name}`}
      className="space-y-3"
    >
      {children}
      {form.failure ? <ErrorText>{form.failure}</ErrorText> : null}
      <SubmitButtons
        label={isNew ? `Add ${noun}` : 'Save'}
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
