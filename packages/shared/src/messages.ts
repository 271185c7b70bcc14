/** The one wording of every "there is no such thing" answer. */
export const notFoundMsg = (thing: string) => `${thing} not found`;

/**
 * Every text a shopper can read that the specs fix word for word. Both apps import
 * these; tests assert them, so a typo is caught once.
 */
export const MSG = {
  // catalogue and cart
  productAlreadyInCart: 'Product already in cart',
  somethingWentWrong: 'Something went wrong',
  addedToCart: 'Added to cart',
  productAddedToCart: 'Product added to cart',
  productRemovedFromCart: 'Product removed from cart',
  failedToLoadSlider: 'Failed to load slider data',
  failedToLoadNewArrivals: 'Failed to load New Arrivals',
  failedToFetchCart: 'Failed to fetch cart',
  errorFetchingCart: 'Error fetching cart',
  failedToRemoveProduct: 'Failed to remove product',
  noProductsFound: 'No products found',
  cartEmpty: 'Your cart is empty!',
  chooseVariationSuffix: ' - Choose a Variation',
  searchCategoryPlaceholder: 'Search category...',
  includedInPackage: 'Included in this Package',
  outOfStock: 'Out of Stock',
  // pincode
  invalidPincode: 'Please enter a valid pincode',
  deliveryAvailable: (pincode: string) => `Delivery available to ${pincode}`,
  deliveryNotAvailable: (pincode: string) => `Sorry, delivery is not available to ${pincode}`,
  // coupons
  enterCouponCode: 'Please enter a coupon code.',
  invalidCoupon: 'Invalid coupon',
  errorCheckingCoupon: 'Error checking coupon.',
  couponApplied: 'Coupon applied',
  couponInactive: 'This coupon is no longer active',
  couponNotStarted: 'This coupon is not active yet',
  couponExpired: 'This coupon has expired',
  couponBelowMinimum: (shortBy: string) => `Add items worth ${shortBy} more to use this coupon`,
  couponUsedUp: 'You have already used this coupon',
  couponFullyUsed: 'This coupon has been fully used',
  couponNeedsTotal: 'Please send the cart total to check a coupon',
  // server cart (ours)
  cartEmptied: 'Cart emptied',
  cartLineNotFound: 'This product is not in your cart',
  cartProductUnavailable: 'This product is no longer available',
  cartVariationUnavailable: 'This option of the product is no longer available',
  cartOutOfStock: 'This product is out of stock',
  cartOnlyInStock: (stock: number) => `Only ${stock} in stock`,
  quantityBelowOne: 'Quantity cannot be less than 1',
  // generic API
  notFound: 'Not found',
  shopNotFound: notFoundMsg('Shop'),
  productNotFound: notFoundMsg('Product'),
  invalidInput: 'Some fields are not valid',
  /** A NUL byte (or another character no text field may hold) in any field. */
  invalidCharacter: 'This contains a character we cannot accept. Please retype it.',
  internalError: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many attempts. Please wait a little and try again.',
  unauthorized: 'Please log in to continue',
  forbidden: 'You are not allowed to do that',
} as const;
