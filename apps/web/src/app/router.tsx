import {
  decodeProductSegment,
  firstProductImage,
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_PAGE_IMAGE_SIZES,
} from '@storefront/shared';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';
import { GuestOnly, RequireAuth } from '@/features/auth';
import { productOptions } from '@/features/catalogue/api/get-product';
import { productsInfiniteOptions } from '@/features/catalogue/api/get-products';
import { slidersQuery } from '@/features/catalogue/api/get-sliders';
import { parseFilters, pathCategory, toListingQuery } from '@/features/catalogue/listing/filters';
import { preloadImage } from '@/lib/preload-image';
import { startSession } from '@/lib/session';
import { RootLayout } from './layout/root-layout';
import { queryClient } from './providers';
import { RouteError } from './route-error';
import { StaticShell } from './static-shell';

/** Each page is its own chunk; only the shell ships with the first load. */
const listing = () =>
  import('@/features/catalogue/listing/listing-page').then((m) => ({ Component: m.ListingPage }));

/*
 * Static loaders run while a lazy page's chunk is still loading, so these start the page's
 * main query in parallel with its code instead of after its first render, and then the
 * page's largest image as soon as the answer names it. They only warm the caches (the
 * pages read the query through their usual hooks) and never wait: a failing call shows in
 * the page as before, and the route renders as soon as its code is there.
 */
function homeLoader() {
  // the first slide's background fills the hero
  queryClient
    .fetchQuery(slidersQuery)
    .then((slides) => preloadImage(slides[0]?.background_image))
    .catch(() => undefined);
  return null;
}

function listingLoader({ request, params }: LoaderFunctionArgs) {
  const filters = parseFilters(new URL(request.url).searchParams);
  const options = productsInfiniteOptions(toListingQuery(filters, pathCategory(params.category)));
  queryClient
    .fetchInfiniteQuery(options)
    // the first row of cards (two on a phone)
    .then((data) => {
      for (const item of data.pages[0]?.items.slice(0, 2) ?? [])
        preloadImage(item.image, PRODUCT_CARD_IMAGE_SIZES);
    })
    .catch(() => undefined);
  return null;
}

function productLoader({ params }: LoaderFunctionArgs) {
  const productId = params.productId ? decodeProductSegment(params.productId) : null;
  if (productId === null) return null;
  queryClient
    .fetchQuery(productOptions(productId))
    .then((product) => preloadImage(firstProductImage(product), PRODUCT_PAGE_IMAGE_SIZES))
    .catch(() => undefined);
  return null;
}

// a reload keeps the customer signed in: trade the refresh cookie for an access token
void startSession();

export const router = createBrowserRouter([
  {
    // the owner's console: one lazy chunk (its pages are more), never loaded by a shopper's page
    path: 'admin/*',
    HydrateFallback: () => null,
    lazy: () => import('@/features/admin/admin-app').then((m) => ({ Component: m.AdminApp })),
  },
  {
    Component: RootLayout,
    // until the first page's code has loaded, index.html's header stays on screen
    HydrateFallback: StaticShell,
    ErrorBoundary: RouteError,
    children: [
      {
        // a failing page keeps the header and footer around its error message
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            loader: homeLoader,
            lazy: () =>
              import('@/features/catalogue/home/home-page').then((m) => ({ Component: m.HomePage })),
          },
          { path: 'Products', loader: listingLoader, lazy: listing },
          { path: 'product', loader: listingLoader, lazy: listing },
          { path: 'course', loader: listingLoader, lazy: listing },
          { path: 'category-detail/:category', loader: listingLoader, lazy: listing },
          {
            path: 'product/:title/:productId',
            loader: productLoader,
            lazy: () =>
              import('@/features/catalogue/product-page/product-page').then((m) => ({
                Component: m.ProductPage,
              })),
          },
          {
            path: 'cart',
            lazy: () => import('@/features/cart/cart-page').then((m) => ({ Component: m.CartPage })),
          },
          {
            path: 'about-us',
            lazy: () =>
              import('@/features/content/pages/about-page').then((m) => ({ Component: m.AboutPage })),
          },
          {
            path: 'contact',
            lazy: () =>
              import('@/features/content/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: 'enquiry-form',
            lazy: () =>
              import('@/features/content/pages/enquiry-page').then((m) => ({ Component: m.EnquiryPage })),
          },
          {
            path: 'privacy-policy',
            lazy: () =>
              import('@/features/content/pages/policy-pages').then((m) => ({
                Component: m.PrivacyPolicyPage,
              })),
          },
          {
            path: 'refund-policy',
            lazy: () =>
              import('@/features/content/pages/policy-pages').then((m) => ({
                Component: m.RefundPolicyPage,
              })),
          },
          {
            path: 'terms-and-conditions',
            lazy: () =>
              import('@/features/content/pages/policy-pages').then((m) => ({ Component: m.TermsPage })),
          },
          {
            Component: GuestOnly,
            children: [
              {
                path: 'login',
                lazy: () => import('@/features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
              },
              {
                path: 'register',
                lazy: () =>
                  import('@/features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
              },
            ],
          },
          {
            path: 'reset',
            lazy: () => import('@/features/auth/reset-page').then((m) => ({ Component: m.ResetPage })),
          },
          {
            // login required (docs/api.md)
            Component: RequireAuth,
            children: [
              {
                path: 'my-account',
                lazy: () =>
                  import('@/features/account/my-account-page').then((m) => ({ Component: m.MyAccountPage })),
              },
              {
                path: 'checkout',
                lazy: () =>
                  import('@/features/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
              },
              {
                path: 'quote/:token',
                lazy: () =>
                  import('@/features/checkout/quote-pay-page').then((m) => ({ Component: m.QuotePayPage })),
              },
              {
                path: 'payment-success/:orderId',
                lazy: () =>
                  import('@/features/payments/payment-success-page').then((m) => ({
                    Component: m.PaymentSuccessPage,
                  })),
              },
              {
                path: 'payment-failed/:orderId',
                lazy: () =>
                  import('@/features/payments/payment-failed-page').then((m) => ({
                    Component: m.PaymentFailedPage,
                  })),
              },
              {
                path: 'track/:id',
                lazy: () =>
                  import('@/features/orders/track-order-page').then((m) => ({ Component: m.TrackOrderPage })),
              },
              {
                path: 'invoice',
                lazy: () =>
                  import('@/features/orders/invoice-page').then((m) => ({ Component: m.InvoicePage })),
              },
            ],
          },
          { path: '*', Component: NotFoundView },
        ],
      },
    ],
  },
]);
