// The marketing kit: materials, downloads, what an agent has seen.
export * from './marketing';
export * from './storage';
