import '@mantine/tiptap/styles.css';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { notify } from '../../../lib/notify';
import { uploadBlogImage } from '../api/admin-blogs';

/**
 * The post's body in @mantine/tiptap: headings, bold/italic/underline/strike, code, quotes, lists, rules, links
 * and pictures uploaded through the gateway's image pipeline. What it produces is sanitised by content on save.
 */
export function BlogRichText({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link,
      getUploadImageExtension(Image, {
        onImageUpload: async (file: File) => ({ src: await uploadBlogImage(file) }),
        onImageUploadError: (_file: File, error: unknown) =>
          notify.error(error instanceof Error ? error.message : 'Could not upload the picture'),
      }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': 'Body', role: 'textbox', 'aria-multiline': 'true' } },
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A post loaded after the editor started (editing) replaces the empty content once.
  useEffect(() => {
    if (editor && value && editor.isEmpty) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <RichTextEditor editor={editor} data-testid="blog-body-editor">
      <RichTextEditor.Toolbar sticky stickyOffset={0}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Blockquote />
          <RichTextEditor.CodeBlock />
          <RichTextEditor.Hr />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          <RichTextEditor.ImageUpload accept="image/png,image/jpeg" />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={320} />
    </RichTextEditor>
  );
}
