export const SECTION_NAMES = [
  'catalogue',
  'memory',
  'scale',
  'uploads',
  'resumable-uploads',
  'import',
  'largest-import',
  'mail',
  'frontend',
  'pages',
  'startup',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export interface BenchArgs {
  sections: SectionName[];
  help: boolean;
}

export const USAGE = `Usage: pnpm bench [-- --only ${SECTION_NAMES.join(',')}]

Sections run in the order above. Environment:
  BENCH_DURATION=8         seconds per autocannon run
  BENCH_CONNECTIONS=50     autocannon connections
  BENCH_SCALE_RUNS=40      timed calls per scale query
  BENCH_DATABASE_URL=…     adds the PostgreSQL 100 000 / 1 000 000 tier (database uniguide_bench)
  BENCH_SCALE_TIER=small   the PostgreSQL tier at 10 000 / 100 000 when the full one loads too slowly
  BENCH_KEEP_SCHEMA=1      keep the PostgreSQL bench schema afterwards
  CHROMIUM_PATH=…          Chromium for the LCP measurement (default /usr/bin/chromium)`;

/** Parses `--only a,b` (or `--only=a,b`, repeatable); a bare `--` from pnpm's argument forwarding is ignored. */
export function parseArgs(argv: readonly string[]): BenchArgs {
  const chosen: SectionName[] = [];
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    let list: string | undefined;
    if (arg === '--only') list = argv[++i];
    else if (arg.startsWith('--only=')) list = arg.slice('--only='.length);
    else throw new Error(`Unknown argument "${arg}".\n${USAGE}`);
    if (!list) throw new Error(`--only needs a list of sections.\n${USAGE}`);
    for (const name of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (!(SECTION_NAMES as readonly string[]).includes(name)) {
        throw new Error(`Unknown section "${name}"; choose from ${SECTION_NAMES.join(', ')}.`);
      }
      if (!chosen.includes(name as SectionName)) chosen.push(name as SectionName);
    }
  }
  const sections = chosen.length
    ? SECTION_NAMES.filter((name) => chosen.includes(name))
    : [...SECTION_NAMES];
  return { sections, help };
}
