import { randomUUID } from 'node:crypto';
const url = 'http://localhost:3100';
for (let i = 0; i < 100; i++) { try { if ((await fetch(`${url}/readyz`)).status === 200) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
const post = (body: unknown) => fetch(`${url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => { await r.arrayBuffer(); return r.status; });
import { contact } from './figures/storage';
for (let i = 0; i < Number(process.argv[3] ?? 500); i++) await post({ ...contact(i), id: randomUUID() });
let t = performance.now();
for (let i = 0; i < 1000; i++) await fetch(`${url}/healthz`).then((r) => r.arrayBuffer());
const h = performance.now() - t;
t = performance.now();
const n = Number(process.argv[2] ?? 3000);
for (let i = 0; i < n; i++) { const s = await post({ ...contact(i), id: randomUUID() }); if (s !== 201) throw new Error(String(s)); }
const c = performance.now() - t;
console.log(`healthz ${(1000 / h * 1000).toFixed(0)}/s, contact ${(n / c * 1000).toFixed(0)}/s, ratio ${((n / c) / (1000 / h)).toFixed(2)}`);
