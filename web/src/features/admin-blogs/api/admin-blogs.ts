import { routes, type AdminBlogsQuery, type BlogInput, type RenameBlogLabelInput } from '@lobby/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminBlogsKeys } from '../keys';
import { blogsKey } from '../../../lib/keys';

export const useAdminBlogs = (query: AdminBlogsQuery) =>
  useQuery({
    queryKey: adminBlogsKeys.list(query),
    queryFn: ({ signal }) => call(routes.adminBlogs.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The post to edit or preview; nothing is loaded without an id (a new post). */
export const useAdminBlog = (id: string | undefined) =>
  useQuery({
    queryKey: adminBlogsKeys.one(id),
    queryFn: ({ signal }) => call(routes.adminBlogs.get, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    retry: false,
  });

export const useBlogLabels = () =>
  useQuery({
    queryKey: adminBlogsKeys.labels,
    queryFn: ({ signal }) => call(routes.adminBlogs.taxonomy, { signal }),
  });

/** Creates a post, or updates the one named by `id`. */
export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BlogInput }) =>
      id
        ? call(routes.adminBlogs.update, { params: { id }, body: input })
        : call(routes.adminBlogs.create, { body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminBlogsKeys.all });
      void queryClient.invalidateQueries({ queryKey: blogsKey });
    },
  });
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.adminBlogs.remove, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminBlogsKeys.all });
      void queryClient.invalidateQueries({ queryKey: blogsKey });
    },
  });
}

export function useRenameBlogLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenameBlogLabelInput) => call(routes.adminBlogs.renameLabel, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBlogsKeys.all }),
  });
}

/** Stores a cover or a picture for the body; answers its /uploads URL. */
export const uploadBlogImage = async (image: File) => {
  const form = new FormData();
  form.append('image', image);
  return (await call(routes.adminBlogs.uploadCover, { body: form })).url;
};
