import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminContentPageBody,
  type AdminContentPageForm,
  type AdminEditablePage,
  adminContentPageBodySchema,
  CONTENT_PAGE_LIMITS,
} from '@storefront/shared';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { bindField } from '@/components/ui/form';
import { useAdminPages, useSavePage } from '../api/content-editing';
import { TextField } from '../form-fields';
import { failed, type Outcome, OutcomeText, OwnerSaveButton, OwnerSettingsPanel } from '../settings-panel';
import { quietButtonClass } from '../ui';
import { FIT_PHONE, showServerErrors } from './shop-outcome';

const FIELDS = ['title', 'body'] as const;

const FORMAT_HINT =
  'A blank line starts a new paragraph. "## " starts a heading, "- " a bullet, "> " a quote (a last line "> — Name" says who said it). Anything else, HTML too, shows exactly as typed.';

/** Where the about page puts each part of its text (storefront about-layout.ts). */
const ABOUT_HINT =
  'Title: the big line at the top. Opening paragraphs: the About Us text. Each "## " section of paragraphs is an item of the accordion (Our Mission, Our Vision, Core Values); a section of bullets only is the Why Choose Us list; a section of quotes only is the testimonials; a section that mixes them is an accordion item.';

const updatedOn = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

function PageForm({ page, owner }: { page: AdminEditablePage; owner: boolean }) {
  const save = useSavePage(page.slug);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminContentPageForm, unknown, AdminContentPageBody>({
    resolver: zodResolver(adminContentPageBodySchema),
    defaultValues: { title: page.title, body: page.body },
  });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await save.mutateAsync(values);
      reset({ title: answer.page.title, body: answer.page.body });
      setOutcome({ ok: true, text: answer.message ?? '' });
    } catch (error) {
      if (!showServerErrors(setError, error, FIELDS)) setOutcome(failed(error));
    }
  });
  const field = bindField(register, errors);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={page.name} className={`space-y-3 ${FIT_PHONE}`}>
      <fieldset disabled={!owner} className="space-y-3">
        <TextField
          label="Title"
          hint={page.slug === 'about-us' ? 'The big line at the top of the page' : 'The heading of the page'}
          maxLength={CONTENT_PAGE_LIMITS.title}
          {...field('title')}
        />
        <TextField
          label="Text"
          hint={`${page.slug === 'about-us' ? `${ABOUT_HINT} ` : ''}${FORMAT_HINT} ${body.length.toLocaleString('en-IN')}/${CONTENT_PAGE_LIMITS.body.toLocaleString('en-IN')} characters.`}
          rows={16}
          maxLength={CONTENT_PAGE_LIMITS.body}
          boxClassName="resize-y font-mono leading-relaxed"
          {...field('body')}
        />
        <div className="flex flex-wrap items-center gap-2">
          <OwnerSaveButton owner={owner} busy={isSubmitting} label={`Save ${page.name}`} />
          <a href={`/${page.slug}`} target="_blank" rel="noreferrer" className={quietButtonClass}>
            <ExternalLink aria-hidden size={14} /> View page
          </a>
          {page.updatedAt ? (
            <span className="text-xs text-mrp">Last saved {updatedOn(page.updatedAt)}</span>
          ) : (
            <span className="text-xs text-mrp">Not written yet</span>
          )}
        </div>
      </fieldset>
      <OutcomeText outcome={outcome} />
    </form>
  );
}

/** The policy and about pages' texts, one page at a time. */
export function PagesSection({ owner }: { owner: boolean }) {
  const pages = useAdminPages();
  const [chosen, setChosen] = useState<string | null>(null);
  const current = pages.data?.find((page) => page.slug === chosen) ?? pages.data?.[0];
  return (
    <OwnerSettingsPanel title="Pages" owner={owner} query={pages}>
      {(all) =>
        current ? (
          <div className="space-y-4">
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">Page to edit</legend>
              {all.map((page) => (
                <button
                  key={page.slug}
                  type="button"
                  aria-pressed={page.slug === current.slug}
                  onClick={() => setChosen(page.slug)}
                  className={`rounded-full border px-3 py-1 text-sm ${
                    page.slug === current.slug
                      ? 'border-plum-800 bg-plum-800 text-ivory-50'
                      : 'border-ivory-300 bg-white text-plum-800 hover:bg-ivory-100'
                  }`}
                >
                  {page.name}
                </button>
              ))}
            </fieldset>
            {/* every page keeps its own form, so text typed into one and not yet saved is
                still there after a look at another */}
            {all.map((page) => (
              <div key={page.slug} hidden={page.slug !== current.slug}>
                <PageForm page={page} owner={owner} />
              </div>
            ))}
          </div>
        ) : null
      }
    </OwnerSettingsPanel>
  );
}
