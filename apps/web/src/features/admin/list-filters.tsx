import { MSG } from '@storefront/shared';
import { Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { serverMessage } from '@/lib/api-client';
import { Pager, pageOf, updateParams } from './data-table';
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
  className = 'flex gap-2 sm:col-span-2 xl:col-span-1',
}: {
  label: string;
  placeholder: string;
  value?: string;
  onSearch: (q: string) => void;
  className?: string;
}) {
  const [search, setSearch] = useState(value ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
      className={className}
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
  className = 'text-xs font-medium text-plum-700',
}: {
  label: string;
  value?: string;
  all: string;
  /** [value, label] pairs */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={className}>
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

/**
 * A console list's filters and page in the address bar, so a filtered list can be reloaded,
 * shared and gone back to; `paging` is what PagedList needs to turn its pages.
 */
export function useListParams(pageSize: number) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const update = (changes: Record<string, string | undefined>) =>
    setParams(updateParams(params, changes), { replace: true });
  const onPage = (next: number) => update({ page: String(next) });
  return { params, page, update, paging: { page, pageSize, onPage } };
}

type Paged = { page: number; pageSize: number };

/**
 * A console list the server filters and pages: `read` takes the filters from the address bar
 * (only values the server knows), the page is added, and `useRows` asks for those rows.
 */
export function useFilteredList<F extends object, R>(
  pageSize: number,
  read: (params: URLSearchParams) => F,
  useRows: (query: F & Paged) => R,
) {
  const list = useListParams(pageSize);
  const query = { ...read(list.params), page: list.page, pageSize };
  return { ...list, query, rows: useRows(query) };
}

/**
 * A filtered list's filter bar over its page of rows; unless told otherwise, the loading
 * line speaks of the list's own things (`noun`).
 */
export function FilteredList<K extends string, T>({
  list,
  filters,
  className,
  noun,
  loading = `Loading ${noun[1]}…`,
  empty,
  actions,
  children,
}: {
  list: {
    query: Partial<Record<K | 'from' | 'to', string>>;
    update: (changes: Record<string, string | undefined>) => void;
    paging: Paged & { onPage: (page: number) => void };
    rows: PagedQuery<T>;
  };
  filters: readonly ListFilter<K>[];
  className?: string;
  noun: [string, string];
  loading?: string;
  empty?: string;
  /** After the filters: an export button, say. */
  actions?: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <>
      <ListFilters className={className} filters={filters} values={list.query} onChange={list.update}>
        {actions}
      </ListFilters>
      <PagedList query={list.rows} loading={loading} empty={empty} noun={noun} {...list.paging}>
        {children}
      </PagedList>
    </>
  );
}

/**
 * A filter's value in the address bar; with `values`, only one the server knows reaches it
 * (anything else is no filter).
 */
export function paramOf(params: URLSearchParams, key: string): string | undefined;
export function paramOf<T extends string>(
  params: URLSearchParams,
  key: string,
  values: readonly T[],
): T | undefined;
export function paramOf(params: URLSearchParams, key: string, values?: readonly string[]) {
  const value = params.get(key) || undefined;
  return !values || values.includes(value ?? '') ? value : undefined;
}

/** A select's [value, label] pairs: each value is its own label unless `labels` names it. */
export const optionsOf = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value): readonly [T, string] => [value, labels?.[value] ?? value]);

/**
 * One filter of a console list, kept in the address bar under `key`: a search (it has a
 * placeholder), a select (its first option, `all`, clears it) or `dates` (under from and to).
 */
export type ListFilter<K extends string> =
  | { key: K; label: string; placeholder: string; className?: string }
  | { key: K; label: string; all: string; options: readonly (readonly [string, string])[] }
  | 'dates';

/**
 * A console list's filter bar from the list of its filters: each shows its value and writes
 * its change under its own key, so no page wires a value and a change by hand.
 */
export function ListFilters<K extends string>({
  filters,
  values,
  onChange,
  className,
  children,
}: {
  filters: readonly ListFilter<K>[];
  values: Partial<Record<K | 'from' | 'to', string>>;
  onChange: (changes: Record<string, string | undefined>) => void;
  className?: string;
  /** Anything after the filters (an export button, say). */
  children?: ReactNode;
}) {
  const set = (key: K, value: string) => onChange({ [key]: value });
  return (
    <FilterBar className={className}>
      {filters.map((filter) => {
        if (filter === 'dates') {
          return <DateRangeFilter key="dates" from={values.from} to={values.to} onChange={onChange} />;
        }
        if ('placeholder' in filter) {
          const { key, ...search } = filter;
          return <SearchFilter key={key} {...search} value={values[key]} onSearch={(q) => set(key, q)} />;
        }
        const { key, ...select } = filter;
        return (
          <SelectFilter key={key} {...select} value={values[key]} onChange={(value) => set(key, value)} />
        );
      })}
      {children}
    </FilterBar>
  );
}

type PagedQuery<T> = {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  data?: { items: T[]; total: number };
};

/**
 * One page of a console list as the server answered it: the error, a loading line (none
 * without `loading`), the table (or `empty` when nothing matches, by default that nothing
 * matches the filters) and the pager.
 */
export function PagedList<T>({
  query,
  noun,
  loading,
  empty = `No ${noun[1]} match these filters.`,
  page,
  pageSize,
  onPage,
  above,
  children,
}: {
  query: PagedQuery<T>;
  loading?: string;
  empty?: string;
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
