import type { ReactNode } from 'react';

/** A titled box (a bill, a package's contents, a quotation) whose heading names it for screen readers. */
export function LabelledPanel({
  as: Tag = 'section',
  headingId,
  title,
  className,
  headingClassName = 'mb-4 font-serif text-xl text-plum-900',
  testId,
  children,
}: {
  as?: 'aside' | 'section';
  headingId: string;
  title: ReactNode;
  className: string;
  headingClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={headingId} className={className} data-testid={testId}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
