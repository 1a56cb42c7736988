// The journey after an offer: stages, attestation, fee lines, visa checklists.
export * from './journey';
export * from './visa-checklists';
