import { REQUIREMENTS_DEBOUNCE_MS } from '@lobby/contracts';
import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { GigBounds, isRequirementComplete, newRequirementRow, type RequirementRow } from './gig-field-rules';

/** Any form with a `requirements` list of rows. */
export interface RequirementsValues {
  requirements: RequirementRow[];
}

/**
 * Key/value rows such as "age / 18+". A row left incomplete is dropped once the streamer has been out of it for
 * REQUIREMENTS_DEBOUNCE_MS (spec §5), unless a refused submit has just asked for it to be filled in: then
 * it stays, marked, until it is completed or removed.
 */
export function RequirementsField<Values extends RequirementsValues>({
  form,
  label = 'Requirements',
}: {
  form: UseFormReturnType<Values>;
  /** null hides the label, where a heading already names the field. */
  label?: string | null;
}) {
  const rows = form.values.requirements;
  const listError = form.errors.requirements;
  const timers = useRef(new Map<string, number>());
  const listErrorRef = useRef(listError);
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    listErrorRef.current = listError;
  }, [listError]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  // Once every row is complete the "fill all" error has been answered.
  useEffect(() => {
    if (listError && rows.every(isRequirementComplete)) form.clearFieldError('requirements');
  }, [rows, listError, form]);

  const cancelDrop = (id: string) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  };

  const scheduleDrop = (id: string) => {
    cancelDrop(id);
    const timer = window.setTimeout(() => {
      timers.current.delete(id);
      if (listErrorRef.current) return;
      const index = form.getValues().requirements.findIndex((row) => row.id === id);
      const row = form.getValues().requirements[index];
      if (row && !isRequirementComplete(row)) form.removeListItem('requirements', index);
    }, REQUIREMENTS_DEBOUNCE_MS);
    timers.current.set(id, timer);
  };

  const leftRow = (id: string) => (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) scheduleDrop(id);
  };

  const add = () => {
    const row = newRequirementRow();
    // A generic form cannot name its list's element type; every `Values` here holds RequirementRow rows.
    form.insertListItem('requirements', row as FormArrayElement<Values, 'requirements'>);
    setFocusId(row.id);
  };

  return (
    <Input.Wrapper
      label={label ?? undefined}
      description="What fans need to play with you, such as age / 18+ or rank / Gold"
      error={listError}
    >
      <Stack gap="xs" mt={6}>
        {rows.map((row, index) => (
          <Group
            key={row.id}
            gap="xs"
            wrap="nowrap"
            align="flex-start"
            onFocus={() => cancelDrop(row.id)}
            onBlur={leftRow(row.id)}
          >
            <TextInput
              flex={1}
              miw={0}
              placeholder="age"
              aria-label={`Requirement ${index + 1}`}
              autoFocus={row.id === focusId}
              maxLength={GigBounds.requirementMax}
              {...form.getInputProps(`requirements.${index}.key`)}
              error={Boolean(listError) && !row.key.trim()}
            />
            <TextInput
              flex={1}
              miw={0}
              placeholder="18+"
              aria-label={`Requirement ${index + 1} value`}
              maxLength={GigBounds.requirementMax}
              {...form.getInputProps(`requirements.${index}.value`)}
              error={Boolean(listError) && !row.value.trim()}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              aria-label={`Remove requirement ${index + 1}`}
              onClick={() => {
                cancelDrop(row.id);
                form.removeListItem('requirements', index);
              }}
            >
              <IconX size={18} />
            </ActionIcon>
          </Group>
        ))}
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No requirements: anyone can book.
          </Text>
        )}
        {rows.length < GigBounds.maxRequirements && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={add}
            style={{ alignSelf: 'flex-start' }}
          >
            Add requirement
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
