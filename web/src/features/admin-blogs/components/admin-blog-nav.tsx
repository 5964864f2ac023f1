import { Group, Anchor } from '@mantine/core';
import { NavLink } from 'react-router-dom';

const LINKS = [
  { to: '/admin/blogs', label: 'Posts' },
  { to: '/admin/blog-editor', label: 'New post' },
  { to: '/admin/blog-manager', label: 'Categories and tags' },
];

/** Links between the blog's staff pages. */
export function AdminBlogNav() {
  return (
    <Group gap="md">
      {LINKS.map((link) => (
        <Anchor
          key={link.to}
          component={NavLink}
          to={link.to}
          end
          size="sm"
          style={({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 })}
        >
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
