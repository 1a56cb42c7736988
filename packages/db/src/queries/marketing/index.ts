// The marketing kit: materials, downloads, what an agent has seen.
export * from './materials';
export * from './versions';
export * from './downloads';
export * from './agents';
export * from './storage';
