import { mayCallStaffRoute, routes } from '@lobby/contracts';
import { Alert, Center, Loader } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useAdminBlog } from '../../../features/admin-blogs/api/admin-blogs';
import { AdminBlogNav } from '../../../features/admin-blogs/components/admin-blog-nav';
import { BlogEditorForm } from '../../../features/admin-blogs/components/blog-editor-form';

/** /admin/blog-editor writes a new post; /admin/blog-editor?id= edits one. */
export default function AdminBlogEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const post = useAdminBlog(id);
  const user = useCurrentUserFromStore();
  const canWrite =
    user !== null &&
    mayCallStaffRoute(user.role, user.permissions, id ? routes.adminBlogs.update : routes.adminBlogs.create);

  let body;
  if (id && post.isPending)
    body = (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  else if (id && post.isError) body = <Alert color="red">{post.error.message}</Alert>;
  else body = <BlogEditorForm key={post.data?.id ?? 'new'} post={post.data} canWrite={canWrite} />;

  return (
    <AdminPage
      title={id ? 'Edit post' : 'New post'}
      description="Write with formatting, add a cover, then save a draft, publish now or schedule a time."
      nav={<AdminBlogNav />}
    >
      {body}
    </AdminPage>
  );
}
