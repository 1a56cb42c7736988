import type { ApiClient } from '../lib/api-client';
import { applicationFields, uploadForm } from '../lib/fixtures';
import { pick, seededRandom, weighted } from './random';
import { sleep, think, type LoadWorld } from './world';

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

/**
 * How often a simulated agent does each thing: mostly reading the catalogue, as real agents do. `apply` is
 * the apply screen's flow (create the draft, upload a document, submit); `upload` and `edit` work on a draft
 * the agent left unsubmitted; `submit` submits one.
 */
const AGENT_MIX = {
  browse: 22,
  search: 18,
  detail: 18,
  list: 12,
  view: 6,
  apply: 10,
  upload: 5,
  edit: 6,
  submit: 3,
} as const;

/** Share of apply flows that submit at once; the rest stay drafts to be edited and completed later. */
const SUBMIT_AT_ONCE = 0.7;

interface Draft {
  id: number;
  uploaded: boolean;
}

interface AgentState {
  /** Drafts this agent created and has not submitted. */
  drafts: Draft[];
  submitted: number[];
  seq: number;
}

type Agent = {
  world: LoadWorld;
  api: ApiClient;
  index: number;
  random: () => number;
  state: AgentState;
};

/** The action to take, falling back to one that makes sense in the agent's state (no draft → apply). */
function nextAction(agent: Agent): keyof typeof AGENT_MIX {
  const { drafts, submitted } = agent.state;
  const action = weighted(agent.random, AGENT_MIX);
  if ((action === 'upload' || action === 'edit') && drafts.length === 0) return 'apply';
  if (action === 'submit' && !drafts.some((draft) => draft.uploaded))
    return drafts.length ? 'upload' : 'apply';
  if (action === 'view' && drafts.length + submitted.length === 0) return 'list';
  return action;
}

async function createDraft(agent: Agent): Promise<Draft | undefined> {
  const { world, api, index, random, state } = agent;
  const fields = applicationFields(pick(random, world.programIds), index * 100_000 + ++state.seq);
  const created = await world.recorder.step('create application', () =>
    api.post<{ id: number }>('/api/applications', fields),
  );
  if (!created) return undefined;
  world.counters.created++;
  const draft = { id: created.body.id, uploaded: false };
  state.drafts.push(draft);
  return draft;
}

async function upload(agent: Agent, draft: Draft): Promise<void> {
  const { world, api, state } = agent;
  const form = uploadForm(draft.id, world.uploadFile, `passport-${state.seq}.pdf`);
  const done = await world.recorder.step('upload document', () =>
    api.request('POST', '/api/documents', { body: form }),
  );
  if (!done) return;
  draft.uploaded = true;
  world.counters.uploads++;
}

async function submit(agent: Agent, draft: Draft): Promise<void> {
  const { world, api, state } = agent;
  const done = await world.recorder.step('submit application', () =>
    api.post(`/api/applications/${draft.id}/submit`),
  );
  if (!done) return;
  state.drafts = state.drafts.filter((other) => other !== draft);
  state.submitted.push(draft.id);
}

async function act(agent: Agent, action: keyof typeof AGENT_MIX): Promise<void> {
  const { world, api, index, random, state } = agent;
  const { recorder } = world;
  switch (action) {
    case 'browse': {
      const offset = Math.floor(random() * Math.max(1, world.programIds.length - 20));
      const path = random() < 0.5 ? '/api/programs' : `/api/programs?limit=20&offset=${offset}`;
      await recorder.step('browse catalogue', () => api.get(path));
      return;
    }
    case 'search': {
      const params = new URLSearchParams({ search: pick(random, SEARCHES) });
      if (random() < 0.5) params.append('degree', pick(random, DEGREES));
      if (random() < 0.3) params.set('hasScholarship', 'true');
      await recorder.step('search catalogue', () => api.get(`/api/programs?${params}`));
      return;
    }
    case 'detail':
      await recorder.step('program detail', () =>
        api.get(`/api/programs/${pick(random, world.programIds)}`),
      );
      return;
    case 'list':
      await recorder.step('list own applications', () => api.get('/api/applications'));
      return;
    case 'view': {
      const id = pick(random, [...state.drafts.map((draft) => draft.id), ...state.submitted]);
      await recorder.step('view application', () => api.get(`/api/applications/${id}`));
      return;
    }
    case 'apply': {
      const draft = await createDraft(agent);
      if (!draft) return;
      await upload(agent, draft);
      if (draft.uploaded && random() < SUBMIT_AT_ONCE) await submit(agent, draft);
      return;
    }
    case 'upload':
      await upload(agent, pick(random, state.drafts));
      return;
    case 'edit': {
      const draft = pick(random, state.drafts);
      await recorder.step('edit application', () =>
        api.put(`/api/applications/${draft.id}`, {
          notes: `Edited by load agent ${index} at ${Date.now()}`,
        }),
      );
      return;
    }
    case 'submit':
      await submit(
        agent,
        pick(
          random,
          state.drafts.filter((draft) => draft.uploaded),
        ),
      );
      return;
  }
}

/**
 * One agent until the deadline: browse, search, open programs, apply, upload, edit and submit its own
 * drafts. It never touches a submitted application again, so the admins' status changes never race it and
 * every refusal the server gives is a real error.
 */
export async function agentLoop(world: LoadWorld, api: ApiClient, index: number): Promise<void> {
  const agent: Agent = {
    world,
    api,
    index,
    random: seededRandom(index + 1),
    state: { drafts: [], submitted: [], seq: 0 },
  };
  await sleep(agent.random() * world.rampMs);
  while (Date.now() < world.deadline) {
    await act(agent, nextAction(agent));
    await think(world, agent.random);
  }
}
