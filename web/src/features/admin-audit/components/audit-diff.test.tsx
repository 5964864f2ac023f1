import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { AuditDiff } from './audit-diff';

const rowOf = (field: string) => screen.getByText(field).closest('tr')!;

describe('the audit diff', () => {
  it('shows each field before and after, a nested grant as its own row, a missing side as a dash', () => {
    renderInApp(
      <AuditDiff
        before={{ role: 'admin', permissions: { games: 'read', Banners: 'write' } }}
        after={{ role: 'admin', permissions: { games: 'read', FAQ: 'write' } }}
      />,
    );
    expect(
      within(rowOf('permissions.Banners'))
        .getAllByText(/"write"|—/)
        .map((cell) => cell.textContent),
    ).toEqual(['"write"', '—']);
    expect(
      within(rowOf('permissions.FAQ'))
        .getAllByText(/"write"|—/)
        .map((cell) => cell.textContent),
    ).toEqual(['—', '"write"']);
    expect(within(rowOf('role')).getAllByText('"admin"')).toHaveLength(2);
  });

  it('says so when nothing was recorded', () => {
    renderInApp(<AuditDiff before={null} after={null} />);
    expect(screen.getByText('No fields recorded.')).toBeTruthy();
  });
});
