// Quotes, currency rates and the student share links.
export * from './quotes';
