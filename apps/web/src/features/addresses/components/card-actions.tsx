import type { LucideIcon } from 'lucide-react';

export type CardAction = {
  verb: string;
  onClick: () => void;
  Icon?: LucideIcon;
  /** Classes that set a button apart (a destructive one in the sale colour). */
  tone?: string;
};

/**
 * The row of buttons under an address card. Each is named by its verb and what it acts on
 * (`subject`), since a page shows several cards with the same buttons.
 */
export function CardActions({
  subject,
  actions,
  className,
}: {
  subject: string;
  actions: readonly (CardAction | false | undefined)[];
  className: string;
}) {
  return (
    <div className={`${className} flex gap-2`}>
      {actions.map((action) =>
        action ? (
          <button
            key={action.verb}
            type="button"
            onClick={action.onClick}
            className={`btn-outline min-h-10 flex-1 ${action.tone ?? ''}`.trim()}
            aria-label={`${action.verb} ${subject}`}
          >
            {action.Icon ? <action.Icon className="size-4" aria-hidden="true" /> : null}
            {action.Icon ? ` ${action.verb}` : action.verb}
          </button>
        ) : null,
      )}
    </div>
  );
}
