import {
  type AdminSiteMeta,
  adminSiteMetaBodySchema,
  CONTENT_ADMIN_MSG,
  SITE_META_LIMITS,
} from '@storefront/shared';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useAdminSiteMeta, useSaveSiteMeta } from '../api/content-editing';
import { LabelledField, SplitTextInput } from '../catalogue/product-fields';
import { TextField, withLimits } from '../form-fields';
import { FormImageField } from '../media/image-field';
import { OutcomeText, OwnerSettingsForm, OwnerSettingsPanel, useSettingsForm } from '../settings-panel';
import { FIT_PHONE, listError, showServerErrors } from './shop-outcome';

const FIELDS = ['title', 'description', 'keywords', 'author', 'icon', 'scriptOrigins', 'scripts'] as const;

/** Both lists are addresses the page security policy reads, so both are typed one a line in a monospace box. */
const ADDRESS_LISTS = [
  {
    name: 'scriptOrigins',
    label: 'Allowed script origins',
    hint: 'One per line, https only, such as https://www.googletagmanager.com (https://*.example.com allows its subdomains). Each may run scripts on every page and receive what they send.',
  },
  {
    name: 'scripts',
    label: 'Scripts',
    hint: 'One address per line: a path on this shop (/…) or https:// from an allowed origin. Inline code never runs.',
  },
] as const;

function SiteMetaForm({
  meta,
  owner,
  onSaved,
  onStart,
}: {
  meta: AdminSiteMeta;
  owner: boolean;
  onSaved: (message: string) => void;
  onStart: () => void;
}) {
  const save = useSaveSiteMeta();
  const { form, frame, field } = useSettingsForm('Site details', owner, {
    schema: adminSiteMetaBodySchema,
    defaultValues: meta,
    fields: FIELDS,
    serverErrors: showServerErrors,
    onStart,
    submit: async (body) => {
      const answer = await save.mutateAsync(body);
      onSaved(answer.message ?? CONTENT_ADMIN_MSG.metaSaved);
      return null;
    },
  });
  const { control } = form;
  const limited = withLimits(field, SITE_META_LIMITS);
  return (
    <OwnerSettingsForm {...frame} className={FIT_PHONE}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Site title" hint="The browser tab and link previews" {...limited('title')} />
        <TextField label="Author" {...limited('author')} />
      </div>
      <TextField
        label="Description"
        hint="What search results show under the title"
        rows={2}
        {...limited('description')}
      />
      <TextField label="Keywords" hint="Separated by commas" {...limited('keywords')} />
      <FormImageField control={control} name="icon" label="Icon" />
      {ADDRESS_LISTS.map(({ name, label, hint }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <LabelledField label={label} hint={hint} error={listError(fieldState.error)}>
              {(props) => (
                <SplitTextInput
                  value={field.value ?? []}
                  onChange={field.onChange}
                  separator={'\n'}
                  multiline
                  control={{ ...props, className: `${props.className} font-mono` }}
                />
              )}
            </LabelledField>
          )}
        />
      ))}
    </OwnerSettingsForm>
  );
}

/**
 * Site meta and the origins whose scripts may run: an allowed origin is added to every page's
 * Content-Security-Policy at once (decision 0041).
 */
export function SiteMetaSection({ owner }: { owner: boolean }) {
  const meta = useAdminSiteMeta();
  // after a save the form starts again from what was stored (origins written the one way)
  const [saved, setSaved] = useState({ count: 0, message: '' });
  return (
    <OwnerSettingsPanel title="Site details and scripts" owner={owner} query={meta}>
      {(data) => (
        <>
          <SiteMetaForm
            key={saved.count}
            meta={data}
            owner={owner}
            onSaved={(message) => setSaved((last) => ({ count: last.count + 1, message }))}
            onStart={() => setSaved((last) => ({ ...last, message: '' }))}
          />
          {saved.message ? (
            <div className="mt-3">
              <OutcomeText outcome={{ ok: true, text: saved.message }} />
            </div>
          ) : null}
        </>
      )}
    </OwnerSettingsPanel>
  );
}
