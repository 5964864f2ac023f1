/** The star's public live page (spec §1 /stars/{username}/live). */
export const liveStarPath = (username: string) => `/stars/${encodeURIComponent(username)}/live`;

/** /login, remembering the page to come back to once signed in. */
export const loginPath = (returnTo: string) => `/login?${new URLSearchParams({ redirect: returnTo })}`;
