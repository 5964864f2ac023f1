export * from './fields';
export * from './route-schema';
export * from './route-schemas';
export * from './subject-schemas';
export * from '../booking/schemas';
