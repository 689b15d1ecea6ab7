import { z } from 'zod';

// Generic validation messages (wrong type, unknown key...) in Vietnamese on both sides.
z.config(z.locales.vi());

export * from './auth.js';
export * from './content.js';
export * from './envelope.js';
export * from './fields.js';
export * from './messages.js';
export * from './profile.js';
export * from './roles.js';
export * from './rules.js';
