import '@mantine/dates/styles.css';
import {
  BlogLimits,
  blogSlugOf,
  type BlogInput,
  type BlogPostDto,
  type BlogPublishMode,
} from '@lobby/contracts';
import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Image,
  SegmentedControl,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ImageFileButton } from '../../../components/image-field/image-file-button';
import { notify } from '../../../lib/notify';
import { uploadBlogImage, useBlogLabels, useSaveBlog } from '../api/admin-blogs';
import { BlogRichText } from './blog-rich-text';
import { BlogStatusBadge } from './blog-status-badge';

const MODES: { value: BlogPublishMode; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'now', label: 'Publish now' },
  { value: 'at', label: 'Schedule' },
];

const SAVE_LABEL: Record<BlogPublishMode, string> = {
  draft: 'Save draft',
  now: 'Publish',
  at: 'Schedule',
};

function modeOf(post: BlogPostDto | undefined): BlogPublishMode {
  if (!post || post.status === 'draft') return 'draft';
  return post.status === 'scheduled' ? 'at' : 'now';
}

/** Writes a new post or edits `post`: saved as a draft, published now, or scheduled for a time. */
export function BlogEditorForm({ post, canWrite }: { post?: BlogPostDto; canWrite: boolean }) {
  const navigate = useNavigate();
  const save = useSaveBlog();
  const labels = useBlogLabels();
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [bodyHtml, setBodyHtml] = useState(post?.bodyHtml ?? '');
  const [coverUrl, setCoverUrl] = useState<string | null>(post?.coverUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const [categories, setCategories] = useState<string[]>(post?.categories ?? []);
  const [tags, setTags] = useState<string[]>(post?.tags ?? []);
  const [staffPick, setStaffPick] = useState(post?.staffPick ?? false);
  const [featured, setFeatured] = useState(post?.featured ?? false);
  const [mode, setMode] = useState<BlogPublishMode>(modeOf(post));
  const [publishAt, setPublishAt] = useState<string | null>(
    post?.status === 'scheduled' && post.publishedAt
      ? dayjs(post.publishedAt).format('YYYY-MM-DD HH:mm:ss')
      : null,
  );
  const [error, setError] = useState<string | null>(null);

  const shownSlug = slugEdited ? slug : title.trim() ? blogSlugOf(title) : '';

  const pickCover = async (file: File) => {
    setUploading(true);
    try {
      setCoverUrl(await uploadBlogImage(file));
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : 'Could not upload the picture');
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const input: BlogInput = {
      title,
      slug: slugEdited ? slug.trim() : post ? post.slug : '',
      excerpt,
      bodyHtml,
      coverUrl,
      categories,
      tags,
      staffPick,
      featured,
      publish: mode,
      publishAt: mode === 'at' && publishAt ? dayjs(publishAt).toISOString() : null,
    };
    save.mutate(
      { id: post?.id ?? null, input },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          if (!post) navigate(`/admin/blog-editor?id=${answer.post.id}`, { replace: true });
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <form onSubmit={submit}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <TextInput
              label="Title"
              required
              maxLength={BlogLimits.titleMax}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
            <TextInput
              label="Slug"
              description={`The post's address: /blogs/${shownSlug || '…'}`}
              maxLength={BlogLimits.slugMax}
              value={shownSlug}
              onChange={(event) => {
                setSlugEdited(true);
                setSlug(event.currentTarget.value.toLowerCase().replace(/\s+/g, '-'));
              }}
            />
            <Textarea
              label="Excerpt"
              description="A line or two shown in lists."
              autosize
              minRows={2}
              maxLength={BlogLimits.excerptMax}
              value={excerpt}
              onChange={(event) => setExcerpt(event.currentTarget.value)}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Body
              </Text>
              <BlogRichText value={bodyHtml} onChange={setBodyHtml} />
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Card withBorder radius="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600}>Publishing</Text>
                  {post && <BlogStatusBadge status={post.status} />}
                </Group>
                <SegmentedControl
                  fullWidth
                  data={MODES}
                  value={mode}
                  onChange={(value) => setMode(value as BlogPublishMode)}
                  aria-label="Publishing"
                />
                {mode === 'at' && (
                  <DateTimePicker
                    label="Publish at"
                    placeholder="Pick a date and time"
                    valueFormat="D MMM YYYY, HH:mm:ss"
                    withSeconds
                    timePickerProps={{
                      hoursInputLabel: 'Hours',
                      minutesInputLabel: 'Minutes',
                      secondsInputLabel: 'Seconds',
                    }}
                    submitButtonProps={{ 'aria-label': 'Use this time' }}
                    minDate={new Date()}
                    value={publishAt}
                    onChange={setPublishAt}
                    required
                  />
                )}
                {mode === 'now' && post?.status === 'published' && (
                  <Text size="xs" c="dimmed">
                    Published {dayjs(post.publishedAt).format('D MMM YYYY, HH:mm')}; saving keeps that date.
                  </Text>
                )}
                <Switch
                  label="Featured"
                  checked={featured}
                  onChange={(event) => setFeatured(event.currentTarget.checked)}
                />
                <Switch
                  label="Staff pick"
                  checked={staffPick}
                  onChange={(event) => setStaffPick(event.currentTarget.checked)}
                />
                {error && (
                  <Alert color="red" variant="light">
                    {error}
                  </Alert>
                )}
                {canWrite && (
                  <Button type="submit" loading={save.isPending} disabled={uploading}>
                    {SAVE_LABEL[mode]}
                  </Button>
                )}
              </Stack>
            </Card>
            <Card withBorder radius="md">
              <Stack gap="sm">
                <Text fw={600}>Cover image</Text>
                {coverUrl && <Image src={coverUrl} alt="Cover" radius="sm" />}
                <Group gap="xs">
                  <ImageFileButton onPick={pickCover}>
                    {({ onClick }) => (
                      <Button variant="light" size="xs" onClick={onClick} loading={uploading}>
                        {coverUrl ? 'Replace cover' : 'Upload cover'}
                      </Button>
                    )}
                  </ImageFileButton>
                  {coverUrl && (
                    <Button variant="subtle" color="red" size="xs" onClick={() => setCoverUrl(null)}>
                      Remove
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
            <TagsInput
              label="Categories"
              data={(labels.data?.categories ?? []).map((c) => c.name)}
              value={categories}
              onChange={setCategories}
              maxTags={BlogLimits.labelsMax}
              clearable
            />
            <TagsInput
              label="Tags"
              data={(labels.data?.tags ?? []).map((t) => t.name)}
              value={tags}
              onChange={setTags}
              maxTags={BlogLimits.labelsMax}
              clearable
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
