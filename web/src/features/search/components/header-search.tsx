import { TextInput } from '@mantine/core';
import { Suspense, useRef, useState, type FormEvent } from 'react';
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
        <SearchStandIn
          text={text}
          setText={setText}
          onFocusChange={(focused) => (standInFocused.current = focused)}
        />
      }
    >
      <SearchCombobox text={text} setText={setText} focusOnMount={standInFocused.current} />
    </Suspense>
  );
}

function SearchStandIn({
  text,
  setText,
  onFocusChange,
}: Pick<SearchComboboxProps, 'text' | 'setText'> & { onFocusChange: (focused: boolean) => void }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(browseSearchPath(text));
  };
  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <TextInput
        {...SEARCH_INPUT_LOOK}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
      />
    </form>
  );
}
