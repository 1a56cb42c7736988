/** Sample commission terms: our own illustration, not any institution's real agreement. */
export interface SampleCommissionTerms {
  /** Basis points of first-year tuition: 800–2000 (8–20 %), in steps of 0.5 %. */
  commissionRateBps: number;
  /** 60–120 days, in steps of 15. */
  payoutLagDays: number;
}

/** A small stable hash (FNV-1a), so the same slug always gets the same terms. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** Varied, deterministic terms for a sample university, derived from its slug. */
export function sampleCommissionTerms(slug: string): SampleCommissionTerms {
  const value = hash(slug);
  return {
    commissionRateBps: 800 + (value % 25) * 50,
    payoutLagDays: 60 + (Math.floor(value / 25) % 5) * 15,
  };
}
