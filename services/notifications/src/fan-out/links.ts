import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@lobby/service-kit';
import type { NotificationsConfig } from '../notifications.config';

/** In-app paths notifications link to (the web app's routes). */
export const AppPaths = {
  star: (username: string) => `/stars/${encodeURIComponent(username)}`,
  liveSession: (username: string) => `/stars/${encodeURIComponent(username)}/live`,
  gig: (username: string, slug: string) =>
    `/stars/${encodeURIComponent(username)}/gigs/${encodeURIComponent(slug)}`,
  fanBookings: '/profile?tab=upcoming',
  fanOrder: (orderId: string) => `/profile?tab=orders&order=${encodeURIComponent(orderId)}`,
  streamerCalendar: '/influencer/calendar-dashboard',
  streamerPayouts: '/influencer/payouts',
} as const;

/** A star's name as notifications show it. */
export function starName(star: { fullName: string; username: string } | undefined): string {
  return star?.fullName || star?.username || 'A creator';
}

/** Absolute links for mail and Discord, on the web app's address. */
@Injectable()
export class WebLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: NotificationsConfig) {}

  absolute(path: string): string {
    return `${this.config.webUrl}${path}`;
  }
}
