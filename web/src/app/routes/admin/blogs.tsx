import { routes } from '@lobby/contracts';
import { AdminAddButton, AdminPage } from '../../../components/admin/admin-page';
import { AdminBlogNav } from '../../../features/admin-blogs/components/admin-blog-nav';
import { AdminBlogsList } from '../../../features/admin-blogs/components/admin-blogs-list';
import { useMayCall } from '../../../hooks/use-may-call';

/** /admin/blogs: every post with its status (draft, scheduled, published), searched and filtered. */
export default function AdminBlogsPage() {
  const canWrite = useMayCall(routes.adminBlogs.create);
  return (
    <AdminPage
      title="Blogs"
      description="Posts on /blogs: drafts, scheduled and published."
      nav={<AdminBlogNav />}
      action={canWrite ? <AdminAddButton to="/admin/blog-editor">Write a post</AdminAddButton> : undefined}
    >
      <AdminBlogsList />
    </AdminPage>
  );
}
