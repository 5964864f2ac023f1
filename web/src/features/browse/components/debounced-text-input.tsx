import { SEARCH_DEBOUNCE_MS } from '@lobby/contracts';
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

interface DebouncedTextInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  /** Called SEARCH_DEBOUNCE_MS after the last keystroke (spec §5), with the trimmed text. */
  onChange: (value: string) => void;
}

/** A text filter that applies itself once typing pauses, and follows outside changes to its value. */
export function DebouncedTextInput({ value, onChange, ...inputProps }: DebouncedTextInputProps) {
  const [text, setText] = useState(value);
  const apply = useDebouncedCallback((next: string) => onChange(next.trim()), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <TextInput
      {...inputProps}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear text"
            onClick={() => {
              setText('');
              apply.cancel();
              onChange('');
            }}
          />
        ) : undefined
      }
    />
  );
}
