import * as browse from './browse.mjs';

export const benchmarks = { browse };
