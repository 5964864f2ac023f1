import { TagsInput, type TagsInputProps } from '@mantine/core';
import { GigBounds, uniqueTags } from './gig-field-rules';

/**
 * Session tags (spec §5 "Tags"): added with Enter or comma, trimmed, empty and repeated names ignored, and
 * Backspace in the empty field removes the last one. Mantine's TagsInput does most of it; every change is
 * passed through `uniqueTags` because its blur path adds the raw text.
 */
export function TagsField({
  value,
  onChange,
  ...props
}: Omit<TagsInputProps, 'value' | 'onChange'> & { value: string[]; onChange: (tags: string[]) => void }) {
  return (
    <TagsInput
      label="Tags"
      placeholder="Type a tag, then Enter or comma"
      description={`Up to ${GigBounds.maxTags}. Backspace in the empty field removes the last one.`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      splitChars={[',']}
      maxTags={GigBounds.maxTags}
      maxLength={GigBounds.tagMax}
      clearable
      value={value}
      onChange={(tags) => onChange(uniqueTags(tags))}
      {...props}
    />
  );
}
