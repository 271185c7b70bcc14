import {
  ADMIN_PINCODES_PAGE_SIZE,
  type AdminPincodeBody,
  type AdminPincodeForm,
  type AdminPincodePasteBody,
  type AdminPincodePasteResponse,
  adminPincodeBodySchema,
  adminPincodePasteBodySchema,
  parsePincodeList,
  SELLING_ADMIN_MSG,
  type SellingStatus,
} from '@storefront/shared';
import { useState } from 'react';
import { bindField, useServerForm } from '@/components/ui/form';
import {
  useAddPincode,
  useAdminPincodes,
  useDeletePincode,
  usePastePincodes,
  useSetPincodeStatus,
} from '../api/selling';
import { TextField } from '../form-fields';
import { PagedList, SearchFilter, SelectFilter } from '../list-filters';
import { DeleteButton, StatusSwitch, useActionOutcome } from '../row-actions';
import { failed, type Outcome, OutcomeText } from '../settings-panel';
import { buttonClass, Panel, StatusBadge } from '../ui';

function AddPincodeForm({ onDone }: { onDone: (outcome: Outcome) => void }) {
  const add = useAddPincode();
  const form = useServerForm<AdminPincodeForm, AdminPincodeBody>({
    schema: adminPincodeBodySchema,
    defaultValues: { pincode: '', status: 'Active' },
    fields: ['pincode'],
    submit: async (body) => {
      const answer = await add.mutateAsync(body);
      form.reset();
      onDone({ ok: true, text: answer.message });
    },
    onRefused: (error) => onDone(failed(error)),
  });
  const { onSubmit } = form;
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a pincode" className="flex items-start gap-2">
      <TextField
        label="Pincode"
        className="min-w-0 flex-1"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        {...field('pincode')}
      />
      <button type="submit" className={`${buttonClass} mt-5`} disabled={isSubmitting}>
        Add
      </button>
    </form>
  );
}

function PasteResult({ result }: { result: AdminPincodePasteResponse }) {
  return (
    <div role="status" className="space-y-1 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
      <p className="font-medium">{result.message}</p>
      {result.invalid.length > 0 ? (
        <p className="text-sale">
          Not pincodes: <span className="break-all font-mono">{result.invalid.join(', ')}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Many pincodes at once; the box counts what it holds before anything is sent. */
function PastePincodesForm({ onDone }: { onDone: (outcome: Outcome) => void }) {
  const paste = usePastePincodes();
  const [result, setResult] = useState<AdminPincodePasteResponse | null>(null);
  const form = useServerForm<AdminPincodePasteBody, AdminPincodePasteBody>({
    schema: adminPincodePasteBodySchema,
    defaultValues: { text: '' },
    fields: ['text'],
    submit: async ({ text }) => {
      setResult(null);
      const answer = await paste.mutateAsync(text);
      form.reset();
      setResult(answer);
      onDone(null);
    },
    onRefused: (error) => onDone(failed(error)),
  });
  const { register, watch, onSubmit } = form;
  const { errors, isSubmitting } = form.formState;
  const counted = parsePincodeList(watch('text') ?? '');
  const hint =
    counted.valid.length + counted.invalid.length > 0
      ? `${counted.valid.length} ${counted.valid.length === 1 ? 'pincode' : 'pincodes'}${counted.invalid.length ? `, ${counted.invalid.length} not valid` : ''}`
      : 'One per line, or separated by commas or spaces';
  const field = bindField(register, errors);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Paste pincodes" className="space-y-2">
      <TextField label="Paste many pincodes" hint={hint} rows={3} {...field('text')} />
      <button type="submit" className={buttonClass} disabled={isSubmitting}>
        Add pasted pincodes
      </button>
      {result ? <PasteResult result={result} /> : null}
    </form>
  );
}

const STATUS_OPTIONS = [
  ['Active', 'Active'],
  ['Inactive', 'Inactive'],
] as const;

/** The pincodes the shop delivers to: search, add one or many, switch on and off, delete. */
export function PincodesSection() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<SellingStatus | ''>('');
  const [page, setPage] = useState(1);
  const { outcome, setOutcome, act } = useActionOutcome();
  const list = useAdminPincodes({ q: q || undefined, status: status || undefined, page });
  const setPincodeStatus = useSetPincodeStatus();
  const remove = useDeletePincode();

  return (
    <Panel title="Pincodes we deliver to">
      <div className="space-y-4">
        <p className="text-sm text-plum-700">
          Checkout takes orders only to active pincodes; the product page&apos;s delivery check uses the same
          list.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <AddPincodeForm onDone={setOutcome} />
          <PastePincodesForm onDone={setOutcome} />
        </div>
        <OutcomeText outcome={outcome} />
        {list.data?.activeCount === 0 ? (
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {SELLING_ADMIN_MSG.noActivePincodes}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <SearchFilter
            label="Search pincodes"
            placeholder="Digits of a pincode"
            value={q}
            onSearch={(next) => {
              setQ(next.replace(/\D/g, '').slice(0, 6));
              setPage(1);
            }}
          />
          <SelectFilter
            label="Status"
            value={status}
            all="All pincodes"
            options={STATUS_OPTIONS}
            onChange={(next) => {
              setStatus(next as SellingStatus | '');
              setPage(1);
            }}
          />
        </div>
        <PagedList
          query={list}
          loading="Loading pincodes…"
          empty="No pincodes match."
          noun={['pincode', 'pincodes']}
          page={page}
          pageSize={ADMIN_PINCODES_PAGE_SIZE}
          onPage={setPage}
        >
          {(items) => (
            <ul aria-label="Pincodes" className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center gap-2 rounded-lg border border-ivory-300 bg-white px-3 py-1.5 text-sm"
                >
                  <span className="font-mono text-base tracking-wide">{item.pincode}</span>
                  <StatusBadge value={item.status} />
                  <span className="ml-auto flex flex-wrap gap-2">
                    <StatusSwitch
                      status={item.status}
                      what={item.pincode}
                      disabled={setPincodeStatus.isPending}
                      onChange={(next) =>
                        act(() => setPincodeStatus.mutateAsync({ id: item.id, status: next }))
                      }
                    />
                    <DeleteButton
                      what={item.pincode}
                      onDelete={() => act(() => remove.mutateAsync(item.id))}
                    />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </Panel>
  );
}
