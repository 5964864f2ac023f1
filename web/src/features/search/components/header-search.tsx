import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** The header search box; submitting opens Browse filtered by the text. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    navigate(search ? `/browse?${new URLSearchParams({ search })}` : '/browse');
  };

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <TextInput
        aria-label="Search"
        placeholder="Search stars, gigs and games"
        leftSection={<IconSearch size={16} />}
        radius="xl"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </form>
  );
}
