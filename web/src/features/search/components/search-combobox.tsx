import { InfoText, SEARCH_DEBOUNCE_MS } from '@lobby/contracts';
import { Combobox, Loader, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FromSearchState } from '../../../lib/track-click';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { browseSearchPath, SEARCH_INPUT_LOOK } from './search-box';
import { SuggestionRow, SuggestionSkeletons } from './suggestion-row';

/** The search box's text, kept by HeaderSearch so what was typed before this loaded stays. */
export interface SearchComboboxProps {
  text: string;
  setText: (text: string) => void;
  /** Whether the plain box shown while this loaded had the focus when replaced: this one takes it over. */
  standInFocused: () => boolean;
}

/**
 * The header search box with its suggestions (spec §2): suggestions of stars and gigs 500 ms after typing
 * stops, five skeleton rows while searching, 'No Results Found' when nothing matches. Choosing a suggestion
 * opens it and records the search (see useTrackPageView); pressing Enter without choosing one opens Browse
 * filtered by the text.
 */
export function SearchCombobox({ text, setText, standInFocused }: SearchComboboxProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const query = text.trim();
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(debounced);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // Skeletons while typing and while a new text is looked up; a refetch of the same text keeps its rows.
  const searching = query !== debounced || (suggestions.isFetching && !suggestions.data);
  const results = suggestions.data ?? [];

  // A new page closes the suggestions (after choosing one, or following another link).
  useEffect(() => {
    combobox.closeDropdown();
  }, [pathname]);

  useEffect(() => {
    if (!standInFocused() || !input.current) return;
    input.current.focus();
    if (query) combobox.openDropdown();
  }, []);

  const choose = (index: string) => {
    const suggestion = results[Number(index)];
    if (!suggestion) return;
    combobox.closeDropdown();
    setText('');
    // The page it opens records the search, with the id the suggestion doesn't carry.
    navigate(suggestion.link, { state: { searchTerm: query } satisfies FromSearchState });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    combobox.closeDropdown();
    navigate(browseSearchPath(query));
  };

  let options;
  if (searching) options = <SuggestionSkeletons />;
  else if (results.length === 0) options = <Combobox.Empty>{InfoText.noResults}</Combobox.Empty>;
  else
    options = results.map((suggestion, index) => (
      <Combobox.Option key={`${suggestion.type}:${suggestion.link}`} value={String(index)}>
        <SuggestionRow suggestion={suggestion} />
      </Combobox.Option>
    ));

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <Combobox
        store={combobox}
        onOptionSubmit={choose}
        position="bottom-start"
        radius="md"
        shadow="xl"
        // Mounted only while open: a hidden list kept mounted is repositioned (floating-ui, a forced layout) on
        // every layout change of every page's load. The box keeps aria-haspopup; aria-controls comes with the list.
        keepMounted={false}
      >
        <Combobox.Target>
          <TextInput
            ref={input}
            {...SEARCH_INPUT_LOOK}
            rightSection={searching && query ? <Loader size={14} /> : undefined}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (event.currentTarget.value.trim()) combobox.openDropdown();
              else combobox.closeDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => query && combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!query}>
          <Combobox.Options
            mah={420}
            style={{ overflowY: 'auto' }}
            aria-busy={searching}
            aria-label="Search suggestions"
          >
            {searching && <VisuallyHidden role="status">Searching…</VisuallyHidden>}
            {options}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}
