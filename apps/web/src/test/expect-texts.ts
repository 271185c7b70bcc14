import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Checks the text of each element named by its test id, as a shopper reads it (a string is
 * found within the text); `null` checks that the element is not shown at all.
 */
export function expectTestIdTexts(texts: Record<string, string | RegExp | null>) {
  for (const [testId, text] of Object.entries(texts)) {
    if (text === null) expect(screen.queryByTestId(testId), testId).toBeNull();
    else expect(screen.getByTestId(testId), testId).toHaveTextContent(text);
  }
}
