/** User-facing texts of docs/product.md §6, verbatim, so every screen shows the same words. */
export * as MESSAGES from './message-texts/index';

export function registrationWelcome(brandName: string): string {
  return `Welcome to ${brandName}, your guide to UAE universities!`;
}

export function statusChangedMessage(statusText: string): string {
  return `Application status changed to ${statusText}`;
}
