import * as browse from './browse.mjs';
import * as fanout from './fanout.mjs';

export const benchmarks = { browse, fanout };
