import { TextLimits } from '@lobby/contracts';
import { Alert, Badge, Checkbox, Group, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { MediaImage } from '../../../components/catalog/media-image';
import {
  GigBounds,
  isRequirementComplete,
  sessionTextRules,
} from '../../../components/gig-fields/gig-field-rules';
import { RequirementsField } from '../../../components/gig-fields/requirements-field';
import { TagsField } from '../../../components/gig-fields/tags-field';
import { ThumbnailField } from '../../../components/gig-fields/thumbnail-field';
import { TitleField } from '../../../components/gig-fields/title-field';
import { RichDescription } from '../../../components/rich-description';
import { notify } from '../../../lib/notify';
import type { LiveStartForm } from '../hooks/use-live-start-form';
import { DETAILS_HINT } from '../utils/live-form';
import { EditableSection } from './editable-section';
import { StreamLinkField } from './stream-link-field';

type Section = 'thumbnail' | 'title' | 'description' | 'tags' | 'requirements';

const thumbnailPendingText = 'Crop and upload the thumbnail first, or cancel it';

/**
 * Step 4: the session as fans will see it, each part editable with Edit/Done, an optional embedded stream,
 * and the 'looks good' confirmation that unlocks the start button (spec §2, §4).
 */
export function DetailsStep({ live, query }: { live: LiveStartForm; query: string }) {
  const { form } = live;
  const values = form.values;
  const [editing, setEditing] = useState<ReadonlySet<Section>>(new Set());
  const [thumbnailPending, setThumbnailPending] = useState(false);
  const game = live.game.data;

  const edit = (section: Section) => {
    setEditing((current) => new Set(current).add(section));
    form.setFieldValue('looksGood', false);
  };
  const close = (section: Section) => {
    setEditing((current) => {
      const next = new Set(current);
      next.delete(section);
      return next;
    });
    return true;
  };
  /** Closes the editor unless `problem` names what is wrong (toasted). */
  const closeUnless = (section: Section, problem: string | null) => {
    if (problem) {
      notify.error(problem);
      return false;
    }
    return close(section);
  };

  const doneRequirements = () => {
    // Rows left blank are dropped; half-filled ones must be completed or removed first.
    const rows = values.requirements.filter(({ key, value }) => key.trim() || value.trim());
    form.setFieldValue('requirements', rows);
    const problem = sessionTextRules.requirements(rows);
    if (problem) form.setFieldError('requirements', problem);
    return closeUnless('requirements', problem);
  };

  const sections = {
    thumbnail: (
      <EditableSection
        label="Thumbnail"
        editing={editing.has('thumbnail')}
        onEdit={() => edit('thumbnail')}
        onDone={() => closeUnless('thumbnail', thumbnailPending ? thumbnailPendingText : null)}
        preview={
          <MediaImage
            src={values.thumbnail ?? game?.image}
            alt="Live session thumbnail"
            ratio={TextLimits.thumbnailRatio}
            colors={[game?.primaryColor, game?.secondaryColor]}
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
            priority
          />
        }
        editor={
          <ThumbnailField
            label={null}
            emptyHint="Left empty, the game's picture is used."
            value={values.thumbnail}
            onChange={(path) => form.setFieldValue('thumbnail', path)}
            onPendingChange={setThumbnailPending}
            query={query}
          />
        }
      />
    ),
    title: (
      <EditableSection
        label="Title"
        editing={editing.has('title')}
        onEdit={() => edit('title')}
        onDone={() => closeUnless('title', sessionTextRules.title(values.title))}
        preview={
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {values.title.trim() || live.defaults.title || 'Untitled session'}
          </Text>
        }
        editor={
          <TitleField
            label={null}
            aria-label="Title"
            autoFocus
            value={values.title}
            onChange={(event) => form.setFieldValue('title', event.currentTarget.value)}
            error={sessionTextRules.title(values.title)}
          />
        }
      />
    ),
    description: (
      <EditableSection
        label="Description"
        editing={editing.has('description')}
        onEdit={() => edit('description')}
        onDone={() => closeUnless('description', sessionTextRules.description(values.description))}
        preview={
          values.description.trim() ? (
            <RichDescription description={values.description} />
          ) : (
            <Text size="sm" c="dimmed">
              {live.defaults.description || 'No description'}
            </Text>
          )
        }
        editor={
          <Textarea
            aria-label="Description"
            placeholder={`${TextLimits.descriptionHintMin}-${TextLimits.descriptionHintMax} characters`}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={GigBounds.descriptionMax}
            autoFocus
            value={values.description}
            onChange={(event) => form.setFieldValue('description', event.currentTarget.value)}
            error={sessionTextRules.description(values.description)}
          />
        }
      />
    ),
    tags: (
      <EditableSection
        label="Tags"
        editing={editing.has('tags')}
        onEdit={() => edit('tags')}
        onDone={() => close('tags')}
        preview={
          values.tags.length ? (
            <Group gap={6}>
              {values.tags.map((tag) => (
                <Badge key={tag} variant="light" radius="sm" tt="none">
                  #{tag}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              No tags
            </Text>
          )
        }
        editor={
          <TagsField
            label={null}
            aria-label="Tags"
            value={values.tags}
            onChange={(tags) => form.setFieldValue('tags', tags)}
          />
        }
      />
    ),
    requirements: (
      <EditableSection
        label="Requirements"
        editing={editing.has('requirements')}
        onEdit={() => edit('requirements')}
        onDone={doneRequirements}
        preview={
          values.requirements.some(isRequirementComplete) ? (
            <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
              <Table.Tbody>
                {values.requirements.filter(isRequirementComplete).map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td c="dimmed" w="40%" style={{ overflowWrap: 'anywhere' }}>
                      {row.key}
                    </Table.Td>
                    <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {row.value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              No requirements: anyone can join.
            </Text>
          )
        }
        editor={<RequirementsField form={form} label={null} />}
      />
    ),
  };

  const stillEditing = editing.size > 0;

  return (
    <Stack gap="md">
      <Alert variant="light" color="violet" icon={<IconInfoCircle />} p="sm">
        {DETAILS_HINT}
      </Alert>
      <StreamLinkField live={live} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {sections.thumbnail}
        <Stack gap="md">
          {sections.title}
          {sections.tags}
        </Stack>
      </SimpleGrid>
      {sections.description}
      {sections.requirements}
      <Checkbox
        size="md"
        label="Looks good"
        description={
          stillEditing ? 'Press Done on the parts you are editing first.' : 'I checked the gig details above.'
        }
        disabled={stillEditing}
        checked={values.looksGood}
        onChange={(event) => form.setFieldValue('looksGood', event.currentTarget.checked)}
      />
    </Stack>
  );
}
