import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRunOnce } from './use-run-once';

function Runner({ run, ready }: { run: () => void; ready?: boolean }) {
  useRunOnce(run, ready);
  return null;
}

describe('useRunOnce', () => {
  it('runs once on arrival, even where React runs effects twice, and not again on re-render', () => {
    const run = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <Runner run={run} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Runner run={() => run()} />
      </StrictMode>,
    );
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits until it is ready, then runs the latest callback once', () => {
    const early = vi.fn();
    const late = vi.fn();
    const { rerender } = render(<Runner run={early} ready={false} />);
    expect(early).not.toHaveBeenCalled();

    rerender(<Runner run={late} ready />);
    rerender(<Runner run={late} ready={false} />);
    rerender(<Runner run={late} ready />);
    expect(early).not.toHaveBeenCalled();
    expect(late).toHaveBeenCalledTimes(1);
  });
});
