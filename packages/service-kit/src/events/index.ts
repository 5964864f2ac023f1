export * from './domain-event';
export * from './event-bus';
export * from './kit-tables';
export * from './outbox';
export * from './live-session-state';
export * from './staff-audit';
