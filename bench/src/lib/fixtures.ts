import { ApiClient } from './api-client';
import type { ServerProcess } from './server-process';

/** Passes the server's password rules (length, not a common password). */
export const BENCH_PASSWORD = 'bench-Runner-42-long';

export function registration(username: string) {
  return {
    username,
    password: BENCH_PASSWORD,
    firstName: 'Bench',
    lastName: 'Runner',
    agencyName: 'Bench Agency',
    country: 'United Arab Emirates',
    phoneNumber: '+971 4 000 0000',
  };
}

/** The apply form's fields, valid under ZCreateApplicationInput. */
export function applicationFields(programId: number, seq: number) {
  return {
    programId,
    studentFirstName: 'Load',
    studentLastName: `Student ${seq}`,
    studentEmail: `student${seq}@bench.test`,
    studentPhone: '+971 50 000 0000',
    studentDateOfBirth: '2001-04-12',
    studentNationality: 'India',
    studentGender: 'female',
    highestQualification: 'High School',
    qualificationName: 'CBSE Senior Secondary',
    institutionName: 'Delhi Public School',
    graduationYear: '2019',
    cgpa: '3.6',
    intakeDate: 'September',
    notes: 'Created by the bench harness.',
  };
}

/** A PDF by its magic bytes (what the server checks), padded to `bytes`. */
export function pdfOfSize(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%bench\n');
  const tail = Buffer.from('\n%%EOF\n');
  const file = Buffer.alloc(bytes, 0x20);
  head.copy(file, 0);
  tail.copy(file, bytes - tail.length);
  return file;
}

export function uploadForm(applicationId: number, file: Blob, name: string): FormData {
  // Fields before the file: a streaming parser sees them before it has to decide where the bytes go.
  const form = new FormData();
  form.set('applicationId', String(applicationId));
  form.set('documentType', 'transcript');
  form.set('filename', name);
  form.set('originalFilename', name);
  form.set('fileSize', String(file.size));
  form.set('mimeType', 'application/pdf');
  form.set('file', file, name);
  return form;
}

export interface ProgramSummary {
  id: number;
  name: string;
  universityId?: number;
}

export async function firstProgram(client: ApiClient): Promise<ProgramSummary> {
  const { body } = await client.get<ProgramSummary[]>('/api/programs?limit=1');
  const program = Array.isArray(body) ? body[0] : undefined;
  if (!program)
    throw new Error('GET /api/programs returned no program: is the demo catalogue seeded?');
  return program;
}

/** Signs in an agent: registers a fresh account, or signs in when the username exists. */
export async function signUpAgent(client: ApiClient, username: string): Promise<void> {
  const registered = await client.post('/api/register', registration(username), {
    expect: [200, 201, 409],
  });
  if (registered.status === 409)
    await client.post('/api/login', { username, password: BENCH_PASSWORD });
}

/** A fresh agent signed in on `server` as `username`, with the catalogue's first program. */
export async function signedInAgent(
  server: Pick<ServerProcess, 'url' | 'origin'>,
  username: string,
): Promise<{ client: ApiClient; program: ProgramSummary }> {
  const client = new ApiClient(server.url, server.origin);
  await signUpAgent(client, username);
  return { client, program: await firstProgram(client) };
}

/** One application of the signed-in agent on `programId`; answers its id. */
export async function createApplication(client: ApiClient, programId: number): Promise<number> {
  const created = await client.post<{ id: number }>(
    '/api/applications',
    applicationFields(programId, 1),
  );
  return created.body.id;
}
