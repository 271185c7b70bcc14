import { expect, type Locator } from '@playwright/test';

/** Types each value into the field labelled with its key, in the order given. */
export async function fillByLabel(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/** Every one of the texts is shown inside `scope` (field messages after a submit, say). */
export async function expectTexts(scope: Locator, texts: string[]) {
  for (const text of texts) await expect(scope.getByText(text)).toBeVisible();
}

/** The fields with these labels are empty, as a form leaves them after it was sent. */
export async function expectEmpty(scope: Locator, labels: string[]) {
  for (const label of labels) await expect(scope.getByLabel(label)).toHaveValue('');
}
