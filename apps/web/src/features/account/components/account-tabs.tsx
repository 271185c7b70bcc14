import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type TabItem<Id extends string> = { id: Id; label: string; icon: ReactNode };

/** A WAI-ARIA tab list: arrow keys, Home and End move between tabs; one tab stop. */
export function AccountTabs<Id extends string>({
  tabs,
  active,
  onChange,
  children,
}: {
  tabs: readonly TabItem<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    onChange(tabs[target]!.id);
    buttons.current[target]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="My account"
        className="grid grid-cols-3 gap-1 rounded-full border border-ivory-300 bg-ivory-50 p-1 sm:inline-grid sm:min-w-96"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={`flex min-h-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium transition-colors ${
                selected ? 'bg-plum-900 text-ivory-50 shadow' : 'text-plum-800 hover:bg-plum-900/5'
              }`}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="mt-6"
      >
        {children}
      </div>
    </div>
  );
}
