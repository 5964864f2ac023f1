import { TextInput } from '@mantine/core';
import { Suspense, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { lazyPage } from '../../../lib/lazy-page';
import type { SearchComboboxProps } from './search-combobox';
import { browseSearchPath, SEARCH_INPUT_LOOK } from './search-box';

// The suggestions' combobox (a pop-over on floating-ui) loads just after the page: until then the same box
// without suggestions stands in, and Enter already opens Browse.
const SearchCombobox = lazyPage<SearchComboboxProps>(() =>
  import('./search-combobox').then((m) => ({ default: m.SearchCombobox })),
);

/** The header search box (spec §2); see SearchCombobox. */
export function HeaderSearch() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => (pathname === '/browse' ? (params.get('search') ?? '') : ''));
  const standInFocused = useRef(false);
  return (
    <Suspense
      fallback={
        <SearchStandIn text={text} setText={setText} focusedWhenReplaced={standInFocused} />
      }
    >
      <SearchCombobox text={text} setText={setText} standInFocused={() => standInFocused.current} />
    </Suspense>
  );
}

function SearchStandIn({
  text,
  setText,
  focusedWhenReplaced,
}: Pick<SearchComboboxProps, 'text' | 'setText'> & { focusedWhenReplaced: RefObject<boolean> }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  // Read while the box is still in the page (layout cleanups run before React removes it; its blur comes after).
  useLayoutEffect(() => {
    const box = input.current;
    return () => {
      focusedWhenReplaced.current = box !== null && document.activeElement === box;
    };
  }, [focusedWhenReplaced]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(browseSearchPath(text));
  };
  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <TextInput
        {...SEARCH_INPUT_LOOK}
        value={text}
        ref={input}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </form>
  );
}
