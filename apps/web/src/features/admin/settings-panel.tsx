import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_MSG, MSG } from '@storefront/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, bindField } from '@/components/ui/form';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminSession } from './session';
import { buttonClass, ErrorText, Panel } from './ui';

/*
 * The console's settings forms (selling rules, shop and pages): a panel that loads the
 * settings, tells staff that only the owner saves them, and a save button with what the
 * last save said.
 */

/** What the last save said: its success in green, a refusal in red; nothing before any. */
export type Outcome = { ok: boolean; text: string } | null;

export function OutcomeText({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  if (!outcome.ok) return <ErrorText>{outcome.text}</ErrorText>;
  return (
    <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
      {outcome.text}
    </p>
  );
}

export const failed = (error: unknown): Outcome => ({
  ok: false,
  text: serverMessage(error) ?? MSG.somethingWentWrong,
});

/** A panel of settings any staff member reads and only the owner saves. */
export function OwnerSettingsPanel<T>({
  title,
  owner,
  query,
  children,
}: {
  title: string;
  owner: boolean;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Panel title={title}>
      {!owner ? <p className="mb-3 text-sm text-plum-700">{ADMIN_MSG.ownerOnly}</p> : null}
      {query.isError ? <OutcomeText outcome={failed(query.error)} /> : null}
      {query.isPending ? <p className="text-sm text-plum-700">Loading…</p> : null}
      {query.data !== undefined ? children(query.data) : null}
    </Panel>
  );
}

/**
 * The section of one setting: its panel, and its form once the setting has come. The form
 * gets the stored value and whether the reader is the owner, who alone saves it.
 */
export function ownerSettingsSection<T>(
  title: string,
  useValue: () => UseQueryResult<T>,
  Form: (props: { value: T; owner: boolean }) => ReactNode,
) {
  return function OwnerSettingsSection({ owner }: { owner: boolean }) {
    const query = useValue();
    return (
      <OwnerSettingsPanel title={title} owner={owner} query={query}>
        {(value) => <Form value={value} owner={owner} />}
      </OwnerSettingsPanel>
    );
  };
}

/** The owner's save button; staff see the values without it. */
export function OwnerSaveButton({ owner, busy, label }: { owner: boolean; busy: boolean; label: string }) {
  if (!owner) return null;
  return (
    <button type="submit" className={buttonClass} disabled={busy}>
      {label}
    </button>
  );
}

/**
 * A settings form any staff member reads and only the owner saves: its fields sit in a
 * fieldset disabled for staff, the owner's save button ends it and the last save's outcome
 * shows below (the five settings forms had each written this frame out).
 */
export function OwnerSettingsForm({
  label,
  owner,
  onSubmit,
  busy,
  saveLabel = `Save ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
  outcome,
  className,
  spacing = 'space-y-3',
  children,
}: {
  label: string;
  owner: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** Save and the form's name (Save payment settings) unless told otherwise. */
  saveLabel?: string;
  outcome: Outcome;
  className?: string;
  spacing?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className={className}>
      <fieldset disabled={!owner} className={spacing}>
        {children}
        <OwnerSaveButton owner={owner} busy={busy} label={saveLabel} />
      </fieldset>
      <div className="mt-3">
        <OutcomeText outcome={outcome} />
      </div>
    </form>
  );
}

type ServerErrors<F extends FieldValues> = (
  setError: UseFormSetError<F>,
  error: unknown,
  fields: readonly Path<F>[],
) => boolean;

/**
 * The state of an OwnerSettingsForm named `label`: `submit` saves and answers what to say (it
 * may reset the form to what was stored; null says nothing); a refusal goes on the fields it
 * names, or, naming none of them, below the form. Spread `frame` on the OwnerSettingsForm and
 * `field(name)` on each of its boxes.
 */
export function useSettingsForm<F extends FieldValues, B>(
  label: string,
  owner: boolean,
  {
    schema,
    defaultValues,
    fields,
    submit,
    onStart,
    serverErrors = applyServerErrors,
  }: {
    schema: z.ZodType<B, F>;
    defaultValues: DefaultValues<F>;
    fields: readonly Path<F>[];
    submit: (body: B, form: UseFormReturn<F, unknown, B>) => Promise<string | null>;
    onStart?: () => void;
    serverErrors?: ServerErrors<F>;
  },
) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<F, unknown, B>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(async (body) => {
    setOutcome(null);
    onStart?.();
    try {
      const text = await submit(body, form);
      if (text !== null) setOutcome({ ok: true, text });
    } catch (error) {
      if (!serverErrors(form.setError, error, fields)) setOutcome(failed(error));
    }
  });
  return {
    form,
    frame: { label, owner, onSubmit, busy: form.formState.isSubmitting, outcome },
    field: bindField(form.register, form.formState.errors),
  };
}

/**
 * A console page of settings sections with links to each at the top (a long page on a phone).
 * `sections` gets whether the signed-in member is the owner.
 */
export function SectionedPage({
  title,
  sections,
}: {
  title: string;
  sections: readonly { id: string; label: string; render: (owner: boolean) => ReactNode }[];
}) {
  usePageTitle(`${title} · Console`);
  const { staff } = useAdminSession();
  const owner = staff?.role === 'owner';
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">{title}</h1>
      <nav aria-label="Sections" className="flex flex-wrap gap-2 text-sm">
        {sections.map(({ id, label }) => (
          <a
            key={id}
            href={`#${id}`}
            className="rounded-full border border-ivory-300 bg-white px-3 py-1 text-plum-800 hover:bg-ivory-100"
          >
            {label}
          </a>
        ))}
      </nav>
      {sections.map(({ id, render }) => (
        <div key={id} id={id} className="scroll-mt-20 space-y-4">
          {render(owner)}
        </div>
      ))}
    </div>
  );
}
