import * as browse from './browse.mjs';
import * as fanout from './fanout.mjs';
import * as web from './web.mjs';

export const benchmarks = { browse, fanout, web };
