import { TextLimits } from '@lobby/contracts';
import { Text, TextInput, type TextInputProps } from '@mantine/core';

/**
 * A session title with its length counter (spec §5 "Gig title"): the counter turns red above
 * TextLimits.titleWarnAbove characters; the form refuses more than TextLimits.titleMax.
 */
export function TitleField({ value, ...props }: TextInputProps & { value: string }) {
  const length = value.trim().length;
  return (
    <TextInput
      label="Title"
      placeholder="60-70 characters"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      rightSection={
        <Text
          size="xs"
          fw={600}
          c={length > TextLimits.titleWarnAbove ? 'red.5' : 'dimmed'}
          aria-label={`${length} of ${TextLimits.titleMax} characters`}
        >
          {length}/{TextLimits.titleMax}
        </Text>
      }
      rightSectionWidth={64}
      value={value}
      {...props}
    />
  );
}
