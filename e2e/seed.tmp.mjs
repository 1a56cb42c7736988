import { request } from '@playwright/test';
const O = 'http://localhost:3430';
const agent = await request.newContext({ baseURL: O, extraHTTPHeaders: { Origin: O } });
await agent.post('/api/login', { data: { username: 'agent@uniguide.test', password: 'agent-demo-pass' } });
const admin = await request.newContext({ baseURL: O, extraHTTPHeaders: { Origin: O } });
await admin.post('/api/login', { data: { username: 'admin@uniguide.test', password: 'admin-demo-pass' } });
const progs = await (await agent.get('/api/programs?pageSize=6')).json();
const list = progs.items ?? progs.programs ?? progs;
const names = [['Amina','Yusuf'],['Omar','Haddad'],['Lina','Khoury'],['Rahul','Mehta'],['Sara','Ali'],['Chen','Wei']];
let i = 0;
for (const p of list.slice(0, 6)) {
  const prog = await (await agent.get(`/api/programs/${p.id}`)).json();
  const [f, l] = names[i];
  const data = { programId: p.id, studentFirstName: f, studentLastName: l, studentEmail: `${f.toLowerCase()}@example.com`, studentPhone: '+971501234567', studentNationality: 'Jordanian', studentDateOfBirth: '2004-03-15', studentGender: 'female', highestQualification: 'High School', qualificationName: 'Tawjihi', institutionName: 'Amman School', graduationYear: '2022', cgpa: '91%', intakeDate: prog.intake[0], notes: '' };
  const r = await agent.post('/api/applications', { data });
  const app = await r.json();
  if (!r.ok()) { console.log(r.status(), app); continue; }
  if (i > 0) console.log('submit', (await agent.post(`/api/applications/${app.id}/submit`, { data: {} })).status());
  if (i > 1) console.log('status', (await admin.patch(`/api/admin/applications/${app.id}/status`, { data: { status: i === 5 ? 'rejected' : 'under-review', ...(i===5?{rejectionReason:'Entry requirements not met.'}:{}) } })).status());
  console.log(app.id);
  i++;
}
