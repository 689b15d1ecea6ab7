export * from './auth.js';
export * from './content.js';
export * from './envelope.js';
export * from './fields.js';
export * from './messages.js';
export * from './profile.js';
export * from './roles.js';
export * from './rules.js';
