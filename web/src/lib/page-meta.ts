import { useEffect, useRef } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

const APP_TITLE = 'Lobby';
export const DEFAULT_DESCRIPTION = 'Lobby: book paid play sessions with your favourite gaming creators.';

interface RouteMeta {
  pattern: string;
  /** The tab title before the page knows better (a page with usePageTitle replaces it with its item's name). */
  title: string;
  description: string;
  /**
   * The gateway writes this page's item into the served HTML (title, description, preview tags); on the first
   * load the client keeps them rather than putting the generic ones over them.
   */
  servedWithItem?: boolean;
}

/** Every public route's title and meta description (issue 18 item 6), most specific first. */
export const PUBLIC_PAGE_META: readonly RouteMeta[] = [
  { pattern: '/', title: APP_TITLE, description: DEFAULT_DESCRIPTION },
  {
    pattern: '/about',
    title: 'About',
    description:
      'Lobby is coming: play with the creators you watch. Get early access and see what launches when.',
  },
  {
    pattern: '/about-us',
    title: 'About us',
    description: 'Who we are and why we built Lobby, the place to book play sessions with gaming creators.',
  },
  {
    pattern: '/faqs',
    title: 'FAQs',
    description: 'Answers to common questions about booking, paying and playing on Lobby.',
  },
  { pattern: '/faqs/:slug', title: 'FAQ', description: 'An answer from the Lobby help pages.' },
  {
    pattern: '/blogs',
    title: 'Blog',
    description: 'News, guides and stories from Lobby: the latest, most popular and trending posts.',
  },
  {
    pattern: '/blogs/author/:username',
    title: 'Blog author',
    description: 'Every post this author wrote on the Lobby blog.',
  },
  {
    pattern: '/blogs/:slug',
    title: 'Blog',
    description: 'A post on the Lobby blog.',
    servedWithItem: true,
  },
  {
    pattern: '/cancellation-policy',
    title: 'Cancellation policy',
    description: 'What you get back when a session on Lobby is cancelled, by you or by the creator.',
  },
  {
    pattern: '/contact-us',
    title: 'Contact us',
    description: 'Write to the Lobby team: questions, feedback, partnerships.',
  },
  {
    pattern: '/privacy-policy',
    title: 'Privacy policy',
    description: 'How Lobby collects, uses and protects your data.',
  },
  { pattern: '/terms-of-service', title: 'Terms of service', description: 'The terms for using Lobby.' },
  {
    pattern: '/creator-signup',
    title: 'Become a creator',
    description: 'Apply to sell play sessions to your fans on Lobby.',
  },
  {
    pattern: '/browse',
    title: 'Browse',
    description: 'Find gigs, games and creators to play with: filter by game, platform, price and more.',
  },
  {
    pattern: '/stars/:username/gigs/:slug',
    title: 'Gig',
    description: "A creator's play session on Lobby: book a slot and play together.",
    servedWithItem: true,
  },
  {
    pattern: '/stars/:username/live',
    title: 'Live',
    description: 'A creator is live on Lobby: join the queue to play with them.',
    servedWithItem: true,
  },
  {
    pattern: '/stars/:username',
    title: 'Creator',
    description: "A creator's page on Lobby: their gigs, live sessions and games.",
    servedWithItem: true,
  },
  {
    pattern: '/signup',
    title: 'Sign up',
    description: 'Create your Lobby account and book sessions with creators.',
  },
  { pattern: '/login', title: 'Log in', description: 'Log in to Lobby.' },
  { pattern: '/forgot-password', title: 'Forgot password', description: 'Reset your Lobby password.' },
];

/** The meta of the public route a path is on, or null for any other page (signed-in areas keep the defaults). */
export function pageMetaOf(pathname: string): RouteMeta | null {
  return PUBLIC_PAGE_META.find(({ pattern }) => matchPath(pattern, pathname)) ?? null;
}

/** Sets the document's meta description (search results and link previews read it). */
export function setMetaDescription(description: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * Gives each page its route's title and description when it is opened. Render it before the page (a sibling
 * ahead of the <Outlet />): its effect then runs before the page's own, so a page that names its item
 * (usePageTitle) has the last word.
 */
export function useRouteMeta(): void {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    const meta = pageMetaOf(pathname);
    const keepServed = firstLoad.current && meta?.servedWithItem;
    firstLoad.current = false;
    if (keepServed) return;
    document.title = meta && meta.title !== APP_TITLE ? `${meta.title} · ${APP_TITLE}` : APP_TITLE;
    setMetaDescription(meta?.description ?? DEFAULT_DESCRIPTION);
  }, [pathname]);
}

/** The component form of useRouteMeta, for a layout to place ahead of its <Outlet />. */
export function RouteMeta(): null {
  useRouteMeta();
  return null;
}
