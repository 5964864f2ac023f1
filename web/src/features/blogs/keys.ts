import { blogsKey } from '../../lib/keys';

export const blogsKeys = {
  all: blogsKey,
  home: [...blogsKey, 'home'] as const,
  list: (filter: object, page: number) => [...blogsKey, 'list', filter, page] as const,
  post: (slug: string) => [...blogsKey, 'post', slug] as const,
  author: (username: string) => [...blogsKey, 'author', username] as const,
};
