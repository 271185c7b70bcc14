import { SEARCH_TEXT_MAX, SUGGEST_DEBOUNCE_MS } from '@storefront/shared';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HiddenLabelInput } from '@/components/ui/form/hidden-label-input';
import { useSuggestions } from '@/features/catalogue/api/get-suggestions';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** ARIA combobox: up to 8 distinct title suggestions; Enter searches at /product?search=. */
export function SearchBox({ className = '', onDone }: { className?: string; onDone?: () => void }) {
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('search') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(text, SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced);
  const navigate = useNavigate();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  const items = text.trim() ? (suggestions.data ?? []) : [];
  const expanded = open && items.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions start unselected
  useEffect(() => setActive(-1), [debounced]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const go = (query: string) => {
    const q = query.trim();
    setOpen(false);
    setActive(-1);
    if (!q) return;
    setText(q);
    navigate(`/product?search=${encodeURIComponent(q)}`);
    onDone?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (items.length > 0) setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length > 0) setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(expanded && active >= 0 ? (items[active] ?? text) : text);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
      }
    }
  };

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet in every browser we serve */}
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go(text);
        }}
      >
        <HiddenLabelInput
          label="Search products"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_MAX}
          placeholder="Search perfumes, attars, gemstones…"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-full border border-ivory-50/15 bg-ivory-50 pr-12 pl-4 text-sm text-plum-950 placeholder:text-mrp"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute top-1 right-1 grid size-9 place-items-center rounded-full bg-gold-500 text-plum-950 hover:bg-gold-400"
        >
          <Search className="size-4" aria-hidden="true" />
        </button>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl border border-ivory-300 bg-ivory-50 py-1 text-plum-950 shadow-xl"
      >
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard (aria-activedescendant)
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input by design
          <div
            key={item}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => go(item)}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm ${index === active ? 'bg-plum-900 text-ivory-50' : 'hover:bg-ivory-200'}`}
          >
            <Search className="size-3.5 shrink-0 opacity-60" aria-hidden="true" />
            {item}
          </div>
        ))}
      </div>
    </div>
  );
}
