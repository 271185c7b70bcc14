import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { orderFixture } from '../test-orders';
import { OrderCard } from './order-card';

/** Renders one order card as My Account's Orders tab does (its links need a router). */
export const renderOrderCard = (order = orderFixture()) =>
  render(
    <MemoryRouter>
      <OrderCard order={order} />
    </MemoryRouter>,
  );
