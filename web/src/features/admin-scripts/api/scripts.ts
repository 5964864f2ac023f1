import { routes, type ScriptName } from '@lobby/contracts';
import { call } from '../../../lib/api-client';

const scriptRoutes = {
  usernames: { preview: routes.adminTools.previewUsernames, apply: routes.adminTools.applyUsernames },
  slugs: { preview: routes.adminTools.previewSlugs, apply: routes.adminTools.applySlugs },
} as const;

export const scriptRoutesOf = (script: ScriptName) => scriptRoutes[script];

/** What the script would change now (nothing is written). */
export const previewScript = (script: ScriptName) => call(scriptRoutes[script].preview);

/** Runs the script: the server plans again and applies that plan. */
export const applyScript = (script: ScriptName) => call(scriptRoutes[script].apply);
