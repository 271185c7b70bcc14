import { MSG } from '@storefront/shared';
import { Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import { Pager } from './data-table';
import { ErrorText, inputClass, quietButtonClass } from './ui';

/** The card above a console list that holds its search, selects and dates. */
export function FilterBar({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <div className={`grid gap-3 rounded-xl border border-ivory-300 bg-ivory-50 p-3 ${className}`}>
      {children}
    </div>
  );
}

/** Searches when the form is sent (Enter or the button), not per key: every search asks the server. */
export function SearchFilter({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value?: string;
  onSearch: (q: string) => void;
}) {
  const [search, setSearch] = useState(value ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
      className="flex gap-2 sm:col-span-2 xl:col-span-1"
    >
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className={inputClass}
      />
      <button type="submit" className={quietButtonClass} aria-label="Search">
        <Search aria-hidden size={16} />
      </button>
    </form>
  );
}

/** A labelled select whose first option (`all`) clears the filter. */
export function SelectFilter({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value?: string;
  all: string;
  /** [value, label] pairs */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="text-xs font-medium text-plum-700">
      {label}
      <select
        className={`${inputClass} mt-1`}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{all}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value?: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="text-xs font-medium text-plum-700">
      {label}
      <input
        type="date"
        className={`${inputClass} mt-1`}
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** From and To dates, each bounded by the other. */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange: (changes: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      <DateFilter label="From" value={from} max={to} onChange={(value) => onChange({ from: value })} />
      <DateFilter label="To" value={to} min={from} onChange={(value) => onChange({ to: value })} />
    </>
  );
}

type PagedQuery<T> = {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  data?: { items: T[]; total: number };
};

/**
 * One page of a console list as the server answered it: the error, a loading line, the table
 * (or `empty` when nothing matches) and the pager.
 */
export function PagedList<T>({
  query,
  loading,
  empty,
  noun,
  page,
  pageSize,
  onPage,
  above,
  children,
}: {
  query: PagedQuery<T>;
  loading?: string;
  empty: string;
  noun: [string, string];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** shown over the table once the page has come */
  above?: ReactNode;
  /** the table for a page with rows */
  children: (items: T[]) => ReactNode;
}) {
  return (
    <>
      {query.isError ? <ErrorText>{serverMessage(query.error) ?? MSG.somethingWentWrong}</ErrorText> : null}
      {loading && query.isPending ? <p className="text-sm text-plum-700">{loading}</p> : null}
      {query.data ? (
        <>
          {above}
          {query.data.items.length === 0 ? (
            <p className="rounded-xl border border-ivory-300 bg-ivory-50 p-6 text-center text-sm text-plum-700">
              {empty}
            </p>
          ) : (
            children(query.data.items)
          )}
          <Pager total={query.data.total} page={page} pageSize={pageSize} noun={noun} onPage={onPage} />
        </>
      ) : null}
    </>
  );
}
