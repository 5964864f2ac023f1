import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { OrderCardSkeletons } from './order-card-skeletons';

describe('OrderCardSkeletons', () => {
  it('is a named status region while orders load, with only ARIA attributes its role allows', async () => {
    const { container } = renderInApp(<OrderCardSkeletons count={2} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    // A label on an element without a role is prohibited (axe "aria-prohibited-attr", serious); a browser test
    // found it on the live session's placeholder.
    const results = await axe.run(container, {
      runOnly: { type: 'rule', values: ['aria-prohibited-attr', 'aria-allowed-attr'] },
    });
    expect(results.violations).toEqual([]);
  });
});
