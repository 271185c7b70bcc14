import type { Slider } from '@storefront/shared';
import type { QueryClient } from '@tanstack/react-query';
import { productFromAnswer, productOptions } from '@/features/catalogue/api/get-product';
import { slidersQuery } from '@/features/catalogue/api/get-sliders';

/**
 * The API answers the server embedded in the page it served (features/seo/served-pages.ts
 * in the API: `<script type="application/json" id="initial-data">`), put into the query
 * cache before the first render: the route's loader and the page then find the product (a
 * product page) or the slides (home) there, with no second fetch and no skeleton in between
 * (decisions 0033, 0051).
 */
type InitialData = { product?: { id: string; answer: unknown }; sliders?: { data: Slider[] } };

export function seedInitialData(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById('initial-data')?.textContent;
  if (!text) return;
  try {
    const data = JSON.parse(text) as InitialData;
    if (data.product) {
      const { id, answer } = data.product;
      queryClient.setQueryData(productOptions(id).queryKey, productFromAnswer(id, answer));
    }
    if (data.sliders) queryClient.setQueryData(slidersQuery.queryKey, data.sliders.data);
  } catch (error) {
    // a broken embed only costs the fetch it would have saved
    console.error('Initial data ignored', error);
  }
}
