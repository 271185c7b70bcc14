import type { ReactNode } from 'react';

/**
 * The choices of a listing modal (sort, filters), one tappable row each, grouped under a
 * legend only screen readers read (the modal's title says it on screen). `children` follows
 * the list inside the group (a "nothing matches" line, say).
 */
export function ChoiceList<T extends string>({
  legend,
  type,
  name,
  choices,
  isChecked,
  onPick,
  children,
}: {
  legend: string;
  type: 'radio' | 'checkbox';
  /** The radio group's name. */
  name?: string;
  choices: readonly { id: T; label: string }[];
  isChecked: (id: T) => boolean;
  onPick: (id: T) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <ul className="space-y-1">
        {choices.map((choice) => (
          <li key={choice.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-ivory-200">
              <input
                type={type}
                name={name}
                className="size-4 accent-plum-900"
                checked={isChecked(choice.id)}
                onChange={() => onPick(choice.id)}
              />
              <span className="text-sm">{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {children}
    </fieldset>
  );
}
