import { Typography } from '@mantine/core';
import classes from './blog.module.css';

/**
 * A post's body as content stored it: sanitised on the server with the one allowlist when it was saved
 * (services/content/src/blogs/blog-html.ts), so it is shown as it is, with no second sanitiser here.
 */
export function BlogBody({ html }: { html: string }) {
  return <Typography className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
