export * from './constants';
export * from './currency';
export * from './events';
export * from './identity';
export * from './roles';
export * from './subjects';
export * from './texts';
