export * from './roles.js';
export * from './permissions.js';
export * from './routes.js';
export * from './password.js';
export * from './profile.js';
export * from './abn.js';
