import { ADDRESS_MSG } from '@storefront/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amountsFor, checkoutData } from '../test-checkout';
import { OrderReview } from './order-review';

const review = (unknown: boolean) =>
  render(
    <OrderReview
      data={checkoutData()}
      amounts={{ ...amountsFor('Pay now'), deliveryCharge: 150, delivery_distance_unknown: unknown }}
      amountsState="ready"
      payMode="Pay now"
      shippingChosen
    />,
  );

describe('OrderReview delivery charge', () => {
  it('says why delivery costs the highest rate when the address could not be placed', () => {
    review(true);
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('₹150');
    expect(screen.getByTestId('checkout-delivery-unknown')).toHaveTextContent(
      ADDRESS_MSG.deliveryDistanceUnknown,
    );
  });

  it('says nothing more when the distance is known', () => {
    review(false);
    expect(screen.queryByTestId('checkout-delivery-unknown')).toBeNull();
  });
});
