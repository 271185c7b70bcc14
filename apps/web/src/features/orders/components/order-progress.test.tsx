import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderProgress } from './order-progress';

const steps = () => screen.getAllByRole('listitem');
const states = () => steps().map((step) => step.dataset.state);
const labels = () => screen.getAllByTestId('progress-label').map((label) => label.textContent);

describe('OrderProgress', () => {
  it('puts Pending, Processing and Packed on step 1 with their own first label', () => {
    for (const [status, first] of [
      ['Pending', 'Order Placed'],
      ['Processing', 'Order Processing'],
      ['Packed', 'Packed'],
    ] as const) {
      const { unmount } = render(<OrderProgress status={status} />);
      expect(states()).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
      expect(labels()).toEqual([first, 'Dispatch', 'Out for delivery', 'Delivered']);
      unmount();
    }
  });

  it('marks earlier steps done and pulses the current one', () => {
    render(<OrderProgress status="Out for delivery" />);
    expect(states()).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');
    // the pulse is motion-safe only, so reduced motion keeps the step still
    expect(steps()[2]!.querySelector('.motion-safe\\:animate-pulse')).not.toBeNull();
    expect(document.querySelectorAll('.animate-pulse')).toHaveLength(0);
  });

  it('reads Shipped as step 2, Delivered as step 4 and an unknown status as step 1', () => {
    const shipped = render(<OrderProgress status="Shipped" />);
    expect(states()).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    shipped.unmount();
    const delivered = render(<OrderProgress status="Delivered" />);
    // arrived: nothing is still under way, so nothing pulses
    expect(states()).toEqual(['done', 'done', 'done', 'done']);
    expect(document.querySelector('.motion-safe\\:animate-pulse')).toBeNull();
    delivered.unmount();
    render(<OrderProgress status="Lost in the post" />);
    expect(states()).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('reads Cancelled on every step with a cross on the last', () => {
    render(<OrderProgress status="Cancelled" />);
    expect(labels()).toEqual(['Cancelled', 'Cancelled', 'Cancelled', 'Cancelled']);
    expect(screen.getAllByTestId('progress-cross')).toHaveLength(1);
    expect(steps()[3]!.querySelector('[data-testid="progress-cross"]')).not.toBeNull();
  });
});
