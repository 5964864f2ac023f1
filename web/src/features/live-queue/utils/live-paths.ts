/** The star's public live page (spec §1 /stars/{username}/live). */
export const liveStarPath = (username: string) => `/stars/${encodeURIComponent(username)}/live`;
