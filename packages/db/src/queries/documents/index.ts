// Documents: rows and access, stored bytes, expiry, review, requests, requirement lists, resumable uploads.
export * from './documents';
export * from './data';
export * from './expiry';
export * from './requests';
export * from './requirements';
export * from './resumable-uploads';
export * from './review';
