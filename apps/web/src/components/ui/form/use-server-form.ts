import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@storefront/shared';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { serverMessage } from '@/lib/api-client';
import { applyServerErrors } from './server-errors';

/**
 * A form checked by its shared zod schema in the browser and sent to the server, whose
 * refusal lands under the inputs it names (what was typed stays); any other refusal is
 * `failure`, the text to show above the button, or goes to `onRefused` for a form that says
 * it another way (a toast). `onSubmit` is the form's handler.
 *
 *   const { register, formState, onSubmit, failure } = useServerForm({
 *     schema: adminCategoryBodySchema, defaultValues, fields: ['name', 'icon'],
 *     submit: async (body) => done((await save.mutateAsync(body)).message),
 *   });
 */
export function useServerForm<Form extends FieldValues, Body>({
  defaultValues,
  fields,
  submit,
  onRefused,
  mode,
  ...check
}: (
  | { schema: z.ZodType<Body, Form> }
  /** The schema's resolver with a step of the form's own before it (what a hidden box holds, say). */
  | { resolver: Resolver<Form, unknown, Body> }
) & {
  defaultValues: DefaultValues<Form>;
  /** The inputs a server's per-field message may land under. */
  fields: readonly Path<Form>[];
  submit: (body: Body) => Promise<unknown>;
  /** Told of a refusal no input can show, instead of it becoming `failure`. */
  onRefused?: (error: unknown) => void;
  mode?: UseFormProps<Form>['mode'];
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = 'resolver' in check ? check.resolver : zodResolver(check.schema);
  const form = useForm<Form, unknown, Body>({ resolver, defaultValues, mode });
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await submit(body);
    } catch (error) {
      if (applyServerErrors(form.setError, error, fields)) return;
      if (onRefused) onRefused(error);
      else setFailure(serverMessage(error) ?? MSG.somethingWentWrong);
    }
  });
  return { ...form, onSubmit, failure };
}
