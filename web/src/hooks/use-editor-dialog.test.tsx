import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEditorDialog } from './use-editor-dialog';

describe('useEditorDialog', () => {
  it('opens on an item to edit, or on nothing to add one', () => {
    const { result } = renderHook(() => useEditorDialog<{ id: string }>());
    expect(result.current.opened).toBe(false);

    act(() => result.current.open({ id: 'gig-1' }));
    expect(result.current).toMatchObject({ opened: true, editing: { id: 'gig-1' } });

    act(() => result.current.open(null));
    expect(result.current).toMatchObject({ opened: true, editing: null });
  });

  it('keeps the item while it closes, so the dialog does not blank out as it fades', () => {
    const { result } = renderHook(() => useEditorDialog<{ id: string }>());
    act(() => result.current.open({ id: 'gig-1' }));
    act(() => result.current.close());
    expect(result.current).toMatchObject({ opened: false, editing: { id: 'gig-1' } });
  });
});
