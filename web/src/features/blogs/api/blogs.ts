import { routes } from '@lobby/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client';
import { blogsKeys } from '../keys';

export const useBlogHome = () =>
  useQuery({ queryKey: blogsKeys.home, queryFn: ({ signal }) => call(routes.blogs.home, { signal }) });

/** Every published post, newest first, by one category or tag when one is picked. */
export const useBlogList = (filter: { category?: string; tag?: string }, page: number) =>
  useQuery({
    queryKey: blogsKeys.list(filter, page),
    queryFn: ({ signal }) => call(routes.blogs.list, { query: { ...filter, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useBlogPost = (slug: string) =>
  useQuery({
    queryKey: blogsKeys.post(slug),
    queryFn: ({ signal }) => call(routes.blogs.post, { params: { slug }, signal }),
    retry: false,
  });

/** The author's posts, four a page, "More" appending the next page. */
export const useBlogAuthor = (username: string) =>
  useInfiniteQuery({
    queryKey: blogsKeys.author(username),
    queryFn: ({ pageParam, signal }) =>
      call(routes.blogs.author, { params: { username }, query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.posts.page < last.posts.totalPages ? last.posts.page + 1 : undefined),
    retry: false,
  });

/** Counts this read once the post is shown (the server counts a visitor once a day and never a bot). */
export function useCountBlogView(slug: string, shown: boolean) {
  useEffect(() => {
    if (!shown) return;
    call(routes.blogs.view, { params: { slug } }).catch(() => undefined);
  }, [slug, shown]);
}
