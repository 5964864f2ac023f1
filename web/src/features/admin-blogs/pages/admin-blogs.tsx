import { mayCallStaffRoute, routes } from '@lobby/contracts';
import { AdminAddButton, AdminPage } from '../../../components/admin/admin-page';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { AdminBlogNav } from '../components/admin-blog-nav';
import { AdminBlogsList } from '../components/admin-blogs-list';

/** /admin/blogs: every post with its status (draft, scheduled, published), searched and filtered. */
export default function AdminBlogsPage() {
  const user = useCurrentUserFromStore();
  const canWrite = user !== null && mayCallStaffRoute(user.role, user.permissions, routes.adminBlogs.create);
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
