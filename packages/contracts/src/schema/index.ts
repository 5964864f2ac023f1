export * from './fields';
export * from './route-schema';
export * from './route-schemas';
export * from './subject-schemas';
export * from '../booking/schemas';
export * from '../identity/schemas';
export * from '../content/schemas';
export * from '../notifications/schemas';
