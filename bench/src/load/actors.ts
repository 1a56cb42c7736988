import { ApiClient } from '../lib/api-client';
import { applicationFields, signUpAgent, uploadForm } from '../lib/fixtures';
import { pick, seededRandom, simulatedIp, weighted } from './random';
import type { LoadRecorder } from './recorder';

export interface LoadWorld {
  baseUrl: string;
  origin: string;
  programIds: number[];
  /** Date.now() after which every simulated user stops. */
  deadline: number;
  thinkMs: number;
  /** Milliseconds over which the simulated users' first actions are spread. */
  rampMs: number;
  recorder: LoadRecorder;
  uploadFile: Blob;
  counters: { created: number; uploads: number; statusChanges: number };
}

const SEARCHES = [
  'business',
  'engineering',
  'computer',
  'medicine',
  'design',
  'law',
  'data',
  'finance',
  'abu dhabi',
];
const DEGREES = ["Bachelor's Degree", "Master's Degree", 'PhD', 'Diploma'];

/** How often a simulated agent does each thing: mostly reading the catalogue, as real agents do. */
const AGENT_MIX = {
  browse: 22,
  search: 18,
  detail: 18,
  list: 12,
  view: 6,
  create: 8,
  upload: 6,
  edit: 6,
  submit: 4,
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function think(world: LoadWorld, random: () => number): Promise<unknown> {
  return sleep(random() * 2 * world.thinkMs);
}

function client(world: LoadWorld, index: number): ApiClient {
  return new ApiClient(world.baseUrl, world.origin, { 'x-forwarded-for': simulatedIp(index) });
}

/** Registers simulated agent `index` from its own address (the sign-up limit is per client IP). */
export async function createAgent(
  world: LoadWorld,
  index: number,
  runId: string,
): Promise<ApiClient> {
  const agent = client(world, index);
  await signUpAgent(agent, `load-${runId}-${index}@bench.test`);
  return agent;
}

export async function signInAdmin(
  world: LoadWorld,
  index: number,
  username: string,
  password: string,
) {
  const admin = client(world, 60_000 + index);
  await admin.post('/api/login', { username, password });
  return admin;
}

interface AgentState {
  /** Drafts this agent created, with whether a document was uploaded yet. */
  drafts: { id: number; uploaded: boolean }[];
  submitted: number[];
  seq: number;
}

/**
 * One agent until the deadline: browse, search, open programs, apply, upload, edit and submit its own
 * drafts. It never touches a submitted application again, so the admins' status changes never race it and
 * every refusal the server gives is a real error.
 */
export async function agentLoop(world: LoadWorld, agent: ApiClient, index: number): Promise<void> {
  const random = seededRandom(index + 1);
  const state: AgentState = { drafts: [], submitted: [], seq: 0 };
  const { recorder } = world;
  await sleep(random() * world.rampMs);
  while (Date.now() < world.deadline) {
    let action: keyof typeof AGENT_MIX = weighted(random, AGENT_MIX);
    if ((action === 'upload' || action === 'edit') && state.drafts.length === 0) action = 'create';
    if (action === 'submit' && !state.drafts.some((draft) => draft.uploaded)) action = 'upload';
    if (action === 'upload' && state.drafts.length === 0) action = 'create';
    if (action === 'view' && state.drafts.length + state.submitted.length === 0) action = 'list';

    switch (action) {
      case 'browse': {
        const offset = Math.floor(random() * Math.max(1, world.programIds.length - 20));
        const path = random() < 0.5 ? '/api/programs' : `/api/programs?limit=20&offset=${offset}`;
        await recorder.step('browse catalogue', () => agent.get(path));
        break;
      }
      case 'search': {
        const params = new URLSearchParams({ search: pick(random, SEARCHES) });
        if (random() < 0.5) params.append('degree', pick(random, DEGREES));
        if (random() < 0.3) params.set('hasScholarship', 'true');
        await recorder.step('search catalogue', () => agent.get(`/api/programs?${params}`));
        break;
      }
      case 'detail':
        await recorder.step('program detail', () =>
          agent.get(`/api/programs/${pick(random, world.programIds)}`),
        );
        break;
      case 'list':
        await recorder.step('list own applications', () => agent.get('/api/applications'));
        break;
      case 'view': {
        const id = pick(random, [...state.drafts.map((draft) => draft.id), ...state.submitted]);
        await recorder.step('view application', () => agent.get(`/api/applications/${id}`));
        break;
      }
      case 'create': {
        const fields = applicationFields(
          pick(random, world.programIds),
          index * 100_000 + ++state.seq,
        );
        const created = await recorder.step('create application', () =>
          agent.post<{ id: number }>('/api/applications', fields),
        );
        if (created) {
          state.drafts.push({ id: created.body.id, uploaded: false });
          world.counters.created++;
        }
        break;
      }
      case 'upload': {
        const draft = pick(random, state.drafts);
        const form = uploadForm(draft.id, world.uploadFile, `passport-${state.seq}.pdf`);
        const uploaded = await recorder.step('upload document', () =>
          agent.request('POST', '/api/documents', { body: form }),
        );
        if (uploaded) {
          draft.uploaded = true;
          world.counters.uploads++;
        }
        break;
      }
      case 'edit': {
        const draft = pick(random, state.drafts);
        await recorder.step('edit application', () =>
          agent.put(`/api/applications/${draft.id}`, {
            notes: `Edited by load agent ${index} at ${Date.now()}`,
          }),
        );
        break;
      }
      case 'submit': {
        const ready = state.drafts.filter((draft) => draft.uploaded);
        const draft = pick(random, ready);
        const done = await recorder.step('submit application', () =>
          agent.post(`/api/applications/${draft.id}/submit`),
        );
        if (done) {
          state.drafts = state.drafts.filter((other) => other !== draft);
          state.submitted.push(draft.id);
        }
        break;
      }
    }
    await think(world, random);
  }
}

interface ListedApplication {
  id: number;
  status: string;
}

/**
 * One admin until the deadline: lists submitted applications (with search and sort), moves its share of them
 * to under-review, and reads the dashboard counters. Admin `index` only moves ids ≡ index (mod admins), so two
 * admins never change the same application at once.
 */
export async function adminLoop(
  world: LoadWorld,
  admin: ApiClient,
  index: number,
  admins: number,
): Promise<void> {
  const random = seededRandom(10_000 + index);
  const { recorder } = world;
  await sleep(random() * world.rampMs);
  while (Date.now() < world.deadline) {
    const roll = random();
    if (roll < 0.15) {
      await recorder.step('admin stats', () => admin.get('/api/admin/stats'));
    } else if (roll < 0.35) {
      const search = encodeURIComponent(pick(random, ['student', 'load', 'bench']));
      await recorder.step('admin search applications', () =>
        admin.get(`/api/admin/applications?search=${search}&sort=updatedAt&limit=20`),
      );
    } else {
      const listed = await recorder.step('admin list applications', () =>
        admin.get<ListedApplication[]>(
          '/api/admin/applications?status=submitted&sort=updatedAt&limit=50',
        ),
      );
      const mine = (listed?.body ?? []).filter(
        (item) => item.id % admins === index && item.status === 'submitted',
      );
      const target = mine[0];
      if (target) {
        const changed = await recorder.step('admin change status', () =>
          admin.patch(`/api/admin/applications/${target.id}/status`, {
            status: 'under-review',
            notes: 'Picked up by the load test',
          }),
        );
        if (changed) world.counters.statusChanges++;
      }
    }
    await think(world, random);
  }
}
