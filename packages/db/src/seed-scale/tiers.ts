/**
 * How much data a scale run loads. Applications carry ~2.65 history rows each; a student has 1–2
 * applications and 0–3 documents on file, every one attached to each of the student's applications.
 */
export interface ScaleTier {
  name: ScaleTierName;
  universities: number;
  programs: number;
  agents: number;
  /** Student profiles (one per agent + e-mail); fewer than applications, so some apply twice. */
  students: number;
  applications: number;
}

export type ScaleTierName = 'tiny' | 'small' | 'full';

export const SCALE_TIERS: Record<ScaleTierName, ScaleTier> = {
  /** Enough rows to prove the generator in a unit test. */
  tiny: {
    name: 'tiny',
    universities: 5,
    programs: 200,
    agents: 20,
    students: 625,
    applications: 1_000,
  },
  /** The embedded-PGlite tier: loads in well under a minute on two cores. */
  small: {
    name: 'small',
    universities: 60,
    programs: 10_000,
    agents: 1_000,
    students: 62_500,
    applications: 100_000,
  },
  /** The PostgreSQL tier of the measured-quality goals. */
  full: {
    name: 'full',
    universities: 300,
    programs: 100_000,
    agents: 10_000,
    students: 625_000,
    applications: 1_000_000,
  },
};

/**
 * A tenth of all applications belongs to this many "big agency" accounts, so an agent's list is measured on
 * an account far larger than the average one (the worst case a real agency would hit).
 */
export const HEAVY_AGENTS = 10;
