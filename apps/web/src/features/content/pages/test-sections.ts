import { screen, within } from '@testing-library/react';

/** The texts of the list items in the section that a level-2 heading names. */
export function sectionItems(heading: string): (string | null)[] {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}
