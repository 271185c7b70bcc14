import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A page with nothing to show: an icon, the heading, maybe a line more, and the way on (`children`). */
export function EmptyState({
  Icon,
  title,
  text,
  testId,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  text?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center" data-testid={testId}>
      <Icon className="mb-4 size-12 text-gold-600" aria-hidden="true" />
      <h1 className="font-serif text-3xl text-plum-900">{title}</h1>
      {text ? <p className="mt-2 max-w-sm text-plum-700">{text}</p> : null}
      {children}
    </div>
  );
}
