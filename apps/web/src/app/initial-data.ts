import type { QueryClient } from '@tanstack/react-query';
import { productFromAnswer, productOptions } from '@/features/catalogue/api/get-product';

/**
 * The API answers the server embedded in the page it served (features/seo/served-pages.ts
 * in the API: `<script type="application/json" id="initial-data">`), put into the query
 * cache before the first render: the route's loader and the page then find the product
 * there, with no second fetch and no skeleton in between (decision 0033).
 */
type InitialData = { product?: { id: string; answer: unknown } };

export function seedInitialData(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById('initial-data')?.textContent;
  if (!text) return;
  try {
    const data = JSON.parse(text) as InitialData;
    if (data.product) {
      const { id, answer } = data.product;
      queryClient.setQueryData(productOptions(id).queryKey, productFromAnswer(id, answer));
    }
  } catch (error) {
    // a broken embed only costs the fetch it would have saved
    console.error('Initial data ignored', error);
  }
}
