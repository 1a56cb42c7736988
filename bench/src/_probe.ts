import { startServer, removeDataDir } from './lib/server-process';
const s = await startServer();
const t0 = performance.now();
const lat = await Promise.all(Array.from({ length: 200 }, async () => {
  const a = performance.now();
  const r = await fetch(`${s.url}/api/programs?limit=20`); await r.arrayBuffer();
  return [Math.round(a - t0), Math.round(performance.now() - a)];
}));
const done = lat.map(([a, d]) => a + d).sort((x, y) => x - y);
console.log('completion times (ms) deciles', [0,20,40,60,80,100,120,140,160,180,199].map(i => done[i]));
await s.stop(); removeDataDir(s.dataDir);
