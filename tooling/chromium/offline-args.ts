/**
 * The flags Debian's Chromium runs with in the end-to-end specs and the bench: headless, and kept off
 * the network (without them it keeps dialling Google's hosts on a closed network).
 */
export const OFFLINE_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
